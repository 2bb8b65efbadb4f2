// Pages are drawn on a thread of their own, their loaders' reads answered by the server, and the
// thread comes back by itself if it dies. Needs `npm run build` (the server build it draws with).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageSeeds } from "../../core/pages/seeds/index";
import { seedProducts } from "../../core/catalogue-seed";
import { threadRenderer, type DataRead, type PageRenderer } from "./page-renderer";

const charity = { social: {}, returnPostage: "buyer", examples: true };

describe("the render thread", () => {
  let renderer: PageRenderer;
  beforeAll(async () => {
    renderer = await threadRenderer({ serverBuildFile: "build/server/index.js", clientDir: "build/client" });
  });
  afterAll(() => renderer.close());

  it("draws a page off the event loop, asking the server for what its loaders read", async () => {
    const reads: DataRead[] = [];
    const page = await renderer.render("/movement", async (what) => {
      reads.push(what);
      if (what.kind === "page") return { ...pageSeeds.movement, sections: { ...pageSeeds.movement.sections, hero: { ...pageSeeds.movement.sections.hero, heading: "Drawn Elsewhere" } } };
      return what.kind === "catalogue" ? seedProducts : charity;
    });
    expect(page.status).toBe(200);
    expect(page.thread).not.toBe(0);
    expect(page.body).toContain("Drawn Elsewhere</h1>");
    expect(reads).toContainEqual({ kind: "page", key: "movement" });
    expect(reads).toContainEqual({ kind: "charity" });
  });

  it("fails the page whose read failed, and draws the next one", async () => {
    await expect(
      renderer.render("/movement.data", async (what) => {
        if (what.kind === "page") throw new Error("the database went away");
        return what.kind === "catalogue" ? seedProducts : charity;
      }),
    ).resolves.toMatchObject({ status: 500 });
    const next = await renderer.render("/movement", async (what) => (what.kind === "page" ? pageSeeds.movement : what.kind === "catalogue" ? seedProducts : charity));
    expect(next.body).toContain("Our Movement</h1>");
  });

  it("gives a page its own rules on the thread", async () => {
    const page = await renderer.render("/cart", async (what) => (what.kind === "catalogue" ? seedProducts : charity));
    const inlined = await renderer.inline(page.body);
    expect(inlined?.html).toMatch(/<style>[\s\S]+<\/style><noscript><link rel="stylesheet"/);
  });
});
