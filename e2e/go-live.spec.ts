// Launch day, as an owner meets it in Chromium at 1280 px and 375 px, through axe: the dashboard's
// "Ready to go live" list shows each state; the charity number is refused in the wrong format,
// then saved and still there after a reload, each answer beside the Save button; the examples left
// are confirmed as the charity's own, so a donor's receipt no longer calls them examples, and the
// list moves; Back up now downloads a .tar.gz; the charity's HMRC reference is set in Settings and
// shown where a Gift Aid claim is prepared.
import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { donationBody } from "../server/test-support/payments";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { specOwner } from "./fixtures/spec-owner";
import { specOwners } from "./support/environment";
import { emailsTo, expectEmailsTo } from "./support/inbox";

const SECOND_OWNER = specOwners.GO_LIVE;
const owner = specOwner("GO_LIVE", "Ruth Trustee");

test.describe.configure({ mode: "serial" });
test.afterAll(() => owner.close());

/** The "Ready to go live" item with this title, and its state in words. */
const CHARITY_ITEM = "The charity's name, number, address and email";
const goLiveItem = (page: Page, title: string) => page.getByRole("list", { name: "Ready to go live" }).getByRole("listitem").filter({ hasText: title });

/** How far apart two things are on the screen, up and down: 0 when they overlap. */
async function verticalGap(a: Locator, b: Locator): Promise<number> {
  // Both read in one frame: the focused field scrolls the page, and two boundingBox() calls taken
  // a moment apart during that scroll once read 80 px between a message and its button.
  const other = await b.elementHandle();
  return a.evaluate((first, second) => {
    const [boxA, boxB] = [first.getBoundingClientRect(), second!.getBoundingClientRect()];
    return Math.max(0, boxB.top - boxA.bottom, boxA.top - boxB.bottom);
  }, other);
}

/** A gift with Gift Aid, paid in the sandbox; its reference. */
async function giftWithGiftAid(request: APIRequestContext, email: string): Promise<string> {
  const body = donationBody(20, { donorInfo: { firstName: "Grace", lastName: "Campbell", email, message: "" }, giftAid: { address: "12 Hope Street, London", postcode: "se15 4zx" } });
  const created = await request.post("/api/create-payment", { data: body });
  const sessionId = new URL((await created.json()).url).pathname.split("/").pop()!;
  await request.post(`/sandbox/checkout/${sessionId}/pay`, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "", maxRedirects: 0 });
  return (await (await request.post("/api/send-purchase-email", { data: { sessionId } })).json()).reference as string;
}

