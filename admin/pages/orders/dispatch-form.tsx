// Marking orders as sent: one carrier for the batch and a tracking number for each order that has
// one (untracked post has none). The customers are emailed; an order changed meanwhile stops the
// whole batch.
import { useState, type FormEvent } from "react";
import { carriers, type Carrier } from "@core/schemas/admin-orders";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../../api";
import { ErrorNotice, Panel } from "../../components/page";

export interface DispatchTarget {
  reference: string;
  version: number;
  name: string;
}

export function DispatchForm({ orders, onDone, onCancel }: { orders: DispatchTarget[]; onDone(count: number): void; onCancel?: () => void }) {
  const [carrier, setCarrier] = useState<Carrier>("Royal Mail");
  const [numbers, setNumbers] = useState<Record<string, string>>({});
  const [error, setError] = useState<ApiError | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await api("POST", "/orders/dispatch", {
        body: { carrier, orders: orders.map((o) => ({ reference: o.reference, version: o.version, trackingNumber: numbers[o.reference] ?? "" })) },
      });
      onDone(orders.length);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError(0, messageOf(caught)));
    } finally {
      setBusy(false);
    }
  }

  // The server names a missing number by its place in the batch: orders.2.trackingNumber.
  const numberError = (index: number) => error?.fieldMessage(`orders.${index}.trackingNumber`);
  return (
    <Panel title={orders.length === 1 ? "Dispatch this order" : `Dispatch ${orders.length} orders`}>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        {error && !error.issues.some((i) => i.field.startsWith("orders.")) && <ErrorNotice>{error.message}</ErrorNotice>}
        <SelectField label="Carrier" name="carrier" value={carrier} onChange={(e) => setCarrier(e.target.value as Carrier)} error={error?.fieldMessage("carrier")}>
          {carriers.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
        {orders.map((order, index) => (
          <TextField
            key={order.reference}
            label={orders.length === 1 ? "Tracking number (optional)" : `Tracking number for ${order.reference} (${order.name}, optional)`}
            name={`tracking-${order.reference}`}
            autoComplete="off"
            autoCapitalize="characters"
            value={numbers[order.reference] ?? ""}
            onChange={(e) => setNumbers((current) => ({ ...current, [order.reference]: e.target.value }))}
            error={numberError(index)}
          />
        ))}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {orders.length === 1 ? "Mark as dispatched" : `Mark ${orders.length} as dispatched`}
          </Button>
          {onCancel && (
            <Button type="button" variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </Panel>
  );
}
