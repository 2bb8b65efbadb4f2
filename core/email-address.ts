// The site's email rule (docs/product-rules.md#validation): something@something.tld with no spaces. One pattern for every form and endpoint.
// Separators and brackets are refused too: an address goes into a mail header, where
// "a,b@x.org" or "Name <x@y.org>" would mean something else.
import { hasForbiddenCharacters } from "./text-rules";

// Control characters are refused like spaces. Beyond the pattern: at most 254 characters
// (what SMTP carries), no two dots in a row, and neither part starting or ending with a dot.
export const EMAIL_PATTERN = /^[^\s@,;<>()"]+@[^\s@,;<>()"]+\.[^\s@,;<>()"]+$/;

export function isValidEmail(value: string): boolean {
  if (value.length > 254 || !EMAIL_PATTERN.test(value) || value.includes("..") || hasForbiddenCharacters(value)) return false;
  const [local = "", domain = ""] = value.split("@");
  return ![local, domain].some((part) => part.startsWith(".") || part.endsWith("."));
}
