// Every page staff edit holds the longest text each of its slots allows, and the most cards each
// list allows, on a phone's screen and a desk's: nothing spills sideways. Checked through the
// preview, which draws the draft with the live page's own code and styles, so no public page changes.
import { expect, test } from "@playwright/test";
import { pageTemplates } from "../core/pages/registry";
import type { PageContent } from "../core/pages/template";
import { longestContent } from "./fixtures/longest-content";
import { specOwner } from "./fixtures/spec-owner";
import { baseURL } from "./support/environment";

// One worker for the whole file: its owner becomes one through a one-time link, which a second
// worker (the config runs tests fully parallel) would find used.
test.describe.configure({ mode: "default" });
const owner = specOwner("PAGE_LIMITS", "Lou Limits");
test.afterAll(() => owner.close());

for (const template of Object.values(pageTemplates)) {
  test(`${template.path} holds the longest text in every slot at 375 and 1280 px`, async ({ browser }) => {
    const page = await owner.page(browser);
    const api = `${baseURL}/api/admin/pages/${template.key}`;
    const headers = { origin: baseURL, "content-type": "application/json" };
    const opened = await (await page.request.get(api)).json();
    const original = opened.draft as PageContent;
    const saved = await page.request.put(`${api}/draft`, { headers, data: { version: opened.version, content: longestContent(template, original) } });
    expect(saved.status(), await saved.text()).toBe(200);
    try {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${api}/preview`);
        const spills = await page.evaluate(() => {
          const limit = document.documentElement.clientWidth;
          // Text that reaches past the screen's edge, whether it spills or is cut off by its box.
          const hasText = (element: Element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          // A row that scrolls sideways by design (the store's category chips on a phone) keeps its
          // far end in reach: that is not text spilling off the screen.
          const inScrollingRow = (element: Element) => {
            for (let box = element.parentElement; box; box = box.parentElement) {
              if (["auto", "scroll"].includes(getComputedStyle(box).overflowX)) return true;
            }
            return false;
          };
          return [...document.querySelectorAll("main *")]
            .filter((element) => hasText(element) && element.getBoundingClientRect().right > limit + 0.5 && !inScrollingRow(element))
            .map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ${(element.textContent ?? "").slice(0, 40)}`)
            .slice(0, 5);
        });
        expect(spills, `${template.path} at ${width} px`).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), `${template.path} scrolls sideways at ${width} px`).toBe(true);
      }
    } finally {
      const current = await (await page.request.get(api)).json();
      await page.request.put(`${api}/draft`, { headers, data: { version: current.version, content: original } });
      await page.close();
    }
  });
}
