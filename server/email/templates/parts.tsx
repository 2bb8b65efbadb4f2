// Pieces the order emails share: the lines with their options, and the totals.
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { Fragment } from "react";
import { formatPence } from "../../../core/money";
import type { EmailOrder, EmailOrderLine } from "../email-order";
import { colors, text } from "./layout";

const cell = { padding: "8px 0", borderBottom: `1px solid ${colors.line}`, verticalAlign: "top" as const };

export { formatLongDate as formatDate } from "../../../core/dates";

export function lineOptions(line: EmailOrderLine): string {
  return [line.size && `Size ${line.size}`, line.color].filter(Boolean).join(" · ");
}

/** Options, unit price and gift wrap, and notes: one line each. */
export function lineDetails(line: EmailOrderLine): string[] {
  return [
    lineOptions(line),
    `${formatPence(line.unitPrice)} each${line.giftWrap ? ` · Gift wrapped (+${formatPence(line.giftWrapPrice)})` : ""}`,
    line.notes ? `Print preference: ${line.notes}` : "",
  ].filter(Boolean);
}

/** A line's photo: decorative (its name and colour are beside it), square, and sized so nothing moves as it loads. */
function LinePhoto({ src }: { src: string | undefined }) {
  return src ? <img src={src} alt="" width={56} height={56} style={{ display: "block", width: "56px", height: "56px", borderRadius: "8px", objectFit: "cover" }} /> : null;
}

export function LineItems({ lines }: { lines: EmailOrderLine[] }) {
  // Only an order with a photographed product gives its lines a picture column.
  const withPhotos = lines.some((line) => line.image);
  return (
    <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: "collapse" }} className="line-items">
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            {withPhotos && (
              <td style={{ ...cell, width: "68px", paddingRight: "12px" }}>
                <LinePhoto src={line.image} />
              </td>
            )}
            <td style={cell}>
              <Text style={{ ...text, margin: 0 }}>
                <strong>{`${line.name} × ${line.quantity}`}</strong>
                {lineDetails(line).map((detail, i) => (
                  <Fragment key={i}>
                    <br />
                    <span style={{ color: colors.muted, fontSize: "13px" }}>{detail}</span>
                  </Fragment>
                ))}
              </Text>
            </td>
            <td style={{ ...cell, textAlign: "right" }}>
              <Text style={{ ...text, margin: 0 }}>{formatPence(line.lineTotal)}</Text>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TotalRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  const style = { ...text, margin: 0, fontWeight: strong ? 700 : 400 };
  return (
    <tr>
      <td style={{ padding: "4px 0" }}>
        <Text style={style}>{label}</Text>
      </td>
      <td style={{ padding: "4px 0", textAlign: "right" }}>
        <Text style={style}>{value}</Text>
      </td>
    </tr>
  );
}

export function Totals({ order }: { order: EmailOrder }) {
  const { totals, shipping } = order;
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} data-text-format="dataTable">
        <tbody>
          <TotalRow label="Items" value={formatPence(totals.items)} />
          {totals.giftWrap > 0 && <TotalRow label="Gift wrap" value={formatPence(totals.giftWrap)} />}
          <TotalRow label="Subtotal" value={formatPence(totals.subtotal)} />
          {shipping && (
            <TotalRow label={`${shipping.name} (${shipping.time})`} value={shipping.price === 0 ? "FREE" : formatPence(shipping.price)} />
          )}
          {totals.donation > 0 && <TotalRow label="Donation" value={formatPence(totals.donation)} />}
          <TotalRow label="Total paid" value={formatPence(totals.total)} strong />
        </tbody>
      </table>
    </Section>
  );
}

export function Address({ order }: { order: EmailOrder }) {
  const address = order.shippingAddress;
  if (!address) return null;
  return (
    <Text style={text}>
      {order.customer.firstName} {order.customer.lastName}
      <br />
      {address.address}
      <br />
      {address.city}
      <br />
      {address.postalCode}
      <br />
      {address.country}
    </Text>
  );
}

export function frequencyLabel(order: EmailOrder): string {
  return order.frequency === "monthly" ? "Monthly gift" : "One-off gift";
}
