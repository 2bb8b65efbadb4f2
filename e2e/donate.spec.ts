// /support, the donation flow, end to end (docs/product-rules.md#flows, #validation;
// docs/deviations.md, points 5, 7, 11). Tests marked "real server" give through the sandbox
// provider and read the real SMTP inbox.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { emailsTo, expectEmailsTo, outboxSettled } from "./support/inbox";
import { holdScripts } from "./fixtures/hydration";
import { SupportPage } from "./fixtures/support-page";
import { confirmationEmailLine, expectOrgNoticesAbout, seedCart, storedCart, toasts, uniquePerson } from "./fixtures/shop";

test.describe("donation steps", () => {
  test("the amount step shows with the page, before its scripts, and takes a choice once it has hydrated", async ({ page }) => {
    const release = await holdScripts(page);
    const support = new SupportPage(page);
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 2, name: "Choose your gift" })).toBeVisible();
    await expect(support.preset("£25")).toBeDisabled();
    await expect(support.continueButton).toBeDisabled();

    release();
    await expect(support.continueButton).toBeEnabled();
    await support.preset("£25").check();
    await support.continueButton.click();
    await support.expectStep("details");
  });

  test("the amount step explains a missing, too small or too large gift, and takes presets and custom amounts", async ({ page }) => {
    const support = new SupportPage(page);
    await support.goto();
    await support.expectStep("amount");
    for (const preset of ["£10", "£25", "£50", "£100", "£250", "£500"]) await expect(support.preset(preset)).toBeVisible();
    await expect(support.frequency("One-off")).toBeChecked();
    await expect(support.customAmount).toHaveAttribute("min", "1");

    await support.continueButton.click();
    await support.expectStep("amount");
    await expect(support.customAmount).toHaveAccessibleDescription("Choose an amount, or enter your own.");
    await expect(support.customAmount).toBeFocused();

    await support.customAmount.fill("0.50");
    await support.continueButton.click();
    await support.expectStep("amount");
    await expect(support.customAmount).toHaveAttribute("aria-invalid", "true");
    await expect(support.customAmount).toHaveAccessibleDescription("Enter an amount from £1 to £10,000 in pounds and pence, like 25 or 12.50.");

    await support.customAmount.fill("10001");
    await support.continueButton.click();
    await expect(support.customAmount).toHaveAccessibleDescription(/^Enter an amount from £1 to £10,000 in pounds and pence, like 25 or 12\.50\. For a larger gift, please contact us/);

    // A preset replaces the custom amount, and vice versa.
    await support.preset("£50").check();
    await expect(support.customAmount).toHaveValue("");
    await expect(support.customAmount).not.toHaveAttribute("aria-invalid", "true");
    await support.customAmount.fill("12.50");
    await expect(support.preset("£50")).not.toBeChecked();
    await support.continueButton.click();
    await support.expectStep("details");
    await expect(page.getByText(/claim £3\.12 on your gift/)).toBeVisible();
  });

  test("details need names and a valid email; Gift Aid shows HMRC's wording and then needs a home address and postcode", async ({ page }) => {
    const support = new SupportPage(page);
    await support.goto();
    await support.chooseAmount({ preset: "£25" }, "Monthly");
    await support.continueButton.click();
    await support.expectStep("details");

    await support.continueButton.click();
    await expect(toasts(page).getByText("Missing Information")).toBeVisible();
    for (const [label, message] of [
      ["First Name", /Enter your first name/],
      ["Last Name", /Enter your last name/],
      ["Email", /Enter your email address/],
    ] as const) {
      await expect(support.field(label)).toHaveAttribute("aria-invalid", "true");
      await expect(support.field(label)).toHaveAccessibleDescription(message);
    }
    await expect(support.field("Phone")).not.toHaveAttribute("aria-invalid", "true");
    await expect(support.field("Message")).not.toHaveAttribute("aria-invalid", "true");
    await expect(support.field("Email")).toHaveAttribute("type", "email");

    const donor = uniquePerson("Ruth");
    await support.fillDonor({ ...donor, email: "ruth@example" });
    await support.continueButton.click();
    await expect(toasts(page).getByText("Invalid Email")).toBeVisible();
    await expect(toasts(page).getByText("Please enter a valid email address.")).toBeVisible();
    await expect(support.field("Email")).toBeFocused();
    await expect(support.field("Email")).toHaveAccessibleDescription(/Enter a valid email address/);
    await support.field("Email").fill(donor.email);

    // A monthly gift gets HMRC's enduring declaration.
    await expect(support.giftAid).not.toBeChecked();
    await expect(support.field("Home Address")).toHaveCount(0);
    await expect(page.getByText(/I want to Gift Aid this donation and any donations I make in the future or have made in the past 4 years to Purpose Movement Trust\. I am a UK taxpayer/)).toBeVisible();
    await support.giftAid.check();
    await support.continueButton.click();
    await support.expectStep("details");
    await expect(support.field("Home Address")).toHaveAccessibleDescription(/Enter your home address/);
    await expect(support.field("Home Address")).toBeFocused();
    await support.field("Home Address").fill("1 High Street, London");
    await support.field("Postcode").fill("90210");
    await support.continueButton.click();
    await expect(support.field("Postcode")).toHaveAccessibleDescription("Enter a UK postcode, like SE15 4ZX");
    await support.field("Postcode").fill("se15 4zx");
    await support.continueButton.click();
    await support.expectStep("payment");
    await expect(page.getByText("Monthly: £25.00 today, then on the same date each month")).toBeVisible();
    await expect(page.getByText("Yes: Gift Aid adds £6.25 a month, at no cost to you")).toBeVisible();
    await expect(support.donateButton).toBeVisible();
    await expect(page.getByText("Secure payment via Stripe")).toBeVisible();

    // A one-off gift gets the single-donation wording.
    await support.backButton.click();
    await support.backButton.click();
    await support.frequency("One-off").check();
    await support.continueButton.click();
    await expect(page.getByText(/I want to Gift Aid my donation to Purpose Movement Trust\. I am a UK taxpayer/)).toBeVisible();
  });

  test("Back goes payment → details → amount; the browser's Back and a refresh keep the flow", async ({ page, browser }) => {
    const support = new SupportPage(page);
    const donor = uniquePerson("Ruth");
    await support.goto();
    await support.chooseAmount({ custom: "40" }, "Monthly");
    await support.continueButton.click();
    await support.expectStep("details");
    await support.fillDonor({ ...donor, message: "Praying for the families in Kingston" });
    await support.reload();
    await support.expectStep("details");
    await expect(support.field("Last Name")).toHaveValue(donor.lastName);
    await expect(support.field("Message")).toHaveValue("Praying for the families in Kingston");
    await support.continueButton.click();
    await support.expectStep("payment");
    await support.reload();
    await support.expectStep("payment");
    await expect(page.getByText("Monthly: £40.00 today, then on the same date each month")).toBeVisible();

    await page.goBack();
    await support.expectStep("details");
    await page.goForward();
    await support.expectStep("payment");
    await support.backButton.click();
    await support.expectStep("details");
    await expect(support.field("Email")).toHaveValue(donor.email);
    await support.backButton.click();
    await support.expectStep("amount");
    await expect(support.customAmount).toHaveValue("40");
    await expect(support.frequency("Monthly")).toBeChecked();

    // A fresh tab can't jump to payment without an amount.
    const fresh = await browser.newPage();
    const other = new SupportPage(fresh);
    await other.goto("payment");
    await expect(fresh).toHaveURL(/step=amount$/);
    await other.expectStep("amount");
    await fresh.close();
  });

  test("every step passes axe, and the support hours are shown", async ({ page }) => {
    const support = new SupportPage(page);
    await support.goto();
    await expect(page.getByRole("complementary", { name: "Questions about giving?" })).toContainText("Monday – Friday, 9am – 5pm");
    await expectNoSeriousA11yViolations(page);
    await support.continueButton.click();
    await expectNoSeriousA11yViolations(page);
    await support.chooseAmount({ preset: "£100" }, "One-off");
    await support.continueButton.click();
    await support.expectStep("details");
    await support.giftAid.check();
    await support.continueButton.click();
    await expect(support.field("First Name")).toHaveAttribute("aria-invalid", "true");
    await expectNoSeriousA11yViolations(page);
    await support.fillDonor(uniquePerson("Ruth"));
    await support.addGiftAid("1 High Street, London", "SE15 4ZX");
    await support.continueButton.click();
    await support.expectStep("payment");
    await expectNoSeriousA11yViolations(page);
  });

  // The one place the server is stood in for: it is made to fail on purpose.
  test("a payment error shows the 'Payment Error' toast and re-enables Donate Now", async ({ page }) => {
    const support = new SupportPage(page);
    await support.goto();
    await support.chooseAmount({ preset: "£10" }, "One-off");
    await support.continueButton.click();
    await support.fillDonor(uniquePerson("Ruth"));
    await support.continueButton.click();
    await support.expectStep("payment");
    await page.route("**/api/create-payment", (route) => route.fulfill({ status: 503, json: { error: "Payments are paused for a moment" } }));
    await support.donateButton.click();
    await expect(toasts(page).getByText("Payment Error")).toBeVisible();
    await expect(toasts(page).getByText("Payments are paused for a moment")).toBeVisible();
    await expect(support.donateButton).toBeEnabled();
  });
});

