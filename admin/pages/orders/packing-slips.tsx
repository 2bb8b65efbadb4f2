// /admin/orders/packing-slips?refs=PM-10001,PM-10002: one A4 packing slip per order, printed
// together (each starts a new page). What goes in the box and where it goes; no prices.
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Printer } from "lucide-react";
import { siteConfig } from "@core/site-config";
import { orderDetailSchema, type OrderDetail } from "@core/schemas/admin-orders";
import { Button } from "~/components/ui/button";
import { api, messageOf } from "../../api";
import { AdminPage, ErrorNotice, formatWhen } from "../../components/page";

export function PackingSlipsPage() {
  const [params] = useSearchParams();
  const references = [...new Set((params.get("refs") ?? "").split(",").map((r) => r.trim().toUpperCase()).filter((r) => /^PM-\d+$/.test(r)))].slice(0, 200);
  const key = references.join(",");
  const [orders, setOrders] = useState<OrderDetail[] | undefined>();
  const [error, setError] = useState<string | undefined>();

  useEffect(() => {
    Promise.all(key.split(",").filter(Boolean).map((reference) => api("GET", `/orders/${reference}`, { schema: orderDetailSchema })))
      .then(setOrders)
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, [key]);

  return (
    <AdminPage
      printHeader={false}
      title={references.length === 1 ? `Packing slip for ${references[0]}` : `Packing slips (${references.length})`}
      actions={
        <Button size="sm" onClick={() => window.print()} disabled={!orders}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      }
    >
      <ErrorNotice>{error}</ErrorNotice>
      {references.length === 0 && (
        <p>
          No orders chosen. <Link to="/orders" className="underline">Choose orders to pack</Link>.
        </p>
      )}
      {!orders && !error && references.length > 0 && <p role="status">Loading…</p>}
      {orders?.map((order) => (
        <section key={order.reference} aria-label={`Packing slip ${order.reference}`} className="packing-slip card space-y-4 text-ink">
          <header className="flex flex-wrap items-start justify-between gap-4 border-b border-line pb-3">
            <div>
              <p className="font-serif text-xl font-semibold">{siteConfig.name}</p>
              <p className="text-sm">Packing slip</p>
            </div>
            <div className="text-right">
              <p className="text-2xl font-bold">{order.reference}</p>
              <p className="text-sm">Ordered {formatWhen(order.createdAt)}</p>
            </div>
          </header>
          {order.delivery && (
            <div>
              <h2 className="text-sm font-semibold uppercase tracking-wide">Deliver to</h2>
              <address className="text-lg not-italic leading-snug">
                {order.customer.name}
                <br />
                {order.delivery.address}
                <br />
                {order.delivery.city}
                <br />
                {order.delivery.postcode}
                <br />
                {order.delivery.country}
              </address>
              {order.shipping && <p className="text-sm">{order.shipping.name}</p>}
            </div>
          )}
          <table className="w-full border-collapse text-left">
            <thead>
              <tr className="border-b-2 border-ink">
                <th scope="col" className="py-2 pr-2 w-16">Qty</th>
                <th scope="col" className="py-2 pr-2">Item</th>
                <th scope="col" className="py-2 w-12">Packed</th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line, i) => (
                <tr key={i} className="border-b border-line align-top">
                  <td className="py-2 pr-2 text-lg font-semibold">{line.quantity}</td>
                  <td className="py-2 pr-2">
                    <p className="font-medium">{line.name}</p>
                    <p className="text-sm">{[line.size && `Size ${line.size}`, line.color && `Colour ${line.color}`, line.giftWrap && "GIFT WRAP"].filter(Boolean).join(" · ")}</p>
                    {line.notes && <p className="text-sm">Note: “{line.notes}”</p>}
                  </td>
                  <td className="py-2">
                    <span aria-hidden="true" className="inline-block size-5 border-2 border-ink" />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="text-sm">Thank you for supporting {siteConfig.name}. Questions about your order? Reply to your confirmation email.</p>
        </section>
      ))}
    </AdminPage>
  );
}
