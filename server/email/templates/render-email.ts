import { render } from "@react-email/render";
import type { ReactElement } from "react";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** HTML for mail clients that show it, and the same words as plain text for those that don't. */
export async function renderEmail(subject: string, element: ReactElement): Promise<RenderedEmail> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: oneLine(subject), html, text };
}

/** Header values (subjects) must not carry line breaks from what people typed. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t\u2028\u2029]+/g, " ").trim();
}
