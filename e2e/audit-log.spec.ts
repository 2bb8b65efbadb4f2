// The audit log as an owner meets it in Chromium, at 1280 and 375 px: reached from the back
// office's navigation, read as sentences ("Audit Reader added a note to order PM-…"), filtered by
// person, action and days with the filters in the address (so the view can be shared, and
// opens with its fields filled), and a link followed to the order the entry is about; axe clean.
import { mkdirSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ukDateAndTime } from "../core/uk-time";
import { merchandiseBody } from "../server/test-support/payments";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { baseURL } from "./support/environment";
import { specOwner } from "./fixtures/spec-owner";

test.describe.configure({ mode: "serial" });

const OWNER_NAME = "Audit Reader";
const owner = specOwner("AUDIT", OWNER_NAME);
test.afterAll(async () => owner.close());
const shots = "/tmp/shots-issue-56e";

/** A paid order, bought as a customer does: create-payment, then the sandbox's pay button. */
async function paidOrder(request: APIRequestContext): Promise<string> {
  const body = merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "L", color: "Black" }]);
  const created = await request.post("/api/create-payment", { data: { ...body, donorInfo: { ...body.donorInfo, email: "audit.e2e@example.test" } } });
  expect(created.status(), await created.text()).toBe(200);
  const sessionId = new URL((await created.json()).url).pathname.split("/").pop()!;
  const paid = await request.post(`/sandbox/checkout/${sessionId}/pay`, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "", maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const status = await request.post("/api/send-purchase-email", { data: { sessionId } });
  return (await status.json()).reference as string;
}

let reference: string;
const today = ukDateAndTime(new Date()).date;

async function openFromNavigation(page: Page, narrow: boolean) {
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  if (narrow) await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
}

test("an owner opens the audit log from the navigation, filters it, and follows an entry to its order (1280 px)", async ({ browser, request }) => {
  reference = await paidOrder(request);
  const page = await owner.page(browser);
  const note = await page.request.post(`/api/admin/orders/${reference}/notes`, { headers: { origin: baseURL }, data: { body: "Customer rang: <b>leave with a neighbour</b>" } });
  expect(note.status(), await note.text()).toBe(201);

  await openFromNavigation(page, false);
  const search = page.getByRole("search", { name: "Filter the audit log" });
  await search.getByLabel("Person").fill("audit read");
  await search.getByLabel("Action").selectOption({ label: "Order note added" });
  await search.getByLabel("From").fill(today);
  await search.getByLabel("To").fill(today);
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/audit\\?actor=audit\\+read&action=order.note_added&from=${today}&to=${today}$`));

  const entries = page.getByRole("list", { name: "Audit entries" });
  await expect(entries.getByRole("listitem").first()).toContainText(`${OWNER_NAME} added a note to order ${reference}`);
  // Only that person's notes: the sign-in that made the session is filtered out.
  await expect(entries).not.toContainText("signed in");
  await expectNoSeriousA11yViolations(page);
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/audit-1280.png`, fullPage: true });

  // A day with nothing: said so, rather than an empty list.
  await search.getByLabel("To").fill("2020-01-01");
  await search.getByLabel("From").fill("2020-01-01");
  await search.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("Nothing matches these filters.")).toBeVisible();
  await page.goBack();
  await expect(entries.getByRole("link", { name: `order ${reference}` }).first()).toBeVisible();

  await entries.getByRole("link", { name: `order ${reference}` }).first().click();
  await expect(page).toHaveURL(new RegExp(`/admin/orders/${reference}$`));
  await expect(page.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
});

test("on a phone: the log from the menu, a shared filtered address opens with its filters, and its link leads to the order (375 px)", async ({ browser }) => {
  const page = await owner.page(browser);
  await page.setViewportSize({ width: 375, height: 740 });
  await openFromNavigation(page, true);
  // Everything the session did is there as sentences, the sign-in first among them.
  await expect(page.getByRole("list", { name: "Audit entries" })).toContainText(`${OWNER_NAME} signed in with the setup link`);

  await page.goto(`/admin/audit?action=order.note_added&from=${today}&actor=Audit`);
  const search = page.getByRole("search", { name: "Filter the audit log" });
  await expect(search.getByLabel("Person")).toHaveValue("Audit");
  await expect(search.getByLabel("Action")).toHaveValue("order.note_added");
  await expect(search.getByLabel("From")).toHaveValue(today);
  const entry = page.getByRole("list", { name: "Audit entries" }).getByRole("listitem").filter({ hasText: `order ${reference}` });
  await expect(entry).toContainText(`${OWNER_NAME} added a note to order ${reference}`);
  await expectNoSeriousA11yViolations(page);
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: `${shots}/audit-375.png`, fullPage: true });

  // A range that ends before it starts is refused at its field.
  await page.goto("/admin/audit?from=2026-02-02&to=2026-02-01");
  await expect(search.getByLabel("To")).toHaveAttribute("aria-invalid", "true");
  await expect(search).toContainText("The end date must be on or after the start date");

  await page.goto(`/admin/audit?action=order.note_added&actor=Audit`);
  await page.getByRole("list", { name: "Audit entries" }).getByRole("link", { name: `order ${reference}` }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
});
