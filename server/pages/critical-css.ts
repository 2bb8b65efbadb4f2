// A live page's first paint without waiting for the stylesheet (decision 0026). The page carries,
// in a <style>, the rules its own HTML uses; the whole stylesheet is fetched after the first paint,
// beside the scripts, and applied before they hydrate (scripts/lib/defer-page-scripts.ts), so what
// React draws later (dialogs, the cart drawer, messages) is styled as before.
//
// It is done only where it saves a round trip: a connection's first flight carries about 14.6 kB
// (ten TCP segments), so a page and its stylesheet that don't fit in it together cost a second
// round trip before the first paint. Inlined, a page that then fits in the first flight paints a
// round trip sooner; one that doesn't would only move the stylesheet's bytes into its own second
// flight, so it keeps the stylesheet as a link.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { selectAll, selectOne } from "css-select";
import type { ChildNode, Element } from "domhandler";
import { parseDocument } from "htmlparser2";
import postcss, { type Root } from "postcss";
import type { StaticFile } from "../static-site";

/** A page's compressed bytes that fit in a connection's first flight with its headers. */
export const FIRST_FLIGHT_BYTES = 14_000;
/**
 * Fewer compressed bytes than any page's rules add: every page has the header and the footer, and
 * the smallest page's rules (`/cart`'s) added 3.8 kB. A page this close to the limit is not tried,
 * so the largest pages (`/store`, `/marketplace`), made again on every catalogue change, cost what
 * they did to make.
 */
export const LEAST_RULES_BYTES = 3_500;

// React writes the stylesheet as a resource (`precedence` in app/root.tsx): one link, in <head>.
const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" data-precedence="default"\/>/;

// Pseudo-elements, and pseudo-classes that depend on what a person does or on a form's state: a
// rule with one applies to an element the page has, at some moment, so the test is whether the
// rest of its selector matches one.
// (A colon escaped in a class name, `.hover\:underline`, is part of the name.)
const dynamicPseudo =
  /(?<!\\)::?(?:-webkit-[\w-]+|-moz-[\w-]+|before|after|marker|placeholder|backdrop|selection|file-selector-button|hover|focus|focus-visible|focus-within|active|visited|target|checked|disabled|enabled|invalid|valid|required|optional|placeholder-shown|user-invalid|user-valid|autofill|open|popover-open|indeterminate|default|read-only|read-write|any-link|link|modal)(?![\w-])/g;

// State the head's inline script sets before the first paint, so not in the HTML itself:
// `data-heading-font` (app/lib/heading-font.ts) and `data-saved-cart` (no-saved-cart:) on <html>,
// and `hidden` on the lines that depend on the query (app/lib/query-links.ts).
const setBeforeFirstPaint = /^(?:html|:root)\[data-|\[hidden[\]=]/;

/**
 * The classes the element a selector styles must have: those of its last compound, outside any
 * parentheses (`.a:not(.b)` needs `a` only), unescaped (`.sm\:flex` is the class `sm:flex`).
 */
function requiredClasses(selector: string): string[] {
  let classes = requiredClassesOf.get(selector);
  if (!classes) requiredClassesOf.set(selector, (classes = readRequiredClasses(selector)));
  return classes;
}

/** Each selector's required classes, read once: every page is matched against the same selectors. */
const requiredClassesOf = new Map<string, string[]>();

function readRequiredClasses(selector: string): string[] {
  // A hex escape (`\31 `) may end in a space that isn't a combinator: left to the full match.
  if (/\\[0-9a-fA-F]/.test(selector)) return [];
  let compound = "";
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!;
    if (char === "\\") {
      if (depth === 0) compound += char + (selector[i + 1] ?? "");
      i++;
    } else if (char === "(") depth++;
    else if (char === ")") depth--;
    else if (depth === 0) compound = /[\s>+~]/.test(char) ? "" : compound + char;
  }
  return [...compound.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1]!.replace(/\\(.)/g, "$1"));
}

