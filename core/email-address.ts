// SPEC's `{email}`: something@something.tld with no spaces. One pattern for every form and endpoint.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value);
}
