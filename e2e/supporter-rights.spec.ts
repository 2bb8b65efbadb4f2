// Supporters' rights under the 2026 rules, in Chromium at 375 and 1280 px with axe: a person
// complains about how we handle their data from /privacy and is acknowledged by email at once,
// an owner works the complaint; the soft opt-in, turned on, joins a donor who leaves its box
// unticked and not one who ticks it, and turned off is not offered; a Fundraising Preference
// Service request keeps an address off the list whatever it does, while its receipt still goes.
// The owner is this spec's own (a command-line link from global setup), so admin.spec's owner
// and its counted sign-in codes are left alone.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { specOwner } from "./fixtures/spec-owner";
import { expectEmailsTo, outboxSettled, emailsTo } from "./support/inbox";
import { SupportPage } from "./fixtures/support-page";
import { CheckoutPage, customerFor } from "./fixtures/checkout-page";
import { seedCart, uniquePerson, type Person } from "./fixtures/shop";

// Each test pays once or twice and works the back office: more than the default 45 seconds on a busy machine.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const NEWS_BOX = "Please don't send me news about our work by email";
const phone = { width: 375, height: 740 };
const desk = { width: 1280, height: 800 };

const rightsOwner = specOwner("RIGHTS", "Rhoda Rights");
test.afterAll(async () => rightsOwner.close());
const ownerPage = (browser: Browser) => rightsOwner.page(browser);

