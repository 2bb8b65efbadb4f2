// Everything about the organisation that a page, an email or a receipt names.
// Change it here and the whole site follows; nothing else hard-codes these.
import type { Pence } from "./money";
import { siteName, siteTagline } from "./site-name";

export interface CoachingService {
  title: string;
  duration: string;
  /** 0 means free. */
  price: Pence;
  description: string;
}

export const siteConfig = {
  name: siteName,
  tagline: siteTagline,
  description:
    "A faith and family movement helping people find their God-given purpose, strengthening families and empowering marginalized communities in Jamaica and the diaspora.",
  programmeName: "Men, Women & Destiny",
  coachingBrand: "Evolve Coaching",
  contact: {
    email: "hello@purposemovement.org.uk",
    speakingEmail: "speaking@purposemovement.org.uk",
    phone: "+44 20 7946 0321",
    phoneHref: "tel:+442079460321",
    addressLines: ["Purpose Movement", "PO Box 7781", "London", "SE15 4ZX", "United Kingdom"],
  },
  charity: {
    // The registered name and number printed on Gift Aid receipts. Replace with the
    // Charity Commission's record before taking live donations.
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

export const coachingServices: CoachingService[] = [
  {
    title: "Discovery Call",
    duration: "15 min",
    price: 0,
    description: "A short, free conversation to hear where you are and whether coaching is the right next step.",
  },
  {
    title: "Clarity Call",
    duration: "30 min",
    price: 0,
    description: "Untangle one decision that is weighing on you and leave with a clear, prayerful next step.",
  },
  {
    title: "Family Visa Planning",
    duration: "1 hr",
    price: 14_700,
    description: "Plan a family move or reunion between Jamaica, the UK and beyond: routes, timelines, documents and costs.",
  },
  {
    title: "Grant Proposal Session",
    duration: "1 hr",
    price: 19_700,
    description: "Shape a funding bid for your church, charity or community project, from the need statement to the budget.",
  },
  {
    title: "Mental Health Advisory",
    duration: "1 hr",
    price: 29_700,
    description: "Faith-sensitive guidance for leaders and families supporting someone through anxiety, grief or burnout.",
  },
  {
    title: "Airbnb Optimization Call",
    duration: "1 hr",
    price: 14_700,
    description: "Turn a spare room or family property into steady income: listing, pricing, reviews and hosting well.",
  },
];
