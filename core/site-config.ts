// Everything about the organisation that a page, an email or a receipt names.
// Change it here and the whole site follows; nothing else hard-codes these.
import { siteName, siteTagline } from "./site-name";

// PLACEHOLDER until the charity's own details replace it: the Consumer Contracts Regulations 2013
// ask a seller for the geographical address where it is established, which a PO box alone is not.
const postalAddress = ["PO Box 7781", "London", "SE15 4ZX", "United Kingdom"] as const;

export const siteConfig = {
  name: siteName,
  tagline: siteTagline,
  description:
    "A faith and family movement helping people find their God-given purpose, strengthening families and empowering marginalised communities in Jamaica and the diaspora.",
  programmeName: "Men, Women & Destiny",
  coachingBrand: "Evolve Coaching",
  contact: {
    email: "hello@purposemovement.org.uk",
    speakingEmail: "speaking@purposemovement.org.uk",
    phone: "+44 20 7946 0321",
    phoneHref: "tel:+442079460321",
    /** The address without an addressee: where the seller is, on order pages and in order emails. */
    postalAddress,
    /** The same with our name on top, for "write to us at". */
    addressLines: [siteName, ...postalAddress],
  },
  charity: {
    // PLACEHOLDER, not a real registration: replace all three with the Charity Commission's record
    // before taking live donations or orders. Every page's footer, /support, /payment-success, the
    // terms, every receipt and order email and the Gift Aid declaration print them.
    legalName: "Purpose Movement Trust",
    registeredNumber: "1190000",
    registeredIn: "England and Wales",
  },
  social: {
    youtube: "https://www.youtube.com/@purposemovement",
    instagram: "https://www.instagram.com/purposemovement",
    tiktok: "https://www.tiktok.com/@purposemovement",
  },
  bookingUrl: "https://calendly.com/purposemovement",
  copyrightYear: 2024,
  openingHours: [
    { days: "Monday – Friday", hours: "9AM – 5PM" },
    { days: "Saturday", hours: "10AM – 5PM" },
    { days: "Sunday", hours: "Closed" },
  ],
  openingHoursTimeZone: "Atlantic Standard Time",
  donationSupportHours: "Monday – Friday, 9am – 5pm",
  rating: { score: "5.0", reviews: 5 },
} as const;

/** How every page and email states the registration: "Registered charity no. 1190000 (England and Wales)". */
export const charityRegistration = `Registered charity no. ${siteConfig.charity.registeredNumber} (${siteConfig.charity.registeredIn})`;

/**
 * Who sells the store's goods, as a buyer must be told before paying and in the confirmation
 * (Consumer Contracts Regulations 2013, Schedule 2): the charity's legal name and postal address.
 */
export const seller = {
  name: siteConfig.charity.legalName,
  tradingAs: siteConfig.name,
  address: postalAddress.join(", "),
  email: siteConfig.contact.email,
  phone: siteConfig.contact.phone,
} as const;
