// The Fundraising Preference Service, on the Supporters page (owners): record a person's request
// that we stop contacting them (their email address, and name and postal address if the request
// gave them), see the requests that stand, and lift one with a reason. The server unsubscribes the
// address at once and refuses it to every signup and the soft opt-in; receipts still go.
import { useEffect, useState, type FormEvent } from "react";
import { suppressionListSchema, suppressionSchema, type Suppression } from "@core/schemas/admin-suppressions";
import { Button } from "~/components/ui/button";
import { TextareaField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { ErrorNotice, formatWhen, InfoNotice, Panel } from "../components/page";

type Field = "email" | "name" | "address" | "reference";

export function Suppressions() {
  const [rows, setRows] = useState<Suppression[] | undefined>();
  const [values, setValues] = useState<Record<Field, string>>({ email: "", name: "", address: "", reference: "" });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const load = () => api("GET", "/suppressions", { schema: suppressionListSchema }).then((list) => setRows(list.suppressions));
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, []);

  async function record(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    setError(undefined);
    setNotice(undefined);
    try {
      const saved = await api("POST", "/suppressions", { body: values, schema: suppressionSchema });
      setNotice(`${saved.email ?? "The address"} will get no more marketing email, and no signup can add it again.`);
      setValues({ email: "", name: "", address: "", reference: "" });
      await load();
    } catch (caught) {
      if (caught instanceof ApiError && caught.issues.length) {
        setErrors(Object.fromEntries(caught.issues.map((i) => [i.field, i.message])));
      } else setError(messageOf(caught));
    }
  }

  async function lift(row: Suppression) {
    const reason = window.prompt(`Why is the request for ${row.email ?? "this address"} being lifted? (recorded in the audit log)`);
    if (reason === null) return;
    setError(undefined);
    setNotice(undefined);
    try {
      await api("POST", `/suppressions/${row.id}/lift`, { body: { reason }, schema: suppressionSchema });
      setNotice("The request is lifted and its address removed.");
      await load();
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldMessage("reason") ?? caught.message) : messageOf(caught));
    }
  }

  const field = (name: Field) => ({ name, value: values[name], error: errors[name], onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })) });

  return (
    <Panel title="Requests not to be contacted (Fundraising Preference Service)">
      <p className="mb-3 text-sm text-muted">
        When the Fundraising Regulator passes on a request, record it here within 21 days. The address gets no newsletter from then on, and neither
        a signup nor the soft opt-in adds it again; receipts and order emails still go. Kept while the request stands.
      </p>
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>
      <form onSubmit={(e) => void record(e)} noValidate className="grid gap-3 sm:grid-cols-2">
        <TextField label="Email address not to contact" required type="email" maxLength={254} autoComplete="off" {...field("email")} />
        <TextField label="Their name" maxLength={200} hint="If the request gave one." autoComplete="off" {...field("name")} />
        <TextareaField label="Their postal address" rows={2} maxLength={500} hint="If the request gave one." className="sm:col-span-1" {...field("address")} />
        <TextField label="Request reference" maxLength={100} hint="The service's reference, if any." autoComplete="off" {...field("reference")} />
        <div className="sm:col-span-2">
          <Button type="submit">Record the request</Button>
        </div>
      </form>
      {rows && rows.length > 0 && (
        <ul aria-label="Requests not to be contacted" className="mt-4 divide-y divide-line rounded-card border border-line bg-white">
          {rows.map((row) => (
            <li key={row.id} className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-start">
              <div className="min-w-0 flex-1">
                <p className="font-medium break-all">{row.email ?? (row.liftedAt ? "Address removed when lifted" : "Address erased: only its hash is kept")}</p>
                {row.name && <p className="break-words">{row.name}</p>}
                {row.address && <p className="break-words whitespace-pre-wrap text-muted">{row.address}</p>}
                <p className="text-muted">
                  Recorded {formatWhen(row.createdAt)} by {row.recordedBy}
                  {row.reference && ` · reference ${row.reference}`}
                </p>
                {row.liftedAt && (
                  <p className="text-muted">
                    Lifted {formatWhen(row.liftedAt)} by {row.liftedBy}: {row.liftedReason}
                  </p>
                )}
              </div>
              {!row.liftedAt && (
                <Button size="sm" variant="outline" aria-label={`Lift the request for ${row.email ?? "this address"}`} onClick={() => void lift(row)}>
                  Lift
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
