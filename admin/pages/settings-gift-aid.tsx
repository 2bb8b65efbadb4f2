// Settings, "Gift Aid" (owners): the charity's HMRC reference, which Charities Online asks for with
// every claim. Shown on the Gift Aid page and each claim, so whoever prepares one has it at hand.
import { useState, type FormEvent } from "react";
import { HMRC_CHARITY_REFERENCE_MESSAGE, hmrcCharityReference } from "@core/hmrc-charity-reference";
import { settingsSchema } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { Panel } from "../components/page";
import { SaveProblem, SaveRow, SaveStatus } from "../components/save-status";

export function GiftAidReferencePanel({ saved, onSaved }: { saved: string | null | undefined; onSaved: (reference: string | null) => void }) {
  const [typed, setTyped] = useState<string | undefined>();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setProblem(undefined);
    setNotice(undefined);
    const text = (typed ?? saved ?? "").trim();
    if (text !== "" && !hmrcCharityReference(text)) return setFieldError(HMRC_CHARITY_REFERENCE_MESSAGE);
    setSaving(true);
    try {
      const answer = await api("PATCH", "/settings", { body: { giftAidReference: text || null }, schema: settingsSchema });
      onSaved(answer.giftAidReference);
      setTyped(undefined);
      setNotice(answer.giftAidReference ? `Saved: Gift Aid claims show ${answer.giftAidReference} as the charity's HMRC reference.` : "Saved: no HMRC reference is set.");
    } catch (caught) {
      const issue = caught instanceof ApiError ? caught.issues.find((i) => i.field === "giftAidReference") : undefined;
      if (issue) setFieldError(issue.message);
      else setProblem(messageOf(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title="Gift Aid">
      {saved === undefined ? (
        <p role="status">Loading…</p>
      ) : (
        <form onSubmit={(e) => void save(e)} noValidate className="grid max-w-md gap-4">
          <TextField
            label="The charity's HMRC reference"
            name="giftAidReference"
            autoComplete="off"
            value={typed ?? saved ?? ""}
            onChange={(e) => setTyped(e.target.value)}
            error={fieldError}
            hint="The reference HMRC gave the charity for Gift Aid, in letters and digits, like AB12345. Whoever prepares a claim sees it beside the claim."
          />
          <SaveRow status={<><SaveStatus message={notice} /><SaveProblem message={problem} /></>}>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : "Save the HMRC reference"}
            </Button>
          </SaveRow>
        </form>
      )}
    </Panel>
  );
}