const SHOTS = process.env.SHOTS_DIR;

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("an owner sees what is missing before launch, sets the charity's details and confirms the examples left, and backs up", async ({ browser, request }) => {
  test.setTimeout(180_000);
  const page = await owner.page(browser);

  // Every state comes from the running server: the sandbox, an http address, no backup yet.
  await expect(goLiveItem(page, "Payments in live mode")).toContainText("Not yet");
  await expect(goLiveItem(page, "Payments in live mode")).toContainText("sandbox");
  await expect(goLiveItem(page, "The site's address on https")).toContainText("Not yet");
  await expect(goLiveItem(page, CHARITY_ITEM)).toContainText("charity number");
  await expect(goLiveItem(page, "Email sent through SMTP")).toContainText("Send a test email to yourself");
  await expectNoSeriousA11yViolations(page);

  await goLiveItem(page, CHARITY_ITEM).getByRole("link", { name: "Settings: the charity's details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const number = page.getByLabel("charity number");
  const save = page.getByRole("button", { name: "Save the charity's details" });
  const panel = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "The charity's details" }) });
  await expect(number).toHaveValue("1190000");
  await number.fill("12345");
  await save.click();
  await expect(page.getByText("A charity number on the England and Wales register is 6 or 7 digits")).toBeVisible();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  // The field that needs changing takes focus; what went wrong is said beside the button too.
  await expect(number).toBeFocused();
  const refused = panel.getByRole("alert").filter({ hasText: "Nothing was saved" });
  await expect(refused).toBeVisible();
  expect(await verticalGap(refused, save)).toBeLessThan(40);
  await expectNoSeriousA11yViolations(page);

  await number.fill("1234567");
  await page.getByLabel("Legal name").fill("Purpose Movement Charitable Trust");
  await page.getByLabel("Address line 1").fill("12 Hope Street");
  await page.getByLabel("Address line 2").fill("Peckham");
  await page.getByLabel("Address line 3").fill("London");
  await page.getByLabel("Postcode").fill("se15 4zx");
  await save.click();
  // Said where the person is looking, in a live region: beside the button pressed.
  const saved = panel.getByRole("status").filter({ hasText: "Saved. Every page and the next email show the new details." });
  await expect(saved).toBeVisible();
  expect(await verticalGap(saved, save)).toBeLessThan(40);
  await expect(page.getByLabel("Postcode")).toHaveValue("SE15 4ZX");

  // The contact email and the rest are still the shipped examples; the owner says they are real.
  const real = page.getByRole("checkbox", { name: "These are our real details" });
  await expect(real).toHaveAccessibleDescription(/Still marked as examples: contact email, contact phone/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-1280.png`, fullPage: true });
  await real.check();
  await save.click();
  await expect(saved).toBeVisible();
  await expect(real).toHaveCount(0);
  await expect(page.getByText("An example, not yet the charity's own")).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("charity number")).toHaveValue("1234567");
  await expect(page.getByLabel("Address line 1")).toHaveValue("12 Hope Street");
  await expect(page.getByLabel("Postcode")).toHaveValue("SE15 4ZX");
  await expect(page.getByLabel("Contact email")).toHaveValue("hello@purposemovement.org.uk");
  await expect(page.getByRole("checkbox", { name: "These are our real details" })).toHaveCount(0);

  // A donor's receipt now carries them as the charity's own, with no line calling them examples.
  const donor = "receipt.go-live@example.test";
  await giftWithGiftAid(request, donor);
  const [receipt] = await expectEmailsTo(donor, 1);
  expect(receipt!.text.replace(/\s+/g, " ")).toContain("Registered charity no. 1234567 (England and Wales)");
  expect(receipt!.text).not.toContain("examples");

  // Back up now: the file downloads.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Back up now" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.tar\.gz$/);
  await expect(page.getByText("Backed up")).toBeVisible();

  await page.goto("/admin");
  await expect(goLiveItem(page, CHARITY_ITEM)).toContainText("Ready");
  await expect(goLiveItem(page, "Backups")).not.toContainText("No backup yet");
});

test("on a phone, the list and the settings fit the screen and pass axe", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  // The same owner on a phone: the setup link is spent, so an emailed code.
  const before = (await emailsTo(SECOND_OWNER)).length;
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email address").fill(SECOND_OWNER);
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  const emails = (await expectEmailsTo(SECOND_OWNER, before + 1)).filter((m) => m.subject.includes("sign-in code"));
  await page.getByLabel("6-digit code").fill(/\b\d{6}\b/.exec(emails.at(-1)!.text)![0]);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();

  await expect(goLiveItem(page, "No single point of lock-out")).toBeVisible();
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.goto("/admin/settings");
  await expect(page.getByLabel("charity number")).toHaveValue("1234567");
  await noSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  // On a phone too the answer is beside the button pressed.
  const save = page.getByRole("button", { name: "Save the charity's details" });
  await save.click();
  const nothing = page.getByRole("status").filter({ hasText: "Nothing has changed." });
  await expect(nothing).toBeVisible();
  expect(await verticalGap(nothing, save)).toBeLessThan(60);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/settings-375.png`, fullPage: true });
  await context.close();
});

