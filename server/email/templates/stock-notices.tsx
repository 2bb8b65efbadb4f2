// To the organisation (ORG_EMAIL, where fulfilment reads): a variant fell to its low-stock
// level, or a paid order asks for stock that went elsewhere after its hold ran out.
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { EmailLayout, heading, text } from "./layout";

export function LowStockNotice(props: { item: string; sku: string; onHand: number; level: number; adminUrl: string; publicUrl: string }) {
  const left = props.onHand === 0 ? "none left: it shows as sold out" : `${props.onHand} left`;
  return (
    <EmailLayout preview={`Low stock: ${props.item}`} test={false} publicUrl={props.publicUrl}>
      <Heading as="h1" style={heading}>
        Low stock: {props.item}
      </Heading>
      <Text style={text}>{`${props.item} (SKU ${props.sku}) has ${left}. Its low-stock level is ${props.level}.`}</Text>
      <Text style={text}>
        Record stock received in the back office: <Link href={props.adminUrl}>{props.adminUrl}</Link>
      </Text>
    </EmailLayout>
  );
}

export function StockShortNotice(props: { reference: string; items: string[]; adminUrl: string; publicUrl: string }) {
  return (
    <EmailLayout preview={`Order needs review: ${props.reference}`} test={false} publicUrl={props.publicUrl}>
      <Heading as="h1" style={heading}>
        An order needs review: not enough stock
      </Heading>
      <Text style={text}>
        {`${props.reference} was paid after its 15-minute hold on the stock ran out, and the stock went to other orders meanwhile. Short: ${props.items.join("; ")}. Nothing was taken from stock for those items, and the customer has not been sent a confirmation.`}
      </Text>
      <Text style={text}>
        Find the stock or refund the customer, in the back office: <Link href={props.adminUrl}>{props.adminUrl}</Link>
      </Text>
    </EmailLayout>
  );
}
