// A Settings panel that saves one setting from one field (the shop's order limit, the charity's
// HMRC reference): checked as typed before it is sent, the server's field message shown under the
// field, and what the save did said beside its button.
import { useState, type ComponentProps, type FormEvent } from "react";
import { settingsSchema, type AdminSettings } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { Panel } from "./page";
import { SaveProblem, SaveRow, SaveStatus } from "./save-status";

type FieldProps = Omit<ComponentProps<typeof TextField>, "label" | "hint" | "name" | "value" | "onChange" | "error">;

export interface SingleSettingPanelProps<Field extends keyof AdminSettings> {
  title: string;
  field: Field;
  label: string;
  hint: string;
  buttonLabel: string;
  /** undefined while Settings load. */
  saved: AdminSettings[Field] | undefined;
  /** What is sent for the trimmed text, or the field's message when it can't be sent. */
  read: (text: string) => { value: AdminSettings[Field] } | { error: string };
  onSaved: (value: AdminSettings[Field]) => void;
  /** Said beside the button once saved. */
  savedMessage: (value: AdminSettings[Field]) => string;
  fieldProps?: FieldProps;
}

export function SingleSettingPanel<Field extends keyof AdminSettings>(props: SingleSettingPanelProps<Field>) {
  const { title, field, label, hint, buttonLabel, saved, read, onSaved, savedMessage, fieldProps } = props;
  const [typed, setTyped] = useState<string | undefined>();
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const shown = typed ?? String(saved ?? "");

  async function save(event: FormEvent) {
    event.preventDefault();
    setFieldError(undefined);
    setProblem(undefined);
    setNotice(undefined);
    const checked = read(shown.trim());
    if ("error" in checked) return setFieldError(checked.error);
    setSaving(true);
    try {
      const answer = await api("PATCH", "/settings", { body: { [field]: checked.value }, schema: settingsSchema });
      onSaved(answer[field]);
      setTyped(undefined);
      setNotice(savedMessage(answer[field]));
    } catch (caught) {
      const issue = caught instanceof ApiError ? caught.issues.find((i) => i.field === field) : undefined;
      if (issue) setFieldError(issue.message);
      else setProblem(messageOf(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title={title}>
      {saved === undefined ? (
        <p role="status">Loading…</p>
      ) : (
        <form onSubmit={(e) => void save(e)} noValidate className="grid max-w-md gap-4">
          <TextField {...fieldProps} label={label} name={field} value={shown} onChange={(e) => setTyped(e.target.value)} error={fieldError} hint={hint} />
          <SaveRow status={<><SaveStatus message={notice} /><SaveProblem message={problem} /></>}>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : buttonLabel}
            </Button>
          </SaveRow>
        </form>
      )}
    </Panel>
  );
}
