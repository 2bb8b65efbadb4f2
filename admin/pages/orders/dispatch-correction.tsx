// A dispatched order's carrier and tracking number put right (a mistyped number, a parcel that went
// with another carrier). The customer is emailed the corrected details only when the box is ticked:
// a fix they never saw needs no second email.
import { useState, type FormEvent } from "react";
import { carriers, orderDetailSchema, type Carrier, type OrderDetail } from "@core/schemas/admin-orders";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { ErrorNotice } from "../../components/page";

export function DispatchCorrection({ order, onDone }: { order: OrderDetail; onDone(order: OrderDetail, message: string): void }) {
  const dispatch = order.dispatch!;
  const [open, setOpen] = useState(false);
  const [carrier, setCarrier] = useState<Carrier>(dispatch.carrier as Carrier);
  const [trackingNumber, setTrackingNumber] = useState(dispatch.trackingNumber ?? "");
  const [emailCustomer, setEmailCustomer] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const updated = await api("POST", `/orders/${encodeURIComponent(order.reference)}/dispatch`, {
        body: { version: order.version, carrier, trackingNumber, emailCustomer },
        schema: orderDetailSchema,
      });
      setOpen(false);
      onDone(updated, emailCustomer ? `Dispatch details corrected. ${order.customer.name} has been emailed them.` : "Dispatch details corrected. The customer was not emailed.");
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, messageOf(caught)));
    } finally {
      setBusy(false);
    }
  }

  if (!open) {
    return (
      <Button type="button" variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Correct carrier or tracking
      </Button>
    );
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4" aria-label="Correct the dispatch details">
      {error && !error.issues.some((i) => i.field === "carrier" || i.field === "trackingNumber") && <ErrorNotice>{error.message}</ErrorNotice>}
      <SelectField label="Carrier" name="carrier" value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)} error={error?.fieldMessage("carrier")}>
        {carriers.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tracking number (leave empty for untracked post)"
        name="trackingNumber"
        autoComplete="off"
        autoCapitalize="characters"
        value={trackingNumber}
        onChange={(e) => setTrackingNumber(e.target.value)}
        error={error?.fieldMessage("trackingNumber")}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-5 accent-evergreen-700" checked={emailCustomer} onChange={(e) => setEmailCustomer(e.target.checked)} />
        Email {order.customer.name} the corrected details
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          Save the correction
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
