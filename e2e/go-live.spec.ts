// Launch day, as an owner meets it in Chromium at 1280 px and 375 px, through axe: the dashboard's
// "Ready to go live" list shows each state; the charity number is refused in the wrong format,
// then saved and still there after a reload, and the list moves; Back up now downloads a .tar.gz.
import { expect, test, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { specOwner } from "./fixtures/spec-owner";
import { specOwners } from "./support/environment";
import { emailsTo, expectEmailsTo } from "./support/inbox";

const SECOND_OWNER = specOwners.GO_LIVE;
const owner = specOwner("GO_LIVE", "Ruth Trustee");

test.describe.configure({ mode: "serial" });
test.afterAll(() => owner.close());

/** The "Ready to go live" item with this title, and its state in words. */
const goLiveItem = (page: Page, title: string) => page.getByRole("list", { name: "Ready to go live" }).getByRole("listitem").filter({ hasText: title });

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test("an owner sees what is missing before launch, sets the charity number and address, and backs up", async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await owner.page(browser);

  // Every state comes from the running server: the sandbox, an http address, no backup yet.
  await expect(goLiveItem(page, "Payments in live mode")).toContainText("Not yet");
  await expect(goLiveItem(page, "Payments in live mode")).toContainText("sandbox");
  await expect(goLiveItem(page, "The site's address on https")).toContainText("Not yet");
  await expect(goLiveItem(page, "The charity's number and address")).toContainText("charity number");
  await expect(goLiveItem(page, "Email sent through SMTP")).toContainText("Send a test email to yourself");
  await expectNoSeriousA11yViolations(page);

  await goLiveItem(page, "The charity's number and address").getByRole("link", { name: "Settings: the charity's details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  const number = page.getByLabel("charity number");
  await expect(number).toHaveValue("1190000");
  await number.fill("12345");
  await page.getByRole("button", { name: "Save the charity's details" }).click();
  await expect(page.getByText("A charity number on the England and Wales register is 6 or 7 digits")).toBeVisible();
  await expect(number).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousA11yViolations(page);

  await number.fill("1234567");
  await page.getByLabel("Legal name").fill("Purpose Movement Charitable Trust");
  await page.getByLabel("Address line 1").fill("12 Hope Street");
  await page.getByLabel("Address line 2").fill("Peckham");
  await page.getByLabel("Address line 3").fill("London");
  await page.getByRole("button", { name: "Save the charity's details" }).click();
  await expect(page.getByText("Saved. Every page and the next email show the new details.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("charity number")).toHaveValue("1234567");
  await expect(page.getByLabel("Address line 1")).toHaveValue("12 Hope Street");

  // Back up now: the file downloads.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Back up now" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.tar\.gz$/);
  await expect(page.getByText("Backed up")).toBeVisible();

  await page.goto("/admin");
  await expect(goLiveItem(page, "The charity's number and address")).toContainText("Ready");
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
  await context.close();
});
