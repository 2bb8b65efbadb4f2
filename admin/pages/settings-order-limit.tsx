// Settings, "Shop": the most of one size and colour one order may take (core/order-limit.ts), so
// one buyer can't set aside a product's whole stock while paying. Saved with an audit entry; the
// pages' quantity choosers and the payment follow within seconds.
import { useState, type FormEvent } from "react";
import { MAX_ORDER_LIMIT } from "@core/order-limit";
import { settingsSchema } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { Panel } from "../components/page";
import { SaveProblem, SaveRow, SaveStatus } from "../components/save-status";

export function OrderLimitPanel({ saved, onSaved }: { saved: number | undefined; onSaved: (limit: number) => void }) {
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
    const text = (typed ?? String(saved ?? "")).trim();
    const rule = `Enter a whole number from 1 to ${MAX_ORDER_LIMIT}`;
    if (!/^\d+$/.test(text)) return setFieldError(rule);
    setSaving(true);
    try {
      const answer = await api("PATCH", "/settings", { body: { orderLimit: Number(text) }, schema: settingsSchema });
      onSaved(answer.orderLimit);
      setTyped(undefined);
      setNotice(`Saved: one order can now take at most ${answer.orderLimit} of each size and colour.`);
    } catch (caught) {
      const issue = caught instanceof ApiError ? caught.issues.find((i) => i.field === "orderLimit") : undefined;
      if (issue) setFieldError(issue.message);
      else setProblem(messageOf(caught));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Panel title="Shop">
      {saved === undefined ? (
        <p role="status">Loading…</p>
      ) : (
        <form onSubmit={(e) => void save(e)} noValidate className="grid max-w-md gap-4">
          <TextField
            label="Most of one size and colour in an order"
            name="orderLimit"
            inputMode="numeric"
            value={typed ?? String(saved)}
            onChange={(e) => setTyped(e.target.value)}
            error={fieldError}
            hint="While someone pays, what they ordered is set aside for them. A limit stops one buyer setting aside a product's whole stock. Asking for more is refused with a message saying this number."
            required
          />
          <SaveRow status={<><SaveStatus message={notice} /><SaveProblem message={problem} /></>}>
            <Button type="submit" disabled={saving}>
              {saving ? "Saving…" : "Save"}
            </Button>
          </SaveRow>
        </form>
      )}
    </Panel>
  );
}