// Real server from here on: the sandbox provider and the SMTP inbox.
const gifts = [
  { frequency: "One-off", amount: { preset: "£25" }, charge: "£25.00", giftAid: false },
  { frequency: "One-off", amount: { custom: "12.50" }, charge: "£12.50", giftAid: true },
  { frequency: "Monthly", amount: { preset: "£10" }, charge: "£10.00", giftAid: false },
  { frequency: "Monthly", amount: { preset: "£50" }, charge: "£50.00", giftAid: true },
] as const;

test.describe("giving", () => {
  for (const gift of gifts) {
    test(`a ${gift.frequency.toLowerCase()} gift of ${gift.charge} ${gift.giftAid ? "with" : "without"} Gift Aid ends with exactly one receipt`, async ({ page }) => {
      const support = new SupportPage(page);
      const donor = uniquePerson("Ruth");
      await support.goto();
      await support.chooseAmount(gift.amount, gift.frequency);
      await support.continueButton.click();
      await support.fillDonor({ ...donor, phone: "07700 900123", message: "With love from Croydon" });
      if (gift.giftAid) await support.addGiftAid("1 High Street, London", "SE15 4ZX");
      await support.continueButton.click();
      await support.expectStep("payment");

      const sandbox = await support.donateInNewTab();
      await sandbox.expectCharge(gift.charge);
      if (gift.frequency === "Monthly") await expect(sandbox.page.getByText(/monthly/i).first()).toBeVisible();
      else await expect(sandbox.page.getByText(/monthly/i)).toHaveCount(0);
      await expect(page.getByText("Complete your payment in the new tab…")).toBeVisible();

      const sessionId = await sandbox.pay();
      const success = sandbox.page;
      await expect(success.getByText(sessionId)).toBeVisible();
      await expect(success.getByText(new RegExp(`(Confirmation email sent to|Your confirmation email is on its way to) ${donor.email.replace(/\./g, "\\.")}`))).toBeVisible();
      await expect(success.getByRole("region", { name: "Your gift" })).toContainText(
        `${gift.frequency === "Monthly" ? "Monthly" : "One-off"} gift${gift.charge}`,
      );
      const [receipt] = await expectEmailsTo(donor.email, 1);
      expect(`${receipt?.text}`).toContain(gift.charge);
      await expectOrgNoticesAbout(donor, 1);
      await expect(page.getByText("Thank you for your gift")).toBeVisible();
      expect(await page.evaluate(() => window.sessionStorage.getItem("donation-draft"))).toBeNull();

      await success.reload();
      await expect(success.getByText(sessionId)).toBeVisible();
      await outboxSettled();
      expect(await emailsTo(donor.email)).toHaveLength(1);
    });
  }

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

    test("a gift leaves the shopping cart alone", async ({ page }) => {
      await seedCart(page, [{ id: "blessed-tee", quantity: 1, size: "S", color: "White" }]);
      const support = new SupportPage(page);
      const donor = uniquePerson("Ruth");
      await support.goto();
      await support.chooseAmount({ preset: "£10" }, "One-off");
      await support.continueButton.click();
      await support.fillDonor(donor);
      await support.continueButton.click();
      const sandbox = await support.donateInNewTab();
      await sandbox.pay();
      await expect(sandbox.page.getByText(confirmationEmailLine(donor.email))).toBeVisible();
      expect(await storedCart(sandbox.page)).toHaveLength(1);
      await expectEmailsTo(donor.email, 1);
    });
  });
});

