import { describe, expect, it } from "vitest";
import { keptSiteFrame, siteFrameFrom } from "./site-frame";

const page = `<!doctype html><html><head><style>b{}</style><noscript><link rel="stylesheet" href="/assets/app-abc.css"/></noscript></head>
<body><div><a href="#main-content" class="sr-only">Skip to main content</a></div><div class="flex">
<header class="sticky"><a href="/">Purpose Movement</a><button class="btn btn-ghost btn-icon relative" aria-label="Cart, 2 items" data-cart-button="true"><svg id="bag"></svg></button><button class="btn btn-ghost btn-icon lg:hidden" aria-label="Open menu" aria-haspopup="dialog"><svg id="menu"></svg></button></header>
<main>The page</main>
<footer class="bg-evergreen-900"><nav aria-label="Quick links"><a href="/account">Your giving</a></nav><form method="post" aria-label="Newsletter signup"><input name="email"><button type="submit">Subscribe</button></form><script>alert(1)</script></footer>
</div></body></html>`;

describe("the site's frame for the server's own pages", () => {
  it("takes the stylesheet, skip links, header and footer, with what needs a script made into links", () => {
    const frame = siteFrameFrom(page)!;
    expect(frame.stylesheet).toBe("/assets/app-abc.css");
    expect(frame.skipLinks).toContain('href="#main-content"');
    expect(frame.header).toContain('<a class="btn btn-ghost btn-icon relative" href="/cart" aria-label="Cart"><svg id="bag"></svg></a>');
    expect(frame.header).toContain('<a class="btn btn-ghost btn-icon lg:hidden" href="#site-links" aria-label="Menu: the site\'s pages"><svg id="menu"></svg></a>');
    expect(frame.header).not.toContain("<button");
    expect(frame.header).not.toContain("The page");
    // The footer's links are the site's, whatever they are; only its form and scripts go.
    expect(frame.footer).toContain('<nav id="site-links" aria-label="Quick links"><a href="/account">Your giving</a></nav>');
    expect(frame.footer).toContain('href="/connect">Get the newsletter</a>');
    expect(frame.footer).not.toMatch(/<form|<script|<input|<button/);
  });

  it("is none for a page without a header, footer or stylesheet", () => {
    expect(siteFrameFrom("<html><body><main>Stand-in</main></body></html>")).toBeUndefined();
  });

  it("is taken again only when the page changes, and made when it isn't kept yet", async () => {
    let kept: { body: Buffer; etag: string } | undefined;
    let lookups = 0;
    const frame = keptSiteFrame(
      () => ({
        keptFile: () => kept,
        lookup: async () => {
          lookups++;
          kept = { body: Buffer.from(page), etag: "1" };
        },
      }),
      "/privacy",
    );
    expect((await frame())?.stylesheet).toBe("/assets/app-abc.css");
    expect(lookups).toBe(1);
    kept = { body: Buffer.from(page.replace("app-abc", "app-def")), etag: "2" };
    expect((await frame())?.stylesheet).toBe("/assets/app-def.css");
    expect(lookups).toBe(1);
    expect(await keptSiteFrame(() => undefined, "/privacy")()).toBeUndefined();
  });
});
