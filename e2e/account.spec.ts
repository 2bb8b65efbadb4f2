// A monthly donor looks after their gift on a phone, as the issue describes: give £10 a month,
// open the receipt's "Manage or cancel your monthly gift" link from the real SMTP server, change
// the gift to £15, open the year's statement, cancel in two clicks, and get the confirmation.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expectEmailsTo } from "./support/inbox";
import { SandboxCheckout } from "./fixtures/sandbox-checkout";
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

// Issue 56: /account is the same site: the site's header, footer and fonts, with no script at all.
for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`/account in the site's own frame, at ${viewport.width} px, with no script`, () => {
    // The pages carry no script, and their CSP (default-src 'none') would run none: what is tested
    // here is what a browser without one gets. (axe needs the browser's own scripting to look.)
    test.use({ viewport });

    test("has the site's header, footer and heading font; signing in and the monthly gift work; every card has the same padding", async ({ page, request }) => {
      const donor = uniquePerson("Ruth");
      const sandbox = await SandboxCheckout.open(page, request, {
        type: "donation",
        amount: 10,
        currency: "gbp",
        frequency: "monthly",
        donorInfo: { firstName: donor.firstName, lastName: donor.lastName, email: donor.email },
      });
      await sandbox.payButton("Donate £10.00").click();
      await expect(page).toHaveURL(/\/payment-success\?session_id=/);

      // Signed out: the sign-in page, framed like any page of the site.
      await page.goto("/account");
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Purpose Movement, home" })).toHaveAttribute("href", "/");
      await expect(header.getByRole("link", { name: "Contact Us" })).toBeVisible({ visible: viewport.width >= 640 });
      if (viewport.width >= 1024) {
        await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Store" })).toBeVisible();
      } else {
        // The phone's menu, with no script to open a sheet: it leads to the footer's links.
        await expect(header.getByRole("link", { name: "Menu: the site's pages" })).toHaveAttribute("href", "#site-links");
      }
      await expect(header.getByRole("link", { name: "Cart" })).toHaveAttribute("href", "/cart");
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByRole("navigation", { name: "Quick links" })).toHaveAttribute("id", "site-links");
      await expect(footer.getByRole("link", { name: "Donate" })).toHaveAttribute("href", "/support");
      await expect(footer.getByRole("link", { name: "Get the newsletter" })).toHaveAttribute("href", "/connect");
      await expect(footer.locator("form")).toHaveCount(0);
      await expect(page.locator("script")).toHaveCount(0);
      const heading = page.getByRole("heading", { level: 1, name: "Your giving" });
      await expect(heading).toBeVisible();
      expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(/^"Fraunces/);
      await expect.poll(() => page.evaluate(() => document.fonts.check('600 1em "Fraunces Variable"'))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousA11yViolations(page);

      // Signing in with no script: the form posts, the link arrives.
      await page.getByLabel("Email address").fill(donor.email);
      await page.getByRole("button", { name: "Email me a sign-in link" }).click();
      await expect(page.getByRole("status")).toContainText("a sign-in link is on its way");
      const [, signIn] = await expectEmailsTo(donor.email, 2);
      const link = /href="(https?:\/\/[^"]+\/account\/[^"]*token=[^"]+)"/.exec(signIn!.html)?.[1];
      expect(link, "the sign-in email has a link").toBeTruthy();
      await page.goto(link!.replaceAll("&amp;", "&"));
      await expect(page.getByRole("heading", { level: 1, name: "Your giving" })).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: "Purpose Movement, home" })).toBeVisible();

      // The monthly gifts are a card like the others, with the same padding.
      const monthly = page.getByRole("region", { name: "Monthly gifts" });
      const history = page.getByRole("region", { name: "Gifts and orders" });
      const padding = (region: typeof monthly) => region.evaluate((r) => getComputedStyle(r).padding);
      expect(await padding(monthly)).toBe(await padding(history));
      expect(await padding(monthly)).not.toBe("0px");
      const gift = monthly.getByRole("listitem", { name: /^Monthly gift GF-\d+$/ });
      const [card, item] = await Promise.all([monthly.boundingBox(), gift.boundingBox()]);
      expect(item!.x - card!.x, "the gift sits inside the card's padding").toBeGreaterThanOrEqual(16);
      await expectNoSeriousA11yViolations(page);

      // Changing the gift works with no script, and lands back in the frame.
      await gift.getByLabel("New monthly amount (£)").fill("12");
      await gift.getByRole("button", { name: "Change amount" }).click();
      await expect(page.getByRole("status")).toContainText("is now £12.00 a month");
      await expect(page.getByRole("contentinfo").getByRole("navigation", { name: "Quick links" })).toBeVisible();
      await page.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your giving" })).toBeVisible();
      await expect(page.getByLabel("Email address")).toBeVisible();
    });
  });
}
