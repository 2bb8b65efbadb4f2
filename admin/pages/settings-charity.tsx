// Settings → The charity's details (owners): what every receipt, order email and public page says
// about who the charity is and where the seller is. A detail still showing the example is marked;
// saving sends only the details the owner changed, so an example is never saved as if it were real,
// unless the owner says it is: retyped, or the whole form confirmed with "These are our real
// details". A save that changed one detail does not silently vouch for the others: an example
// registered number printed on a receipt as the charity's own would be a false statement.
import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  charityDetailNames,
  charityDetailsResponseSchema,
  charityRegisterRules,
  charityRegisters,
  socialNetworks,
  type CharityDetailName,
  type CharityDetails,
  type CharityRegister,
  type ReturnPostagePayer,
  type SocialNetwork,
} from "@core/schemas/charity-details";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { SelectField, TextField } from "~/components/ui/field";
import { RadioCard, RadioGroup } from "~/components/ui/radio-group";
import { api, ApiError, messageOf } from "../api";
import { ErrorNotice, Panel } from "../components/page";
import { SaveProblem, SaveRow, SaveStatus } from "../components/save-status";

const ADDRESS_LINES = 3;

const socialLabels: Record<SocialNetwork, string> = { facebook: "Facebook", instagram: "Instagram", youtube: "YouTube", tiktok: "TikTok" };

/** The form's own state: every field as typed. */
interface Draft {
  legalName: string;
  register: CharityRegister;
  number: string;
  lines: string[];
  postcode: string;
  country: string;
  email: string;
  phone: string;
  social: Record<SocialNetwork, string>;
  bookingUrl: string;
  openingHours: { days: string; hours: string }[];
  returnPostage: ReturnPostagePayer;
}

function draftOf(details: CharityDetails): Draft {
  const lines = [...details.address.value.lines];
  while (lines.length < ADDRESS_LINES) lines.push("");
  return {
    legalName: details.legalName.value,
    register: details.registration.value.register,
    number: details.registration.value.number,
    lines,
    postcode: details.address.value.postcode,
    country: details.address.value.country,
    email: details.email.value,
    phone: details.phone.value,
    social: Object.fromEntries(socialNetworks.map((n) => [n, details.social.value[n] ?? ""])) as Record<SocialNetwork, string>,
    bookingUrl: details.bookingUrl.value,
    openingHours: details.openingHours.value.map((row) => ({ ...row })),
    returnPostage: details.returnPostage.value,
  };
}

/** Each detail as the API takes it. */
function valuesOf(draft: Draft): Record<CharityDetailName, unknown> {
  return {
    legalName: draft.legalName,
    registration: { register: draft.register, number: draft.number },
    address: { lines: draft.lines.filter((l) => l.trim() !== ""), postcode: draft.postcode, country: draft.country },
    email: draft.email,
    phone: draft.phone,
    social: Object.fromEntries(socialNetworks.filter((n) => draft.social[n].trim() !== "").map((n) => [n, draft.social[n]])),
    bookingUrl: draft.bookingUrl,
    openingHours: draft.openingHours,
    returnPostage: draft.returnPostage,
  };
}

/** Each detail as the confirmation names it. */
const detailLabels: Record<CharityDetailName, string> = {
  legalName: "legal name",
  registration: "charity number",
  address: "address",
  email: "contact email",
  phone: "contact phone",
  social: "social links",
  bookingUrl: "coaching booking address",
  openingHours: "opening hours",
  returnPostage: "who pays for returns",
};

function ExampleHint({ shown }: { shown: boolean }) {
  return shown ? <>An example, not yet the charity's own: the live site leaves it out until you set it.</> : undefined;
}

