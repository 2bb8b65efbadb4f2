// Settings, "Shop": the most of one size and colour one order may take (core/order-limit.ts), so
// one buyer can't set aside a product's whole stock while paying. Saved with an audit entry; the
// pages' quantity choosers and the payment follow within seconds.
import { MAX_ORDER_LIMIT } from "@core/order-limit";
import { SingleSettingPanel } from "../components/single-setting-panel";

export function OrderLimitPanel({ saved, onSaved }: { saved: number | undefined; onSaved: (limit: number) => void }) {
  return (
    <SingleSettingPanel
      title="Shop"
      field="orderLimit"
      label="Most of one size and colour in an order"
      hint="While someone pays, what they ordered is set aside for them. A limit stops one buyer setting aside a product's whole stock. Asking for more is refused with a message saying this number."
      buttonLabel="Save"
      fieldProps={{ inputMode: "numeric", required: true }}
      saved={saved}
      read={(text) => (/^\d+$/.test(text) ? { value: Number(text) } : { error: `Enter a whole number from 1 to ${MAX_ORDER_LIMIT}` })}
      onSaved={onSaved}
      savedMessage={(limit) => `Saved: one order can now take at most ${limit} of each size and colour.`}
    />
  );
}
