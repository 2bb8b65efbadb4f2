// The dashboard on a new site, as its owner meets it in Chromium at 1280 px and 375 px, through
// axe: payments run in the sandbox, so a paid sandbox order is counted as waiting to dispatch and
// the page says test payments are included; hiding them is one choice, remembered for that person
// on every orders and giving page; each figure opens its list; the go-live list comes after the
// figures on a phone, folds and stays folded, and says what to ask whoever runs the server.
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { merchandiseBody } from "../server/test-support/payments";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { specOwner } from "./fixtures/spec-owner";

const owner = specOwner("DASHBOARD", "Grace Trustee");
test.describe.configure({ mode: "serial" });
test.afterAll(() => owner.close());

async function paidSandboxOrder(request: APIRequestContext): Promise<string> {
  const body = merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 1, size: "L", color: "Navy" }]);
  const created = await request.post("/api/create-payment", { data: { ...body, donorInfo: { ...body.donorInfo, email: "dashboard.e2e@example.test" } } });
  expect(created.status()).toBe(200);
  const sessionId = new URL((await created.json()).url).pathname.split("/").pop()!;
  const paid = await request.post(`/sandbox/checkout/${sessionId}/pay`, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "", maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  return (await (await request.post("/api/send-purchase-email", { data: { sessionId } })).json()).reference as string;
}

/** The figure under this label, as a number ("3", "£12.00"). */
const figureLink = (page: Page, label: string) => page.getByRole("link", { name: label, exact: true });
const figure = (page: Page, label: string) => page.locator("dl > div").filter({ has: figureLink(page, label) }).getByRole("definition").first();
const showTest = (page: Page) => page.getByRole("checkbox", { name: "Show test payments" });
const included = (page: Page) => page.locator("p").filter({ hasText: "Test payments are included." });

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("a new site's dashboard counts the paid sandbox order, and hiding test payments is one remembered choice", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const reference = await paidSandboxOrder(request);
  const page = await owner.page(browser);

  // The sandbox takes no real money: test payments are shown, and the page says so.
  await expect(showTest(page)).toBeChecked();
  await expect(included(page)).toBeVisible();
  await expect(included(page)).toContainText("no real money has moved");
  await expect(figure(page, "Orders to dispatch")).not.toHaveText("0");
  await expectNoSeriousA11yViolations(page);

  // The figure opens its list, the orders waiting to go, with the sandbox order among them.
  await figureLink(page, "Orders to dispatch").click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  await expect(page.getByRole("link", { name: "To dispatch" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("list", { name: "Orders" })).toContainText(reference);
  await expect(showTest(page)).toBeChecked();

  // Hidden here, hidden on the dashboard and every giving page, and after a reload.
  await showTest(page).uncheck();
  await expect(included(page)).toBeHidden();
  await expect(page.getByText("Nothing to dispatch: every paid order has been sent.")).toBeVisible();
  await page.goto("/admin");
  await expect(showTest(page)).not.toBeChecked();
  await expect(included(page)).toBeHidden();
  await expect(figure(page, "Orders to dispatch")).toHaveText("0");
  for (const path of ["/admin/giving/gifts", "/admin/giving/plans", "/admin/giving/donors", "/admin/giving"]) {
    await page.goto(path);
    await expect(showTest(page), path).not.toBeChecked();
  }
  await expect(page.getByRole("button", { name: "New test claim" })).toBeHidden();

  // Shown again from a giving page: the dashboard follows.
  await showTest(page).check();
  await expect(page.getByRole("button", { name: "New test claim" })).toBeVisible();
  await page.goto("/admin");
  await expect(showTest(page)).toBeChecked();
  await expect(figure(page, "Orders to dispatch")).not.toHaveText("0");

  // Each other figure opens its list with the same view.
  await figureLink(page, "Active monthly gifts").click();
  await expect(page.getByRole("heading", { level: 1, name: "Monthly plans" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Active" })).toHaveAttribute("aria-pressed", "true");
  await page.goBack();
  await figureLink(page, "Gifts this month").click();
  await expect(page.getByRole("heading", { level: 1, name: "Gifts" })).toBeVisible();
  await expect(page.getByLabel("From")).toHaveValue(/^\d{4}-\d{2}-01$/);
  await page.goBack();
  await figureLink(page, "Gift Aid waiting to be claimed").click();
  await expect(page.getByRole("heading", { level: 1, name: "Gift Aid" })).toBeVisible();
});

test("a search typed while the person's choice of test payments is still arriving is kept when it arrives", async ({ browser }) => {
  const page = await owner.page(browser);
  for (const [path, list] of [
    ["/admin/orders", "Find orders"],
    ["/admin/giving/gifts", "Find gifts"],
    ["/admin/giving/donors", "Find donors"],
  ] as const) {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/preferences", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path);
    const search = page.getByRole("search", { name: list }).getByLabel("Search");
    await search.fill("PM-99999");
    release();
    // Shown (the sandbox's default, chosen again by the first test): the lists ask for live and test.
    await expect(showTest(page), path).toBeChecked();
    await expect(search, path).toHaveValue("PM-99999");
    await page.unrouteAll();
  }
  await page.close();
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 812 }]) {
  test(`at ${viewport.width} px the go-live list follows the figures, folds once read and stays folded`, async ({ browser }) => {
    const page = await owner.page(browser);
    await page.setViewportSize(viewport);
    const list = page.getByRole("list", { name: "Ready to go live" });
    await expect(list).toBeVisible();
    await expect(figureLink(page, "Orders to dispatch")).toBeVisible();
    // After every figure, on a phone too, where the cards stack.
    const lastFigure = (await figureLink(page, "Orders to dispatch").boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 2, name: "Ready to go live" }).boundingBox())!;
    expect(heading.y).toBeGreaterThan(lastFigure.y + lastFigure.height);

    // What only the server's environment can change says who to ask.
    await expect(list.getByRole("listitem").filter({ hasText: "Payments in live mode" })).toContainText("Ask whoever runs your server to set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    await expect(list.getByRole("listitem").filter({ hasText: "The site's address on https" })).toContainText("Ask whoever runs your server to set PUBLIC_URL");
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);

    const fold = page.getByRole("button", { name: "Fold the list" });
    await expect(fold).toHaveAttribute("aria-expanded", "true");
    await fold.click();
    await expect(list).toBeHidden();
    await expect(page.getByText(/^\d of 6 ready\.$/)).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Show the list" })).toHaveAttribute("aria-expanded", "false");
    await expect(list).toBeHidden();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("button", { name: "Show the list" }).click();
    await expect(list).toBeVisible();
    await page.close();
  });
}
