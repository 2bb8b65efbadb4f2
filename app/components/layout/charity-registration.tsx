// The charity's name and registration, worded once for every page that states it (the footer,
// /support, /payment-success); emails print the same words from core/site-config.
import { charityRegistration, siteConfig } from "@core/site-config";

export function CharityRegistration({ className }: { className?: string }) {
  return (
    // One string, so the pre-rendered HTML holds the sentence whole (no React text markers inside it).
    <p className={className}>{`${siteConfig.charity.legalName}. ${charityRegistration}.`}</p>
  );
}
