import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CriticalCss, FIRST_FLIGHT_BYTES, fitsFirstFlight } from "./critical-css";

// The shapes Tailwind writes: layers, a media query, escaped variant names, :where() and
// pseudo-classes, the faces, a keyframes block, and the variants the head's script turns on.
const stylesheet = [
  "/*! tailwindcss */",
  "@layer theme, base, components, utilities;",
  '@font-face{font-family:"Fraunces Georgia";src:local("Georgia");size-adjust:110%}',
  "@layer base{*,:after,:before{box-sizing:border-box}[hidden]:where(:not([hidden=until-found])){display:none!important}html[data-heading-font=after-first-paint]{--font-serif:Georgia}}",
  "@layer utilities{.flex{display:flex}.grid{display:grid}.hover\\:underline:hover{text-decoration-line:underline}.sm\\:hover\\:underline:hover{text-decoration-line:underline}",
  ".focus-visible\\:outline:focus-visible{outline-style:solid}.btn::before{content:''}",
  ".quiet:not(.loud){opacity:.5}.loud:not(.quiet){opacity:1}",
  ":where(.space-y-4>:not(:last-child)){margin-block-end:1rem}:where(.space-y-8>:not(:last-child)){margin-block-end:2rem}",
  "html[data-saved-cart=none] .no-saved-cart\\:hidden{display:none}.animate-spin{animation:var(--animate-spin)}",
  "@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:block{display:block}}}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  ".shadow{--tw-shadow:0 1px 2px #0003;box-shadow:var(--tw-ring-shadow),var(--tw-shadow)}",
  '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
  '@property --tw-rotate-x{syntax:"*";inherits:false}',
].join("");

const page = (body: string) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/><link rel="stylesheet" href="/assets/app-1.css" data-precedence="default"/><title>T</title></head><body>${body}</body></html>`;

function clientDir() {
  const dir = mkdtempSync(join(tmpdir(), "critical-css-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(join(dir, "assets/app-1.css"), stylesheet);
  return dir;
}

const inlinedStyle = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

describe("CriticalCss", () => {
  const critical = new CriticalCss(clientDir());

  it("puts the rules the page's HTML uses in a <style> where the link was, and links the stylesheet only for a browser without scripts", () => {
    const body = '<div class="flex sm:grid space-y-4"><p>One</p><p>Two</p><a class="hover:underline sm:hover:underline focus-visible:outline btn">Go</a><span class="quiet">.</span></div>';
    const result = critical.inline(page(body))!;
    expect(result.stylesheet).toBe("/assets/app-1.css");
    expect(result.html).toContain(`<head><meta charSet="utf-8"/><style>`);
    expect(result.html).toContain('</style><noscript><link rel="stylesheet" href="/assets/app-1.css"/></noscript><title>T</title>');
    expect(result.html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    // The rest of the page is as rendered, byte for byte, for React to hydrate.
    expect(result.html).toContain(`<body>${body}</body>`);

    const css = inlinedStyle(result.html);
    for (const rule of [".flex{display:flex}", ".sm\\:grid{display:grid}", ".quiet:not(.loud){", ":where(.space-y-4>:not(:last-child))", ".hover\\:underline:hover", ".sm\\:hover\\:underline:hover", ".focus-visible\\:outline:focus-visible", ".btn::before", "*,:after,:before{box-sizing:border-box}"]) {
      expect(css, rule).toContain(rule);
    }
    // Rules for what the page doesn't have, and a media query left empty, are left to the stylesheet.
    for (const rule of [".grid{", ":where(.space-y-8", ".sm\\:block", ".animate-spin", ".loud:not(.quiet)", "tailwindcss"]) expect(css, rule).not.toContain(rule);
    expect(css).toContain("@media (width>=40rem){.sm\\:grid{display:grid}}");
  });

  it("keeps every face, every keyframes block and the rules for what the head's script sets before the first paint", () => {
    const css = inlinedStyle(critical.inline(page("<p>Nothing styled</p>"))!.html);
    expect(css).toContain('@font-face{font-family:"Fraunces Georgia"');
    expect(css).toContain("@keyframes spin");
    expect(css).toContain("html[data-heading-font=after-first-paint]");
    expect(css).toContain("html[data-saved-cart=none] .no-saved-cart\\:hidden");
    expect(css).toContain("[hidden]:where(:not([hidden=until-found]))");
    expect(css).toContain("@layer theme, base, components, utilities;");
  });

  it("keeps the @property registrations a kept rule reads, and only those", () => {
    const withShadow = inlinedStyle(critical.inline(page('<div class="shadow">.</div>'))!.html);
    expect(withShadow).toContain("@property --tw-shadow{");
    expect(withShadow).toContain("@property --tw-ring-shadow{");
    expect(withShadow).not.toContain("--tw-rotate-x");
    expect(inlinedStyle(critical.inline(page('<div class="flex">.</div>'))!.html)).not.toContain("@property");
  });

  it("leaves a page without the stylesheet's link alone", () => {
    expect(critical.inline("<!DOCTYPE html><html><head></head><body></body></html>")).toBeUndefined();
  });
});

describe("fitsFirstFlight", () => {
  const page = (compressed: number) => ({ body: Buffer.alloc(compressed * 5), br: Buffer.alloc(compressed) });

  it("counts the page's bytes as they are sent, compressed, with room for what would be added", () => {
    expect(fitsFirstFlight(page(FIRST_FLIGHT_BYTES))).toBe(true);
    expect(fitsFirstFlight(page(FIRST_FLIGHT_BYTES + 1))).toBe(false);
    expect(fitsFirstFlight(page(FIRST_FLIGHT_BYTES - 1_000), 1_500)).toBe(false);
    // Too small to be worth compressing: sent, and counted, as it is.
    expect(fitsFirstFlight({ body: Buffer.alloc(400) })).toBe(true);
  });
});