/**
 * Whether a selector may match something in the document: first by the classes its element needs
 * (most of Tailwind's rules are one class, and most are for classes a given page doesn't use), then
 * in full. A selector the matcher can't read (a pseudo-class it doesn't know, `:host`) counts as
 * matching: a rule too many costs bytes, a rule too few shows the page wrongly until the
 * stylesheet arrives.
 */
function mayMatch(selector: string, document: ChildNode[], classes: ReadonlySet<string>): boolean {
  if (setBeforeFirstPaint.test(selector)) return true;
  if (requiredClasses(selector).some((name) => !classes.has(name))) return false;
  const structural = selector.replace(dynamicPseudo, "").trim();
  if (structural === "" || /[>+~]$/.test(structural)) return true;
  try {
    return selectOne(structural, document) !== null;
  } catch {
    return true;
  }
}

/** The rules of `sheet` whose selectors may match `html`; every at-rule without selectors stays. */
function usedRules(sheet: Root, html: string): string {
  const document = parseDocument(html).children;
  const classes = new Set(
    selectAll("[class]", document).flatMap((element) => (element as Element).attribs.class!.split(/\s+/)),
  );
  const used = sheet.clone();
  used.walkComments((comment) => void comment.remove());
  used.walkRules((rule) => {
    // A keyframe's steps (`from`, `50%`) are not selectors: every @keyframes stays whole.
    if (rule.parent?.type === "atrule" && /keyframes$/.test((rule.parent as postcss.AtRule).name)) return;
    const selectors = rule.selectors.filter((selector) => mayMatch(selector, document, classes));
    if (selectors.length === 0) rule.remove();
    else rule.selectors = selectors;
  });
  // Tailwind registers each of its variables with @property (its initial value, not inherited);
  // a registration no kept rule reads (`var(--tw-…)`) changes nothing on this page. Each page
  // carried all 58 of them, about 3.5 kB before compression.
  const read = new Set<string>();
  used.walkDecls((decl) => {
    for (const match of decl.value.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]!);
  });
  used.walkAtRules("property", (atRule) => {
    if (!read.has(atRule.params.trim())) atRule.remove();
  });
  // Blocks left empty (@media, @supports, @layer with nothing used), innermost first.
  let removed = true;
  while (removed) {
    removed = false;
    used.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        removed = true;
      }
    });
  }
  return used.toString();
}

export interface CriticalCssPage {
  /** The page with its rules inlined and the stylesheet's link only in a <noscript>. */
  html: string;
  /** The stylesheet the page's script is to fetch and apply after the first paint. */
  stylesheet: string;
}

export class CriticalCss {
  /** Each stylesheet, parsed once. */
  private readonly sheets = new Map<string, Root>();

  constructor(private readonly clientDir: string) {}

  /**
   * The page with the rules its HTML uses in a <style> instead of the stylesheet's link, or
   * undefined for a page without that link. The rest of the page is kept byte for byte.
   */
  inline(html: string): CriticalCssPage | undefined {
    const link = stylesheetLink.exec(html);
    if (!link) return undefined;
    const stylesheet = link[1]!;
    const style = `<style>${usedRules(this.sheet(stylesheet), html)}</style>`;
    const fallback = `<noscript><link rel="stylesheet" href="${stylesheet}"/></noscript>`;
    return { html: html.replace(link[0], () => style + fallback), stylesheet };
  }

  private sheet(href: string): Root {
    let sheet = this.sheets.get(href);
    if (!sheet) {
      sheet = postcss.parse(readFileSync(join(this.clientDir, href), "utf8"));
      this.sheets.set(href, sheet);
    }
    return sheet;
  }
}

/**
 * Whether a page, compressed as it is served (brotli; a page too small to be compressed is sent as
 * it is), fits in a connection's first flight with `extra` bytes more.
 */
export function fitsFirstFlight(page: Pick<StaticFile, "body" | "br">, extra = 0): boolean {
  return (page.br ?? page.body).length + extra <= FIRST_FLIGHT_BYTES;
}
