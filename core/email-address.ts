// SPEC's `{email}`: something@something.tld with no spaces. One pattern for every form and endpoint.
// Separators and brackets are refused too: an address goes into a mail header, where
// "a,b@x.org" or "Name <x@y.org>" would mean something else.
export const EMAIL_PATTERN = /^[^\s@,;<>()"]+@[^\s@,;<>()"]+\.[^\s@,;<>()"]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
