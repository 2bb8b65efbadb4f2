// A monthly donor looks after their gift on a phone, as the issue describes: give £10 a month,
// open the receipt's "Manage or cancel your monthly gift" link from the real SMTP server, change
// the gift to £15, open the year's statement, cancel in two clicks, and get the confirmation.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expectEmailsTo } from "./support/inbox";
import { SupportPage } from "./fixtures/support-page";
import { uniquePerson } from "./fixtures/shop";

test.use({ viewport: { width: 375, height: 740 } });

test("a monthly donor changes, reviews and cancels their gift from the receipt's link, on a phone", async ({ page }) => {
  const support = new SupportPage(page);
  const donor = uniquePerson("Ruth");
  await support.goto();
  await support.chooseAmount({ preset: "£10" }, "Monthly");
  await support.continueButton.click();
  await support.fillDonor(donor);
  await support.addGiftAid("1 High Street, London", "SE15 4ZX");
  await support.continueButton.click();
  await support.expectStep("payment");
  const sandbox = await support.donateInNewTab();
  await sandbox.pay();

  const [receipt] = await expectEmailsTo(donor.email, 1);
  const manage = /href="(https?:\/\/[^"]+\/account\/manage\?token=[^"]+)"[^>]*>Manage or cancel your monthly gift</.exec(receipt!.html)?.[1];
  expect(manage, "the receipt links to the account").toBeTruthy();

  const account = sandbox.page;
  await account.goto(manage!.replaceAll("&amp;", "&"));
  await expect(account.getByRole("heading", { level: 1, name: "Your giving" })).toBeVisible();
  const gift = account.getByRole("listitem", { name: /^Monthly gift GF-\d+$/ });
  await expect(gift).toContainText("£10.00 a month");
  await expect(gift).toContainText("Active");
  await expectNoSeriousA11yViolations(account);
  expect(await account.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await gift.getByLabel("New monthly amount (£)").fill("15");
  await gift.getByRole("button", { name: "Change amount" }).click();
  await expect(account.getByRole("status")).toContainText("is now £15.00 a month");
  await expect(gift).toContainText("£15.00 a month");
  const [, changed] = await expectEmailsTo(donor.email, 2);
  expect(changed!.subject).toContain("Your monthly gift is now £15.00 a month");

  await account.getByRole("link", { name: /^Tax year \d{4} to \d{4}$/ }).click();
  await expect(account.getByRole("heading", { level: 1, name: "Giving statement" })).toBeVisible();
  await expect(account.getByText("£10.00").first()).toBeVisible();
  await expect(account.getByText("Gift Aid we can claim on it (25%)")).toBeVisible();
  await account.getByRole("link", { name: "Back to your giving" }).click();

  await gift.getByRole("link", { name: "Cancel this gift" }).click();
  await expect(account.getByRole("heading", { level: 1, name: "Cancel your monthly gift?" })).toBeVisible();
  await account.getByRole("button", { name: "Yes, cancel my monthly gift" }).click();
  await expect(account.getByRole("status")).toContainText("is cancelled");
  await expect(gift).toContainText("Cancelled");
  const [, , cancelled] = await expectEmailsTo(donor.email, 3);
  expect(cancelled!.subject).toMatch(/Your monthly gift GF-\d+ is cancelled/);

  // The receipt's link worked once: opened again, it asks for the email instead.
  await account.context().clearCookies();
  await account.goto(manage!.replaceAll("&amp;", "&"));
  await expect(account.getByText("That link has expired or was already used.")).toBeVisible();
});
