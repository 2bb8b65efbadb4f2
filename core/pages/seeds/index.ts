// What each page says on a fresh install: today's words, which the specification quotes where it
// quotes them. Loaded only where a page is rendered (the server, the build's pre-render) or its
// original words restored: never in a browser's bundle.
import type { PageKey, PageTemplateOf } from "../registry";
import type { PageContent } from "../template";
import { accessibilitySeed } from "./accessibility";
import { movementSeed } from "./movement";
import { privacySeed } from "./privacy";
import { termsSeed } from "./terms";

export const pageSeeds: { [K in PageKey]: PageContent<PageTemplateOf<K>> } = {
  movement: movementSeed,
  terms: termsSeed,
  privacy: privacySeed,
  accessibility: accessibilitySeed,
};
