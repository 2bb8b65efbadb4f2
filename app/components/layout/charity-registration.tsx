// The charity's name and registration, worded once for every page that states it (the footer,
// /support, /payment-success), from the details owners saved (app/lib/charity.ts); a line not yet
// set is left out.
import { useCharity } from "~/lib/charity";

export function CharityRegistration({ className }: { className?: string }) {
  const { legalName, registration } = useCharity();
  const sentence = [legalName, registration].filter(Boolean).join(". ");
  // One string, so the HTML holds the sentence whole (no React text markers inside it).
  return sentence ? <p className={className}>{`${sentence}.`}</p> : null;
}