export function CharityDetailsPanel() {
  const [details, setDetails] = useState<CharityDetails | undefined>();
  const [draft, setDraft] = useState<Draft | undefined>();
  const [error, setError] = useState<ApiError | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  // Details the owner has typed in: an example retyped as it stands is the charity's own, and saved.
  const [touched, setTouched] = useState<Set<CharityDetailName>>(new Set());
  // "These are our real details": every example still in the form is saved as the charity's own.
  const [confirmed, setConfirmed] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => {
    api("GET", "/settings/charity", { schema: charityDetailsResponseSchema })
      .then(({ details: loaded }) => {
        setDetails(loaded as CharityDetails);
        setDraft(draftOf(loaded as CharityDetails));
      })
      .catch((caught: unknown) => setProblem(messageOf(caught)));
  }, []);

  if (!details || !draft) {
    return (
      <Panel title="The charity's details">
        <ErrorNotice>{problem}</ErrorNotice>
        {!problem && <p role="status">Loading…</p>}
      </Panel>
    );
  }

  const detailOf: Record<keyof Draft, CharityDetailName> = {
    legalName: "legalName",
    register: "registration",
    number: "registration",
    lines: "address",
    postcode: "address",
    country: "address",
    email: "email",
    phone: "phone",
    social: "social",
    bookingUrl: "bookingUrl",
    openingHours: "openingHours",
    returnPostage: "returnPostage",
  };
  const set = (change: Partial<Draft>) => {
    setDraft({ ...draft, ...change });
    setTouched(new Set([...touched, ...(Object.keys(change) as (keyof Draft)[]).map((key) => detailOf[key])]));
  };
  const field = (name: string) => error?.fieldMessage(name);
  const example = (name: CharityDetailName) => details[name].placeholder;
  const examples = charityDetailNames.filter(example);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!draft || !details) return;
    setError(undefined);
    setProblem(undefined);
    setNotice(undefined);
    const now = valuesOf(draft);
    const before = valuesOf(draftOf(details));
    const changed = Object.fromEntries(
      (Object.keys(now) as CharityDetailName[])
        .filter(
          (name) =>
            JSON.stringify(now[name]) !== JSON.stringify(before[name]) || (details[name].placeholder && (touched.has(name) || confirmed)),
        )
        .map((name) => [name, now[name]]),
    );
    if (Object.keys(changed).length === 0) {
      setNotice("Nothing has changed.");
      return;
    }
    setSaving(true);
    try {
      const saved = await api("PATCH", "/settings/charity", { body: changed, schema: charityDetailsResponseSchema });
      setDetails(saved.details as CharityDetails);
      setDraft(draftOf(saved.details as CharityDetails));
      setTouched(new Set());
      setConfirmed(false);
      setNotice("Saved. Every page and the next email show the new details.");
    } catch (caught) {
      if (caught instanceof ApiError && caught.issues.length > 0) {
        setError(caught);
        // The first field to change takes focus once it says why, so nobody hunts up the page for it.
        requestAnimationFrame(() => form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus());
      } else setProblem(messageOf(caught));
    } finally {
      setSaving(false);
    }
  }

  const linesError = field("address.lines") ?? field("address.lines.0");
  return (
    <Panel title="The charity's details">
      <div id="charity-details" className="scroll-mt-24" />
      <p className="mb-4 text-muted">
        What receipts, order emails and the site's footer, terms and privacy notice say about the charity. Details marked as examples
        are not yet the charity's own.
      </p>
      <form ref={form} onSubmit={(e) => void save(e)} noValidate className="grid gap-5">
        <TextField label="Legal name" name="legalName" value={draft.legalName} onChange={(e) => set({ legalName: e.target.value })} error={field("legalName")} hint={<ExampleHint shown={example("legalName")} />} required />
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField label="Register" name="register" value={draft.register} onChange={(e) => set({ register: e.target.value as CharityRegister })} error={field("registration.register")}>
            {charityRegisters.map((register) => (
              <option key={register} value={register}>
                {charityRegisterRules[register].name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Registered charity number"
            name="number"
            value={draft.number}
            onChange={(e) => set({ number: e.target.value })}
            error={field("registration.number")}
            hint={example("registration") ? <ExampleHint shown /> : `${charityRegisterRules[draft.register].format}.`}
            autoComplete="off"
            required
          />
        </div>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">Where the charity is based (a street address, not a PO box)</legend>
          {draft.lines.map((line, index) => (
            <TextField
              key={index}
              label={`Address line ${index + 1}`}
              name={`address-line-${index + 1}`}
              value={line}
              onChange={(e) => set({ lines: draft.lines.map((l, i) => (i === index ? e.target.value : l)) })}
              error={index === 0 ? linesError : field(`address.lines.${index}`)}
              hint={index === 0 ? <ExampleHint shown={example("address")} /> : undefined}
              required={index === 0}
            />
          ))}
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label="Postcode" name="postcode" value={draft.postcode} onChange={(e) => set({ postcode: e.target.value })} error={field("address.postcode")} required />
            <TextField label="Country" name="country" value={draft.country} onChange={(e) => set({ country: e.target.value })} error={field("address.country")} required />
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Contact email" type="email" name="email" value={draft.email} onChange={(e) => set({ email: e.target.value })} error={field("email")} hint={<ExampleHint shown={example("email")} />} required />
          <TextField label="Contact phone" type="tel" name="phone" value={draft.phone} onChange={(e) => set({ phone: e.target.value })} error={field("phone")} hint={<ExampleHint shown={example("phone")} />} required />
        </div>
        <TextField label="Coaching booking address" type="url" name="bookingUrl" value={draft.bookingUrl} onChange={(e) => set({ bookingUrl: e.target.value })} error={field("bookingUrl")} hint={example("bookingUrl") ? <ExampleHint shown /> : "Starts with https://"} required />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 text-sm font-medium text-ink">Social links (https, optional){example("social") ? ": examples" : ""}</legend>
          {socialNetworks.map((network) => (
            <TextField
              key={network}
              label={socialLabels[network]}
              type="url"
              name={`social-${network}`}
              value={draft.social[network]}
              onChange={(e) => set({ social: { ...draft.social, [network]: e.target.value } })}
              error={field(`social.${network}`)}
            />
          ))}
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="mb-1 text-sm font-medium text-ink">Opening hours{example("openingHours") ? " (examples)" : ""}</legend>
          {field("openingHours") && <p className="text-sm font-medium text-danger">{field("openingHours")}</p>}
          {draft.openingHours.map((row, index) => (
            <div key={index} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
              <TextField
                label={`Days, line ${index + 1}`}
                name={`days-${index}`}
                value={row.days}
                onChange={(e) => set({ openingHours: draft.openingHours.map((r, i) => (i === index ? { ...r, days: e.target.value } : r)) })}
                error={field(`openingHours.${index}.days`)}
              />
              <TextField
                label={`Hours, line ${index + 1}`}
                name={`hours-${index}`}
                value={row.hours}
                onChange={(e) => set({ openingHours: draft.openingHours.map((r, i) => (i === index ? { ...r, hours: e.target.value } : r)) })}
                error={field(`openingHours.${index}.hours`)}
              />
              <Button type="button" variant="outline" size="sm" aria-label={`Remove opening hours line ${index + 1}`} onClick={() => set({ openingHours: draft.openingHours.filter((_, i) => i !== index) })} disabled={draft.openingHours.length === 1}>
                Remove
              </Button>
            </div>
          ))}
          {draft.openingHours.length < 7 && (
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => set({ openingHours: [...draft.openingHours, { days: "", hours: "" }] })}>
                Add a line of opening hours
              </Button>
            </div>
          )}
        </fieldset>
        <RadioGroup
          legend={`Who pays to post a return?${example("returnPostage") ? " (not yet chosen: today's wording says the buyer)" : ""}`}
          name="returnPostage"
          value={draft.returnPostage}
          onValueChange={(value) => set({ returnPostage: value as ReturnPostagePayer })}
          error={field("returnPostage")}
          className="grid gap-2"
        >
          <RadioCard value="buyer">The buyer pays to send items back</RadioCard>
          <RadioCard value="charity">The charity pays for returns</RadioCard>
        </RadioGroup>
        {examples.length > 0 && (
          <div>
            <Checkbox
              label={<span className="font-medium">These are our real details</span>}
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              aria-describedby="confirm-examples-hint"
            />
            <p id="confirm-examples-hint" className="ml-8 mt-1 text-sm text-muted">
              Still marked as examples: {examples.map((name) => detailLabels[name]).join(", ")}. If they are already the charity's own, tick
              this and save: they are kept as they stand and no longer marked.
            </p>
          </div>
        )}
        <SaveRow status={<><SaveStatus message={notice} /><SaveProblem message={problem ?? (error ? "Some details need changing: see the fields marked above. Nothing was saved." : undefined)} /></>}>
          <Button type="submit" disabled={saving}>
            {saving ? "Saving…" : "Save the charity's details"}
          </Button>
        </SaveRow>
      </form>
    </Panel>
  );
}