test("the charity's HMRC reference is set in Settings and shown where a Gift Aid claim is prepared, with counts in words, on a desk and a phone", async ({ browser, request }) => {
  const reference = await giftWithGiftAid(request, "grace.gift-aid@example.test");
  const page = await owner.page(browser);
  await page.goto("/admin/settings");
  // The shop's order limit, in the same kind of panel: refused as typed, then by the server, and kept.
  const limit = page.getByLabel("Most of one size and colour in an order");
  const limitSaved = await limit.inputValue();
  const shop = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Shop" }) });
  await limit.fill("lots");
  await shop.getByRole("button", { name: "Save" }).click();
  await expect(limit).toHaveAccessibleDescription(/Enter a whole number from 1 to \d+/);
  await limit.fill("0");
  await shop.getByRole("button", { name: "Save" }).click();
  await expect(limit).toHaveAccessibleDescription(/The most of one size and colour in an order is a whole number from 1 to \d+/);
  await page.reload();
  await expect(limit).toHaveValue(limitSaved);
  const field = page.getByLabel("The charity's HMRC reference");
  const save = page.getByRole("button", { name: "Save the HMRC reference" });
  await field.fill("n/a");
  await save.click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(/Enter the charity's HMRC reference in letters and digits, like AB12345/);
  await field.fill("ab 12345");
  await save.click();
  const saved = page.getByRole("status").filter({ hasText: "Saved: Gift Aid claims show AB12345 as the charity's HMRC reference." });
  await expect(saved).toBeVisible();
  expect(await verticalGap(saved, save)).toBeLessThan(40);
  await expect(field).toHaveValue("AB12345");
  await expectNoSeriousA11yViolations(page);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    // The sandbox's gifts are test gifts, shown (apart) by default while payments run in the sandbox.
    await page.goto("/admin/giving");
    const ready = page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: "Test gifts ready to claim" }) });
    await expect(ready).toContainText("The charity's HMRC reference: AB12345");
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    if (width === 1280) {
      // Whatever else is waiting, the question counts the gifts in words.
      const claimLinks = page.getByRole("list", { name: "Claims" }).getByRole("link");
      // Counted once the claims have loaded ("Loading…" gone), so the new one shows as one more.
      await expect(page.getByRole("status").filter({ hasText: /^Loading…$/ })).toHaveCount(0);
      const claimsBefore = await claimLinks.count();
      await ready.getByRole("button", { name: "New test claim" }).click();
      await expect(page.getByRole("group", { name: /^Claim Gift Aid on \d+ (test )?gifts? \(£[\d,.]+\)\? (It|They) will be frozen into this claim\.$/ })).toBeVisible();
      await page.getByRole("button", { name: "Yes, build the claim" }).click();
      await expect(ready.getByRole("status").filter({ hasText: /Test claim built: \d+ gifts?,/ })).toBeVisible();
      // The list of claims is read again after the build: open the new claim, not the one before it.
      await expect(claimLinks).toHaveCount(claimsBefore + 1);
    }
    await page.getByRole("list", { name: "Claims" }).getByRole("link").first().click();
    // The Gift Aid page shows the reference in each of its panels (live, and test): read it on the claim's own page.
    await expect(page).toHaveURL(/\/admin\/giving\/claims\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 2, name: "Schedule for Charities Online" })).toBeVisible();
    await expect(page.getByText("The charity's HMRC reference: AB12345")).toBeVisible();
    // The donor's name, and the house apart from it, as HMRC's schedule has them.
    const row = page.getByRole("row").filter({ has: page.getByRole("cell", { name: reference }) });
    await expect(row.getByRole("cell").nth(1)).toHaveText("Grace Campbell");
    await expect(row.getByRole("cell").nth(2)).toHaveText("12");
    await expect(row.getByRole("cell").nth(3)).toHaveText("SE15 4ZX");
    await expect(page.getByRole("heading", { level: 2, name: /^Gifts in this claim \(\d+ gifts?\)$/ })).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/claim-${width}.png`, fullPage: true });
  }
});