async function setSoftOptIn(owner: Page, on: boolean) {
  await owner.goto("/admin/settings");
  const box = owner.getByRole("checkbox", { name: "Use the charitable-purpose soft opt-in" });
  await expect(box).toBeVisible();
  // The charity's details and backups above it fill in as they load, moving it down.
  await expect(owner.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
  if ((await box.isChecked()) !== on) {
    await box.click();
    await expect(owner.getByRole("status").filter({ hasText: on ? "The soft opt-in is on" : "The soft opt-in is off" })).toBeVisible();
  }
  await expect(box).toBeChecked({ checked: on });
}

async function subscriber(owner: Page, email: string) {
  const response = await owner.request.get(`/api/admin/subscribers?q=${encodeURIComponent(email)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { subscribers: { email: string; basis: string; source: string; status: string }[] }).subscribers.find((s) => s.email === email);
}

/** A one-off £10 gift through /support; `tick` ticks the soft opt-in's box (which must be offered). */
async function give(page: Page, donor: Person, box: "offered, left unticked" | "offered, ticked" | "not offered") {
  const support = new SupportPage(page);
  await support.goto();
  await support.chooseAmount({ preset: "£10" }, "One-off");
  await support.continueButton.click();
  await support.expectStep("details");
  await support.fillDonor(donor);
  const news = page.getByRole("checkbox", { name: NEWS_BOX });
  if (box === "not offered") {
    // The setting is read as the step mounts: give it the time it would take to arrive.
    await page.waitForLoadState("networkidle");
    await expect(news).toHaveCount(0);
  } else {
    await expect(news).toBeVisible();
    await expect(news).not.toBeChecked();
    if (box === "offered, ticked") await news.check();
  }
  await support.continueButton.click();
  await support.expectStep("payment");
  const sandbox = await support.donateInNewTab();
  await sandbox.pay();
  await sandbox.page.close();
}

test("a person complains about how we handle their data from /privacy and is acknowledged by email at once, on a phone", async ({ page }) => {
  await page.setViewportSize(phone);
  const person = uniquePerson("Hana");
  await page.goto("/privacy");
  // The first link on the page that says "complaint" is the one to the form.
  await page.getByRole("link", { name: /complaint/i }).first().click();
  await expect(page).toHaveURL(/\/privacy\/complaint$/);
  await expect(page.getByRole("heading", { level: 1, name: "Make a complaint about how we handle your data" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Bad input: a message beside each field, what was typed kept, nothing sent.
  await page.getByLabel("Your name").fill(`${person.firstName} ${person.lastName}`);
  await page.getByLabel("Your email address").fill("not an address");
  await page.getByRole("button", { name: "Send my complaint" }).click();
  await expect(page.getByRole("alert")).toContainText("2 answers need changing");
  await expect(page.getByLabel("Your email address")).toHaveValue("not an address");
  await expect(page.getByLabel("Your email address")).toHaveAccessibleDescription(/Enter a valid email address/);
  await expect(page.getByLabel("What happened")).toHaveAccessibleDescription(/Enter your description of what happened/);
  await expect(page.getByLabel("Your name")).toHaveValue(`${person.firstName} ${person.lastName}`);
  await expectNoSeriousA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await page.getByLabel("Your email address").fill(person.email);
  await page.getByLabel("What happened").fill("I unsubscribed in March and you still emailed me in May.");
  await page.getByRole("button", { name: "Send my complaint" }).click();
  await expect(page.getByRole("status")).toContainText("We've emailed you an acknowledgement");
  await expectNoSeriousA11yViolations(page);

  const [acknowledgement] = await expectEmailsTo(person.email, 1);
  expect(acknowledgement!.subject).toMatch(/complaint/i);
  expect(acknowledgement!.text.replace(/\s+/g, " ")).toMatch(/full answer without undue delay, and by \d{1,2} \w+ \d{4} at the latest/);
  expect(acknowledgement!.text).toContain("ico.org.uk/make-a-complaint");
});

test("an owner finds the complaint among the new ones, and works it with a note and a status", async ({ browser }) => {
  const owner = await ownerPage(browser);
  const nav = owner.getByRole("navigation", { name: "Back office" });
  await expect(nav.getByRole("link", { name: /^Complaints\s*, \d+ new$/ })).toBeVisible();
  await nav.getByRole("link", { name: /^Complaints/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Complaints" })).toBeVisible();
  const list = owner.getByRole("list", { name: "Complaints" });
  await expect(list).toContainText("Hana");
  await expectNoSeriousA11yViolations(owner);

  await list.getByRole("link").filter({ hasText: "Hana" }).first().click();
  await expect(owner.getByRole("heading", { level: 1, name: /^Complaint from Hana/ })).toBeVisible();
  await expect(owner.getByText("I unsubscribed in March and you still emailed me in May.")).toBeVisible();
  await owner.getByLabel("Add a note for the team").fill("Checked the list: an old export was used.");
  await owner.getByRole("button", { name: "Add note" }).click();
  await expect(owner.getByRole("list", { name: "Notes" })).toContainText("an old export was used");
  await owner.getByLabel("Status").selectOption("acknowledged");
  await owner.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Saved." })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await owner.close();
});

test("the soft opt-in, once on, joins a donor who leaves the box unticked and not one who ticks it, whom an owner can unsubscribe (asked in the page); off, it is not offered", async ({ browser, page }) => {
  const owner = await ownerPage(browser);
  await setSoftOptIn(owner, true);
  await expect(owner.getByText(/a charity may email news about its work to people who gave or bought from it/)).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  try {
    // At 1280 px: a gift, the box left unticked.
    await page.setViewportSize(desk);
    const joins = uniquePerson("Sola");
    await give(page, joins, "offered, left unticked");
    await expect.poll(() => subscriber(owner, joins.email)).toMatchObject({ basis: "soft_opt_in", source: "gift", status: "confirmed" });

    // At 375 px: the checkout's details step offers it too (axe on the step); this shopper ticks it.
    await page.setViewportSize(phone);
    const declines = uniquePerson("Tunde");
    await seedCart(page, [{ id: "passport-to-purpose-tee", quantity: 1, size: "M", color: "Black" }]);
    const checkout = new CheckoutPage(page);
    await checkout.goto();
    await checkout.fillDetails(customerFor(declines));
    const news = page.getByRole("checkbox", { name: NEWS_BOX });
    await expect(news).not.toBeChecked();
    await expectNoSeriousA11yViolations(page);
    await news.check();
    await checkout.continueToShipping.click();
    await checkout.expectStep("shipping");
    await checkout.continueToPayment.click();
    await checkout.expectStep("payment");
    const sandbox = await checkout.payInNewTab();
    await sandbox.pay();
    await sandbox.page.close();
    await expectEmailsTo(declines.email, 1);
    expect(await subscriber(owner, declines.email)).toBeUndefined();

    // The owner sees the basis on the Supporters page.
    await owner.goto(`/admin/supporters?q=${encodeURIComponent(joins.email)}`);
    const subscribers = owner.getByRole("list", { name: "Subscribers" });
    await expect(subscribers).toContainText("Soft opt-in");
    await expectNoSeriousA11yViolations(owner);

    // Unsubscribing them is asked in the page, beside the button, on a phone too: Cancel changes
    // nothing, the answer does it.
    await owner.setViewportSize(phone);
    const unsubscribe = subscribers.getByRole("button", { name: `Unsubscribe ${joins.email}` });
    const question = owner.getByRole("group", { name: `Unsubscribe ${joins.email}? They will get no more newsletters unless they sign up again.` });
    await unsubscribe.click();
    await expect(question.getByRole("button", { name: "Yes, unsubscribe" })).toBeFocused();
    await expectNoSeriousA11yViolations(owner);
    await question.getByRole("button", { name: "Cancel" }).click();
    await expect(question).toHaveCount(0);
    expect(await subscriber(owner, joins.email)).toMatchObject({ status: "confirmed" });
    await unsubscribe.click();
    await question.getByRole("button", { name: "Yes, unsubscribe" }).click();
    await expect(owner.getByRole("status").filter({ hasText: `${joins.email} is unsubscribed.` })).toBeVisible();
    expect(await subscriber(owner, joins.email)).toMatchObject({ status: "unsubscribed" });
    await owner.setViewportSize(desk);
  } finally {
    await setSoftOptIn(owner, false);
  }
  const notOffered = uniquePerson("Kemi");
  await give(page, notOffered, "not offered");
  await expectEmailsTo(notOffered.email, 1);
  expect(await subscriber(owner, notOffered.email)).toBeUndefined();
  await owner.close();
});

test("a Fundraising Preference Service request keeps an address off the list; its receipt still goes", async ({ browser, page }) => {
  const owner = await ownerPage(browser);
  const person = uniquePerson("Faith");
  await owner.goto("/admin/supporters");
  await owner.getByRole("textbox", { name: "Email address not to contact" }).fill(person.email.toUpperCase());
  await owner.getByRole("textbox", { name: "Their name", exact: true }).fill(`${person.firstName} ${person.lastName}`);
  await owner.getByRole("button", { name: "Record the request" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "will get no more marketing email" })).toBeVisible();
  await expect(owner.getByRole("list", { name: "Requests not to be contacted" })).toContainText(person.email);
  await expectNoSeriousA11yViolations(owner);

  // The footer signup answers as it always does, and nothing arrives or is kept.
  await page.setViewportSize(phone);
  const signup = await page.request.post("/api/newsletter", { data: { source: "footer", email: person.email } });
  expect(signup.status()).toBe(202);
  expect((await signup.json()).message).toMatch(/Check your inbox/);

  // The soft opt-in, on, passes them by; their receipt still goes.
  await setSoftOptIn(owner, true);
  try {
    await page.setViewportSize(desk);
    await give(page, person, "offered, left unticked");
  } finally {
    await setSoftOptIn(owner, false);
  }
  const [receipt] = await expectEmailsTo(person.email, 1);
  expect(receipt!.text).toMatch(/GF-\d{5,}/);
  await outboxSettled();
  expect((await emailsTo(person.email)).map((m) => m.subject)).toHaveLength(1);
  expect(await subscriber(owner, person.email)).toBeUndefined();
  await owner.close();
});
