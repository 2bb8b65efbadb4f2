// What a donor and a buyer are told before and after paying (issue 24): the gift restated with a
// way back to each choice, who the charity and the seller are, the terms for delivery, returns
// and gifts, and what the success page and the emails say afterwards. Tests marked "real server"
// pay through the sandbox provider and read the real SMTP inbox.
import { expect, test, type Page } from "@playwright/test";
import { formatLongDate } from "../core/dates";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expectEmailsTo } from "./support/inbox";
import { CheckoutPage, customerFor } from "./fixtures/checkout-page";
import { purchaseStatus } from "./fixtures/sandbox-checkout";
import { seedCart, uniquePerson, type SeedLine } from "./fixtures/shop";
import { SupportPage } from "./fixtures/support-page";

const REGISTRATION = "Registered charity no. 1190000 (England and Wales)";
const SELLER = "Purpose Movement Trust (trading as Purpose Movement), PO Box 7781, London, SE15 4ZX, United Kingdom";
const viewports = [
  { name: "on a desk", size: { width: 1280, height: 800 } },
  { name: "on a phone", size: { width: 375, height: 740 } },
] as const;

/** Nothing on the page is wider than the screen (no sideways scrolling on a phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

/** The value shown beside a label on the gift's review ("Amount" → "£25.00"). */
function reviewValue(page: Page, label: string) {
  return page
    .getByRole("main")
    .locator("dl > div")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) })
    .getByRole("definition")
    .first();
}

async function toReview(support: SupportPage, gift: { amount: string; frequency: "One-off" | "Monthly"; giftAid: boolean }) {
  const donor = uniquePerson("Hannah");
  await support.goto();
  await support.chooseAmount({ custom: gift.amount }, gift.frequency);
  await support.continueButton.click();
  await support.fillDonor(donor);
  if (gift.giftAid) await support.addGiftAid("1 High Street, London", "SE15 4ZX");
  await support.continueButton.click();
  await support.expectStep("payment");
  return donor;
}

