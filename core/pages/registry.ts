// Every page whose words are the ministry's to change, by key: the back office lists them, the
// server keeps their drafts and versions, and each public route reads its own.
import { accessibilityPage } from "./templates/accessibility";
import { bookCallPage } from "./templates/book-call";
import { coachingPage } from "./templates/coaching";
import { homePage } from "./templates/home";
import { connectPage } from "./templates/connect";
import { devotionalsPage } from "./templates/devotionals";
import { marketplacePage } from "./templates/marketplace";
import { menWomenDestinyPage } from "./templates/men-women-destiny";
import { ministryPage } from "./templates/ministry";
import { missionPage } from "./templates/mission";
import { movementPage } from "./templates/movement";
import { paymentCancelledPage } from "./templates/payment-cancelled";
import { privacyPage } from "./templates/privacy";
import { supportPage } from "./templates/support";
import { termsPage } from "./templates/terms";

export const pageTemplates = {
  home: homePage,
  movement: movementPage,
  ministry: ministryPage,
  mission: missionPage,
  "men-women-destiny": menWomenDestinyPage,
  marketplace: marketplacePage,
  devotionals: devotionalsPage,
  coaching: coachingPage,
  "book-call": bookCallPage,
  connect: connectPage,
  support: supportPage,
  "payment-cancelled": paymentCancelledPage,
  terms: termsPage,
  privacy: privacyPage,
  accessibility: accessibilityPage,
} as const;

export type PageKey = keyof typeof pageTemplates;
export type PageTemplateOf<K extends PageKey> = (typeof pageTemplates)[K];

export const pageKeys = Object.keys(pageTemplates) as PageKey[];

export function isPageKey(value: string): value is PageKey {
  return Object.hasOwn(pageTemplates, value);
}
