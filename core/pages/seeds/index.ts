// What each page says on a fresh install: today's words, which the specification quotes where it
// quotes them. Loaded only where a page is rendered (the server, the build's pre-render) or its
// original words restored: never in a browser's bundle.
import type { PageKey, PageTemplateOf } from "../registry";
import type { PageContent } from "../template";
import { accessibilitySeed } from "./accessibility";
import { bookCallSeed } from "./book-call";
import { coachingSeed } from "./coaching";
import { connectSeed } from "./connect";
import { homeSeed } from "./home";
import { devotionalsSeed } from "./devotionals";
import { marketplaceSeed } from "./marketplace";
import { menWomenDestinySeed } from "./men-women-destiny";
import { ministrySeed } from "./ministry";
import { missionSeed } from "./mission";
import { movementSeed } from "./movement";
import { paymentCancelledSeed } from "./payment-cancelled";
import { privacySeed } from "./privacy";
import { supportSeed } from "./support";
import { termsSeed } from "./terms";

export const pageSeeds: { [K in PageKey]: PageContent<PageTemplateOf<K>> } = {
  home: homeSeed,
  movement: movementSeed,
  ministry: ministrySeed,
  mission: missionSeed,
  "men-women-destiny": menWomenDestinySeed,
  marketplace: marketplaceSeed,
  devotionals: devotionalsSeed,
  coaching: coachingSeed,
  "book-call": bookCallSeed,
  connect: connectSeed,
  support: supportSeed,
  "payment-cancelled": paymentCancelledSeed,
  terms: termsSeed,
  privacy: privacySeed,
  accessibility: accessibilitySeed,
};