for (const viewport of viewports) {
  test.describe(`before paying, ${viewport.name}`, () => {
    test.use({ viewport: viewport.size, hasTouch: viewport.size.width < 500 });

    test("the gift's review restates each choice, with what Gift Aid adds, and each Change link goes back to its step", async ({ page }) => {
      const support = new SupportPage(page);
      const donor = await toReview(support, { amount: "25", frequency: "One-off", giftAid: true });

      await expect(reviewValue(page, "Amount")).toHaveText("£25.00");
      await expect(reviewValue(page, "Frequency")).toHaveText("One-off");
      await expect(reviewValue(page, "Name")).toHaveText(`${donor.firstName} ${donor.lastName}`);
      await expect(reviewValue(page, "Email")).toContainText(donor.email);
      await expect(reviewValue(page, "Gift Aid")).toHaveText("Yes: Gift Aid adds £6.25, at no cost to you");
      for (const [name, step] of [["Change amount", "amount"], ["Change frequency", "amount"], ["Change name", "details"], ["Change email", "details"], ["Change Gift Aid", "details"]]) {
        await expect(page.getByRole("link", { name, exact: true })).toHaveAttribute("href", `/support?step=${step}`);
        await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      // Monthly instead: the amount step, then straight back through with nothing lost.
      await page.getByRole("link", { name: "Change frequency" }).click();
      await support.expectStep("amount");
      await expect(support.customAmount).toHaveValue("25");
      await support.frequency("Monthly").check();
      await support.continueButton.click();
      await support.expectStep("details");
      await expect(support.field("Email")).toHaveValue(donor.email);
      await support.continueButton.click();
      await support.expectStep("payment");
      await expect(reviewValue(page, "Frequency")).toHaveText("Monthly: £25.00 today, then on the same date each month");
      await expect(reviewValue(page, "Gift Aid")).toHaveText("Yes: Gift Aid adds £6.25 a month, at no cost to you");
      await expect(page.getByRole("link", { name: "your giving account" })).toHaveAttribute("href", "/account");

      // A new email address, and no Gift Aid after all.
      await page.getByRole("link", { name: "Change email" }).click();
      await support.expectStep("details");
      await support.field("Email").fill(`new.${donor.email}`);
      await support.giftAid.uncheck();
      await support.continueButton.click();
      await support.expectStep("payment");
      await expect(reviewValue(page, "Email")).toContainText(`new.${donor.email}`);
      await expect(reviewValue(page, "Gift Aid")).toHaveText("Not addedIf you pay UK tax, Gift Aid would add £6.25 a month.");
    });

    test("the donation page names the registered charity and links to the terms for gifts", async ({ page }) => {
      const support = new SupportPage(page);
      await support.goto();
      const main = page.getByRole("main");
      await expect(main.getByText(`Purpose Movement Trust. ${REGISTRATION}.`)).toBeVisible();
      await expect(main.getByRole("link", { name: "Terms for gifts", exact: true })).toHaveAttribute("href", "/terms#donations");
      await toReview(support, { amount: "10", frequency: "One-off", giftAid: false });
      await expect(main.getByText(`Purpose Movement Trust. ${REGISTRATION}.`)).toBeVisible();
      // Beside the Donate button too.
      await expect(main.getByText("Your gift is made under our terms for gifts.")).toBeVisible();
      const terms = main.getByRole("link", { name: "terms for gifts", exact: true });
      await expect(terms).toHaveAttribute("href", "/terms#donations");
      await terms.click();
      await expect(page).toHaveURL(/\/terms#donations$/);
      await expect(page.getByRole("heading", { level: 2, name: "Donations" })).toBeInViewport();
      await expect(page.getByRole("region", { name: "Donations" })).toContainText("sign in to your giving account");
    });

    test("the order review names the seller, the total with delivery, and links to the delivery and returns terms", async ({ page }) => {
      const cart: SeedLine[] = [{ id: "passport-to-purpose-tee", quantity: 2, size: "L", color: "Navy" }];
      await seedCart(page, cart);
      const checkout = new CheckoutPage(page);
      await checkout.goto();
      await checkout.completeDetailsAndShipping(customerFor(uniquePerson()), "Express Shipping");

      const orderReview = page.getByRole("region", { name: "Order Review" });
      await expect(orderReview.getByRole("heading", { name: "Who you're buying from" })).toBeVisible();
      await expect(orderReview).toContainText(`${SELLER}. ${REGISTRATION}.`);
      await expect(orderReview).toContainText("Total to pay: £38.97, including delivery (£4.99)");
      await expect(checkout.payButton).toHaveText("Pay £38.97");
      await expect(orderReview).toContainText("You can cancel within 14 days of receiving your order");
      await expect(orderReview.getByRole("link", { name: "delivery terms" })).toHaveAttribute("href", "/terms#delivery");
      await expectNoSidewaysScroll(page);
      await expectNoSeriousA11yViolations(page);

      await orderReview.getByRole("link", { name: "returns and your right to cancel" }).click();
      await expect(page).toHaveURL(/\/terms#returns$/);
      await expect(page.getByRole("heading", { level: 2, name: "Returns and your right to cancel" })).toBeInViewport();
      await page.goBack();
      await checkout.expectStep("payment");
      await expect(checkout.payButton).toHaveText("Pay £38.97");
    });
  });
}

test("the terms give the model cancellation form, filled with the seller's name and address, at its own address", async ({ page, request }) => {
  const html = await (await request.get("/terms")).text();
  expect(html).toContain('id="cancellation-form"');
  expect(html).toContain('id="delivery"');
  expect(html).toContain('id="returns"');
  expect(html).toContain('id="donations"');

  await page.goto("/terms#cancellation-form");
  const form = page.getByRole("region", { name: "Model cancellation form" });
  await expect(page.getByRole("heading", { level: 2, name: "Model cancellation form" })).toBeInViewport();
  await expect(form).toContainText("(Complete and return this form only if you wish to withdraw from the contract)");
  await expect(form).toContainText("To Purpose Movement Trust, PO Box 7781, London, SE15 4ZX, United Kingdom. Email: hello@purposemovement.org.uk");
  await expect(form).toContainText("I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],");
  await expect(form).toContainText("Signature of consumer(s) (only if this form is notified on paper)");
  const returns = page.getByRole("region", { name: "Returns and your right to cancel" });
  await expect(returns).toContainText("within 14 days without giving any reason");
  await expect(returns).toContainText("You pay the direct cost of returning them.");
  await expectNoSeriousA11yViolations(page);
});

test("the footer states the registered charity in every page's pre-rendered HTML, and keeps it after hydration and navigation", async ({ page, request }) => {
  for (const path of ["/", "/support", "/store", "/terms", "/payment-success"]) {
    const html = await (await request.get(path)).text();
    const legal = /<div data-island="footer-legal"[^>]*>([\s\S]*?)<\/footer>/.exec(html)?.[1] ?? "";
    expect(legal, path).toContain(`Purpose Movement Trust. ${REGISTRATION}.`);
  }
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(REGISTRATION, { exact: false })).toBeVisible();
  await footer.getByRole("link", { name: "Terms" }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(footer.getByText(REGISTRATION, { exact: false })).toBeVisible();
});

// Real server from here on.
test.describe("after paying", () => {
  for (const viewport of viewports) {
    test(`a monthly gift with Gift Aid: the success page and the receipt give its reference, amount, next payment, Gift Aid and how to change it (${viewport.name})`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: viewport.size, hasTouch: viewport.size.width < 500 });
      const page = await context.newPage();
      const support = new SupportPage(page);
      const donor = await toReview(support, { amount: "20", frequency: "Monthly", giftAid: true });
      const sandbox = await support.donateInNewTab();
      const sessionId = await sandbox.pay();
      const success = sandbox.page;

      const status = await purchaseStatus(context.request, sessionId);
      expect(status.reference).toMatch(/^GF-\d+$/);
      const nextPaymentAt = new Date(status.order.nextPaymentAt ?? "");
      const daysAhead = (nextPaymentAt.getTime() - Date.now()) / 86_400_000;
      expect(daysAhead).toBeGreaterThan(27);
      expect(daysAhead).toBeLessThan(32);
      const nextPayment = formatLongDate(nextPaymentAt);

      await expect(success.getByText(`Gift reference: ${status.reference}`)).toBeVisible();
      const gift = success.getByRole("region", { name: "Your gift" });
      await expect(gift).toContainText("Monthly gift£20.00");
      await expect(gift).toContainText(`Next payment${nextPayment}`);
      await expect(gift).toContainText("Gift AidDeclared: adds £5.00 a month");
      await expect(gift.getByRole("link", { name: "your giving account" })).toHaveAttribute("href", "/account");
      await expect(success.getByRole("main").getByText(`Purpose Movement Trust. ${REGISTRATION}.`)).toBeVisible();
      await expectNoSidewaysScroll(success);
      await expectNoSeriousA11yViolations(success);

      const [receipt] = await expectEmailsTo(donor.email, 1);
      const text = receipt!.text.replace(/\s+/g, " ");
      expect(text).toContain(`Gift reference ${status.reference}`);
      expect(text).toContain("Amount £20.00");
      expect(text).toContain(`Next payment ${nextPayment}`);
      expect(text).toContain("Gift Aid Declared: adds £5.00 a month");
      expect(text).toMatch(/sign in at http:\/\/localhost:\d+\/account with this email address/);
      expect(receipt!.html).toMatch(/\/account\/manage\?token=[^"]+"[^>]*>Manage or cancel your monthly gift</);
      await context.close();
    });
  }

  test("a one-off gift without Gift Aid says so on the success page and in the receipt, and names no next payment", async ({ page }) => {
    const support = new SupportPage(page);
    const donor = await toReview(support, { amount: "15", frequency: "One-off", giftAid: false });
    const sandbox = await support.donateInNewTab();
    await sandbox.pay();
    const gift = sandbox.page.getByRole("region", { name: "Your gift" });
    await expect(gift).toContainText("One-off gift£15.00");
    await expect(gift).toContainText("Gift AidNot declared");
    await expect(gift).not.toContainText("Next payment");
    const [receipt] = await expectEmailsTo(donor.email, 1);
    expect(receipt!.text.replace(/\s+/g, " ")).toContain("Gift Aid Not declared");
  });

  test("the order confirmation gives the delivery estimate and the right to cancel, and its form link opens the form", async ({ page }) => {
    await seedCart(page, [{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Black" }]);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    const person = uniquePerson("Lydia");
    await checkout.completeDetailsAndShipping(customerFor(person), "Standard Shipping");
    const sandbox = await checkout.payInNewTab();
    await sandbox.pay();
    await expect(sandbox.page.getByRole("main").getByText(`Purpose Movement Trust. ${REGISTRATION}.`)).toBeVisible();

    const [confirmation] = await expectEmailsTo(person.email, 1);
    const text = confirmation!.text.replace(/\s+/g, " ");
    expect(text).toMatch(/Standard Shipping: 5-7 business days\. Delivery estimate: between \w+day \d{1,2} \w+ and \w+day \d{1,2} \w+/);
    expect(text).toContain("You can cancel this order, without giving a reason, within 14 days of the day it reaches you");
    expect(text).toContain(`Sold by ${SELLER}`);
    const formLink = /href="(http:\/\/localhost:\d+\/terms#cancellation-form)"/.exec(confirmation!.html)?.[1];
    expect(confirmation!.html).toMatch(/href="http:\/\/localhost:\d+\/terms#returns"/);
    expect(formLink).toBeDefined();

    await page.goto(formLink!);
    await expect(page.getByRole("heading", { level: 2, name: "Model cancellation form" })).toBeInViewport();
  });
});