// Issue 56: the banner goes with the first step only, and the tab a gift started from.
for (const viewport of [
  { width: 375, height: 740 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the banner shows above the amounts only: the later steps start at the top of the screen", async ({ page }) => {
      const support = new SupportPage(page);
      const banner = page.getByRole("heading", { level: 1, name: "Support the Movement" });
      await support.goto();
      await expect(banner).toBeVisible();
      await support.chooseAmount({ preset: "£25" }, "One-off");
      await support.continueButton.click();
      await support.expectStep("details");
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: "Your details" })).toBeInViewport();
      await expect(support.field("First Name")).toBeInViewport();
      await support.fillDonor(uniquePerson("Ruth"));
      await support.continueButton.click();
      await support.expectStep("payment");
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole("heading", { level: 2, name: "Review your gift" })).toBeInViewport();
      await expectNoSeriousA11yViolations(page);
      // Back to the amounts, the banner is back.
      await support.backButton.click();
      await support.backButton.click();
      await support.expectStep("amount");
      await expect(banner).toBeVisible();
    });

    test("while the gift is paid in another tab, Donate says so; given, the thank-you shows from the top with its heading focused", async ({ page }) => {
      const support = new SupportPage(page);
      const donor = uniquePerson("Ruth");
      await support.goto();
      await support.chooseAmount({ preset: "£10" }, "One-off");
      await support.continueButton.click();
      await support.fillDonor(donor);
      await support.continueButton.click();
      await support.expectStep("payment");
      const sandbox = await support.donateInNewTab();
      await expect(page.getByRole("button", { name: "Payment open in another tab" })).toBeDisabled();
      await expect(support.donateButton).toHaveCount(0);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await sandbox.pay();
      const thanks = page.getByRole("heading", { level: 2, name: "Thank you for your gift" });
      await expect(thanks).toBeFocused();
      await expect(thanks).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoSeriousA11yViolations(page);
    });

    test("a cancel in the other tab gives Donate Now back", async ({ page }) => {
      const support = new SupportPage(page);
      await support.goto();
      await support.chooseAmount({ preset: "£10" }, "Monthly");
      await support.continueButton.click();
      await support.fillDonor(uniquePerson("Ruth"));
      await support.continueButton.click();
      const sandbox = await support.donateInNewTab();
      await expect(page.getByText("Complete your payment in the new tab…")).toBeVisible();
      await sandbox.cancel();
      await expect(page.getByText("Complete your payment in the new tab…")).toHaveCount(0);
      await expect(page.getByText("You cancelled the payment in the other tab, and nothing was charged.")).toBeVisible();
      await expect(support.donateButton).toBeEnabled();
    });
  });
}
