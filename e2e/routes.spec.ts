// Every public route: its key text is in the pre-rendered HTML (no script run),
// it renders in Chromium with its own title, and axe finds nothing serious.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { routeChecks } from "./fixtures/routes";

for (const route of routeChecks) {
  test.describe(`route ${route.path}`, () => {
    test("pre-rendered HTML already holds its content, title and meta", async ({ request }) => {
      const response = await request.get(route.path);
      expect(response.status()).toBe(route.status ?? 200);
      // React separates adjacent text with <!-- --> in pre-rendered HTML; a reader sees one string.
      const html = (await response.text()).replaceAll("<!-- -->", "");
      for (const text of route.texts) expect(html, `raw HTML of ${route.path}`).toContain(escapeHtml(text));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/[^"]*"/);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    });

    test("renders in Chromium and passes axe", async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await page.goto(route.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(route.heading);
      for (const text of route.texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      expect(errors, "uncaught errors in the page").toEqual([]);
    });
  });
}

function escapeHtml(text: string): string {
  return text.replaceAll("&", "&amp;").replaceAll("'", "&#x27;").replaceAll('"', "&quot;");
}
