// The reports as an owner meets them in Chromium: a test gift given through the sandbox shows in
// this month's gifts, the chart draws beside a table with the server's figures, the chart is a
// Tab stop whose arrow keys show the table's numbers, the table downloads as CSV, a custom period
// that ends before it starts is refused by its field, and the page is axe clean at 1280 and 375 px.
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatPence } from "../core/money";
import type { GivingReport } from "../core/schemas/admin-reports";
import { donationBody } from "../server/test-support/payments";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { specOwner } from "./fixtures/spec-owner";

test.describe.configure({ mode: "serial" });

const owner = specOwner("REPORTS", "Report Reader");
test.afterAll(async () => owner.close());

/** A £25 test gift, given as a donor does: create-payment, then the sandbox's pay button. */
async function giveInSandbox(request: APIRequestContext) {
  const created = await request.post("/api/create-payment", { data: donationBody(25, { donorInfo: { firstName: "Ruth", lastName: "Okafor", email: "reports.e2e@example.test", message: "" } }) });
  expect(created.status(), await created.text()).toBe(200);
  const sessionId = new URL((await created.json()).url).pathname.split("/").pop()!;
  const paid = await request.post(`/sandbox/checkout/${sessionId}/pay`, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "", maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

const giftsPanel = (page: Page) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Gifts" }) });

test("this month's test gifts: the chart and the table show the server's figures; the table downloads as CSV", async ({ browser, request }) => {
  await giveInSandbox(request);
  const page = await owner.page(browser);
  // The chart library must draw under style-src 'self' alone (decision 0035): the reports'
  // document is served here with that policy, and every violation the browser reports is kept.
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener("securitypolicyviolation", (event) => window.cspViolations!.push(`${event.violatedDirective} ${event.sample}`));
  });
  await page.route("**/admin/reports*", async (route) => {
    const response = await route.fetch();
    const csp = (response.headers()["content-security-policy"] ?? "").replace(/style-src [^;]*/, "style-src 'self'");
    expect(csp).toContain("style-src 'self';");
    await route.fulfill({ response, headers: { ...response.headers(), "content-security-policy": csp } });
  });
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { level: 1, name: "Reports" })).toBeVisible();

  await page.getByLabel("Period", { exact: true }).selectOption("this-month");
  await page.getByLabel(/Test payments instead/).check();
  await page.getByRole("button", { name: "Show reports" }).click();
  await expect(page).toHaveURL(/period=this-month&test=1/);

  const panel = giftsPanel(page);
  const table = panel.getByRole("region", { name: "Gifts by month" });
  await expect(table).toBeVisible();
  const shownTotal = await table.locator("tfoot td").first().textContent();
  expect(shownTotal).toMatch(/^£/);
  // The chart draws: Recharts' surface with a bar for the month, reached by Tab.
  const chart = panel.locator(".recharts-wrapper > svg.recharts-surface").first();
  await expect(chart).toBeVisible();
  await expect(panel.locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(chart).toHaveAttribute("tabindex", "0");
  await expect(panel.getByRole("figure")).toContainText("from");
  // The chart says the table's numbers: its keyboard layer steps onto the month, and the tooltip
  // gives that month's one-off gifts as the table's row does.
  const oneOff = await table.locator("tbody tr").first().locator("td").first().textContent();
  await chart.focus();
  await page.keyboard.press("ArrowRight");
  await expect(panel.locator(".recharts-tooltip-wrapper")).toContainText(`One-off : ${oneOff}`);

  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Download gifts by month as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^giving-test-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path())!, "utf8");
  expect(csv.startsWith('\uFEFF"Month","One-off","Monthly","Gifts","Refunded","A year before"')).toBe(true);
  expect(csv).toContain('"Total"');

  expect(await page.evaluate(() => window.cspViolations!)).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(table).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.close();
});

test("the table's total is the server's, and a period ending before it starts is refused by its field", async ({ browser }) => {
  const page = await owner.page(browser);
  const london = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
  const query = new URLSearchParams({ from: `${london.slice(0, 7)}-01`, to: london, test: "1" });
  // Other specs give test gifts too: the page and the server's answer are compared until both
  // were read between two of them.
  await expect(async () => {
    await page.goto("/admin/reports?period=this-month&test=1");
    const table = giftsPanel(page).getByRole("region", { name: "Gifts by month" });
    await expect(table).toBeVisible();
    const report = (await (await page.request.get(`/api/admin/reports/giving?${query}`)).json()) as GivingReport;
    expect(report.totals.total).toBeGreaterThanOrEqual(2500);
    expect(await table.locator("tfoot td").first().textContent()).toBe(formatPence(report.totals.oneOff));
    expect(await table.locator("tbody tr").first().locator("td").first().textContent()).toBe(formatPence(report.months[0]!.oneOff));
  }).toPass({ timeout: 30_000 });

  await page.getByLabel("Period", { exact: true }).selectOption("custom");
  await page.getByRole("textbox", { name: "From", exact: true }).fill("2026-05-01");
  await page.getByRole("textbox", { name: "To", exact: true }).fill("2026-04-01");
  await page.getByRole("button", { name: "Show reports" }).click();
  await expect(page.getByText("The end date must not be before the start date")).toBeVisible();
  await expect(page).toHaveURL(/period=this-month/);
  await page.close();
});
