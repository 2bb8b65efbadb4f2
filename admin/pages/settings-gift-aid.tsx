// Settings, "Gift Aid" (owners): the charity's HMRC reference, which Charities Online asks for with
// every claim. Shown on the Gift Aid page and each claim, so whoever prepares one has it at hand.
import { HMRC_CHARITY_REFERENCE_MESSAGE, hmrcCharityReference } from "@core/hmrc-charity-reference";
import { SingleSettingPanel } from "../components/single-setting-panel";

export function GiftAidReferencePanel({ saved, onSaved }: { saved: string | null | undefined; onSaved: (reference: string | null) => void }) {
  return (
    <SingleSettingPanel
      title="Gift Aid"
      field="giftAidReference"
      label="The charity's HMRC reference"
      hint="The reference HMRC gave the charity for Gift Aid, in letters and digits, like AB12345. Whoever prepares a claim sees it beside the claim."
      buttonLabel="Save the HMRC reference"
      fieldProps={{ autoComplete: "off" }}
      saved={saved}
      read={(text) => (text === "" ? { value: null } : hmrcCharityReference(text) ? { value: text } : { error: HMRC_CHARITY_REFERENCE_MESSAGE })}
      onSaved={onSaved}
      savedMessage={(reference) => (reference ? `Saved: Gift Aid claims show ${reference} as the charity's HMRC reference.` : "Saved: no HMRC reference is set.")}
    />
  );
}
