// The charity as search engines read it: schema.org JSON-LD in the home page's head, made from
// the details owners saved in Settings (docs/decisions/0021-charity-details-and-backups.md), so
// it changes with them, within seconds, like the footer. A detail left out of the pages (a
// placeholder in production) is left out here too. Added by the server when it renders the page
// (server/pages/live-pages.ts): no script in any bundle carries it.
import type { SupporterCharityDetails } from "../../core/charity-details";
import { charityRegisterRules } from "../../core/schemas/charity-details";
import { siteConfig } from "../../core/site-config";

/** The one page that carries it: the home page speaks for the organisation. */
export const STRUCTURED_DATA_PAGE = "/";

export function charityStructuredData(details: SupporterCharityDetails, publicUrl: string): Record<string, unknown> {
  const { legalName, registration, address, email, phone, social } = details;
  const sameAs = Object.values(social ?? {}).filter((link): link is string => typeof link === "string" && link !== "");
  return {
    "@context": "https://schema.org",
    "@type": "NGO",
    name: siteConfig.name,
    ...(legalName && { legalName }),
    url: `${publicUrl}/`,
    description: siteConfig.description,
    ...(registration && {
      identifier: {
        "@type": "PropertyValue",
        propertyID: `Registered charity number (${charityRegisterRules[registration.register].name})`,
        value: registration.number,
      },
    }),
    ...(address && {
      address: {
        "@type": "PostalAddress",
        streetAddress: address.lines.join(", "),
        postalCode: address.postcode,
        addressCountry: address.country,
      },
    }),
    ...(email && { email }),
    ...(phone && { telephone: phone }),
    ...(sameAs.length > 0 && { sameAs }),
  };
}

/**
 * The script element, with every "<" escaped so no value can close it early: it is data,
 * never run, so the page's Content-Security-Policy has nothing to allow.
 */
export function structuredDataScript(data: Record<string, unknown>): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replaceAll("<", "\\u003c")}</script>`;
}

/** The page with the script added at the end of its head. */
export function withStructuredData(html: string, data: Record<string, unknown>): string {
  const end = html.indexOf("</head>");
  return end === -1 ? html : `${html.slice(0, end)}${structuredDataScript(data)}${html.slice(end)}`;
}
