// The back office's door, as staff meet it in Chromium: the first owner's setup link from the
// server's log, a passkey made and used through Chromium's virtual authenticator, a code read
// from the real SMTP server, invitations for finance and fulfilment, and what each role sees,
// at 1280 px and 375 px, by keyboard, and through axe.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import * as XLSX from "@e965/xlsx";
import { scheduleColumns } from "../core/hmrc-schedule";
import { donationBody, merchandiseBody } from "../server/test-support/payments";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { expectEmailsTo } from "./support/inbox";
import { FooterSignupForm, SIGNUP_SUCCESS } from "./fixtures/newsletter";
import { isoDateInDays, SpeakingRequestForm } from "./fixtures/speaking-request";

const OWNER = "owner.e2e@purposemovement.test";
const FINANCE = "finance.e2e@purposemovement.test";
const FULFILMENT = "packing.e2e@purposemovement.test";
const DISPATCHER = "dispatch.e2e@purposemovement.test";
const SHOPPER = "shopper.admin-e2e@example.test";

/** A paid order, bought as a customer does: create-payment, then the sandbox's pay button. */
async function paidOrder(request: APIRequestContext): Promise<string> {
  const body = merchandiseBody([{ id: "passport-to-purpose-tee", quantity: 2, size: "M", color: "Navy" }]);
  const created = await request.post("/api/create-payment", { data: { ...body, donorInfo: { ...body.donorInfo, email: SHOPPER } } });
  expect(created.status()).toBe(200);
  const sessionId = new URL((await created.json()).url).pathname.split("/").pop()!;
  const paid = await request.post(`/sandbox/checkout/${sessionId}/pay`, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "", maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  const status = await request.post("/api/send-purchase-email", { data: { sessionId } });
  return (await status.json()).reference as string;
}

test.describe.configure({ mode: "serial" });

/** Chromium's built-in authenticator: a platform passkey that always says yes, as Touch ID would. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
}

/** The sections in the navigation, without the count of new requests beside "Requests". */
async function navLabels(page: Page): Promise<string[]> {
  const texts = await page.getByRole("navigation", { name: "Back office" }).getByRole("link").allTextContents();
  return texts.map((text) => text.replace(/\d+, \d+ new$/, ""));
}

/** The order page's panel headings as they are seen, from the top of the screen down. */
async function panelsTopToBottom(page: Page): Promise<string[]> {
  const headings = page.getByRole("heading", { level: 2 });
  const placed = await Promise.all(
    (await headings.all()).map(async (heading) => ({ name: (await heading.textContent())!.trim(), top: (await heading.boundingBox())!.y })),
  );
  return placed.sort((a, b) => a.top - b.top).map((heading) => heading.name);
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sign in" })).toBeVisible();
}

/** Signs in with an emailed code: the newest "sign-in code" email to `address`. */
async function signInWithCode(page: Page, address: string, codesBefore: number) {
  await page.goto("/admin/sign-in");
  await page.getByLabel("Email address").fill(address);
  await page.getByRole("button", { name: "Email me a sign-in code" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a sign-in code is on its way" })).toBeVisible();
  const emails = (await expectEmailsTo(address, codesBefore + 1)).filter((m) => m.subject.includes("sign-in code"));
  const code = /\b\d{6}\b/.exec(emails.at(-1)!.text)![0];
  await page.getByLabel("6-digit code").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
}

/** Accepts the invitation emailed to `address` in a browser of its own, as that person would. */
async function acceptInvite(browser: Browser, address: string, name: string, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const [invite] = await expectEmailsTo(address, 1);
  expect(invite!.subject).toContain("invited");
  const link = /https?:\/\/\S+\/admin\/invite\?token=[A-Za-z0-9_-]+/.exec(invite!.text)![0];
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(link);
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  return { context, page };
}

test("the first owner sets up the back office, adds a passkey, signs in with it and with an emailed code", async ({ page }) => {
  const setupLink = process.env.E2E_SETUP_LINK;
  expect(setupLink, "global setup reads the setup link from the server's log").toBeTruthy();

  // Nobody is signed in: every back-office page asks for a sign-in first.
  await page.goto("/admin/staff");
  await expect(page).toHaveURL(/\/admin\/sign-in\?next=%2Fstaff$/);
  await expectNoSeriousA11yViolations(page);

  await page.goto(setupLink!);
  await expect(page.getByRole("heading", { level: 1, name: "Set up the back office" })).toBeVisible();
  await page.getByRole("button", { name: "Become the owner" }).click();
  await expect(page.getByText("Enter a name")).toBeVisible();
  await page.getByLabel("Your name").fill("Grace Owner");
  await page.getByLabel("Your email address").fill(OWNER);
  await page.getByRole("button", { name: "Become the owner" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  expect(await navLabels(page)).toEqual(["Dashboard", "Orders", "Products", "Giving", "Reports", "Supporters", "Requests", "Complaints", "Pages", "Newsletters", "Settings", "Audit log", "Your profile"]);
  await expectNoSeriousA11yViolations(page);

  // The setup link works once.
  await page.goto(setupLink!);
  await expect(page.getByRole("alert")).toContainText(/expired|used|not valid/i);

  await addVirtualAuthenticator(page);
  await page.goto("/admin/profile");
  await page.getByLabel("Name for a new passkey").fill("Office laptop");
  await page.getByRole("button", { name: "Add a passkey" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Added the passkey “Office laptop”" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Your passkeys" }).getByText("Office laptop")).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await signOut(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  const me = await page.request.get("/api/admin/me");
  expect((await me.json()).staff).toMatchObject({ email: OWNER, role: "owner" });

  await signOut(page);
  await signInWithCode(page, OWNER, 0);
  // Signed out, the old session is dead: the API says so.
  await signOut(page);
  expect((await page.request.get("/api/admin/me")).status()).toBe(401);
});

test("an owner invites finance and fulfilment staff; each sees only their sections, on a desk and on a phone", async ({ page, browser }) => {
  await signInWithCode(page, OWNER, 1);
  await page.goto("/admin/settings");
  // The page's panels fill in as their answers arrive, each moving the links below it down: once
  // a click meant for "Staff and invitations" landed on what had just moved there instead.
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Loading…" })).toHaveCount(0);
  await page.getByRole("link", { name: "Staff and invitations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();

  await page.getByLabel("Email address").fill("not an address");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText(/valid email/i)).toBeVisible();

  await page.getByLabel("Email address").fill(FINANCE);
  await page.getByLabel("Role", { exact: true }).selectOption("finance");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Invitation sent to ${FINANCE} as Finance` })).toBeVisible();
  await page.getByLabel("Email address").fill(FULFILMENT);
  await page.getByLabel("Role", { exact: true }).selectOption("fulfilment");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByRole("list", { name: "Invitations waiting" }).getByText(FULFILMENT)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const finance = await acceptInvite(browser, FINANCE, "Femi Finance");
  expect(await navLabels(finance.page)).toEqual(["Dashboard", "Orders", "Products", "Giving", "Reports", "Your profile"]);
  await finance.page.goto("/admin/staff");
  await expect(finance.page.getByRole("heading", { level: 1, name: "Not available to your role" })).toBeVisible();
  expect((await finance.page.request.get("/api/admin/staff")).status()).toBe(403);
  await finance.context.close();

  // Fulfilment staff often mark a dispatch from a phone.
  const packer = await acceptInvite(browser, FULFILMENT, "Pat Packer", { width: 375, height: 740 });
  // By keyboard: the first Tab reaches the skip link, which moves to the page's content.
  await packer.page.reload();
  await expect(packer.page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
  await packer.page.keyboard.press("Tab");
  await expect(packer.page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  await packer.page.keyboard.press("Enter");
  await expect(packer.page.locator("#admin-main")).toBeFocused();
  const nav = packer.page.getByRole("navigation", { name: "Back office" });
  await expect(nav).toBeHidden();
  const menu = packer.page.getByRole("button", { name: "Menu" });
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  expect(await navLabels(packer.page)).toEqual(["Dashboard", "Orders", "Products", "Reports", "Your profile"]);
  const width = await packer.page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, "nothing scrolls sideways at 375 px").toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(packer.page);
  await nav.getByRole("link", { name: "Orders" }).focus();
  await packer.page.keyboard.press("Enter");
  await expect(packer.page.getByRole("heading", { level: 1, name: "Orders" })).toBeFocused();

  // The owner sees both in the team, and removing one ends their session at once.
  await page.reload();
  const team = page.getByRole("list", { name: "Team" });
  await expect(team.getByText("Femi Finance", { exact: true })).toBeVisible();
  // Asked in the page, beside the button, not in the browser's own box.
  await page.getByRole("button", { name: "Remove Pat Packer" }).click();
  await expect(page.getByRole("group", { name: "Remove Pat Packer? They are signed out at once." })).toBeVisible();
  await page.getByRole("button", { name: "Yes, remove Pat Packer" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Pat Packer has been removed" })).toBeVisible();
  expect((await packer.page.request.get("/api/admin/me")).status()).toBe(401);
  await packer.context.close();

  // Every change is in the audit log.
  await page.goto("/admin/audit");
  const entries = page.getByRole("list", { name: "Audit entries" });
  await expect(entries).toContainText(`invited ${FULFILMENT} to join as fulfilment`);
  await expect(entries).toContainText(`removed ${FULFILMENT} (fulfilment) from the team`);
  await expectNoSeriousA11yViolations(page);
});

test("an order is dispatched by fulfilment staff on a phone and partly refunded by finance; the customer hears each time", async ({ browser, request }) => {
  const reference = await paidOrder(request);

  // The owner takes on someone to pack, who works from a phone.
  const office = await browser.newContext();
  const owner = await office.newPage();
  await signInWithCode(owner, OWNER, 2);
  await owner.goto("/admin/staff");
  await owner.getByLabel("Email address").fill(DISPATCHER);
  await owner.getByLabel("Role", { exact: true }).selectOption("fulfilment");
  await owner.getByRole("button", { name: "Send invitation" }).click();
  await expect(owner.getByRole("status").filter({ hasText: `Invitation sent to ${DISPATCHER}` })).toBeVisible();
  await office.close();
  const { context: phone, page: packer } = await acceptInvite(browser, DISPATCHER, "Dee Dispatch", { width: 375, height: 740 });
  // On the phone the order's page reads as a packer needs it (issue 55): what to pack, where it
  // goes and how, then the dispatch form; the customer and the timeline after.
  await packer.goto(`/admin/orders/${reference}`);
  await expect(packer.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  expect(await panelsTopToBottom(packer)).toEqual(["Items", "Delivery", "Dispatch this order", "Customer", "Timeline"]);
  expect(await packer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(packer);
  await packer.goto("/admin/orders");
  const row = packer.getByRole("list", { name: "Orders" }).getByRole("listitem").filter({ hasText: reference });
  await expect(row).toContainText("Paid");
  await row.getByLabel(`Select ${reference}`).check();
  await packer.getByRole("link", { name: "Packing slips" }).click();
  await expect(packer.getByRole("region", { name: `Packing slip ${reference}` })).toContainText("2");
  await packer.goBack();
  await packer.getByLabel(`Select ${reference}`).check();
  await packer.getByRole("button", { name: "Dispatch selected" }).click();
  await packer.getByLabel("Carrier").selectOption("Royal Mail");
  // A number mistyped (the last digit), put right below.
  await packer.getByLabel("Tracking number").fill("ab123456788gb");
  await packer.getByRole("button", { name: "Mark as dispatched" }).click();
  await expect(packer.getByRole("status").filter({ hasText: "1 order marked as dispatched" })).toBeVisible();
  expect(await packer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoSeriousA11yViolations(packer);
  const [, sent] = await expectEmailsTo(SHOPPER, 2);
  expect(sent!.subject).toContain(`Your order ${reference} is on its way`);
  expect(sent!.text).toContain("AB123456788GB");
  // Corrected from the order's page, and the customer told the right number.
  await packer.goto(`/admin/orders/${reference}`);
  await packer.getByRole("button", { name: "Correct carrier or tracking" }).click();
  await packer.getByLabel("Tracking number").fill("ab123456789gb");
  await packer.getByLabel("the corrected details").check();
  await expectNoSeriousA11yViolations(packer);
  await packer.getByRole("button", { name: "Save the correction" }).click();
  await expect(packer.getByRole("status").filter({ hasText: "Dispatch details corrected." })).toBeVisible();
  await expect(packer.getByRole("link", { name: "AB123456789GB" })).toBeVisible();
  const [, , corrected] = await expectEmailsTo(SHOPPER, 3);
  expect(corrected!.subject).toContain(`Corrected delivery details for your order ${reference}`);
  expect(corrected!.text).toContain("AB123456789GB");
  await phone.close();

  const desk = await browser.newContext();
  const finance = await desk.newPage();
  await signInWithCode(finance, FINANCE, 1);
  // Looked up by its reference from the list's default view (To dispatch), the dispatched order is
  // shown there and then, not answered with "0 orders" (issue 55).
  await finance.goto("/admin/orders");
  const search = finance.getByRole("search", { name: "Find orders" });
  await search.getByLabel("Search").fill(reference.toLowerCase());
  await search.getByLabel("Search").press("Enter");
  await expect(finance.getByText(`${reference} is looked up by its reference, whatever the view and filters chosen.`)).toBeVisible();
  const found = finance.getByRole("list", { name: "Orders" }).getByRole("listitem");
  await expect(found).toHaveCount(1);
  await expect(found).toContainText("Dispatched");
  await found.getByRole("link", { name: reference }).click();
  await expect(finance.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  // Sent, on a phone: how it went follows where it went; finance's refund comes after the customer.
  const desktopSize = finance.viewportSize()!;
  await finance.setViewportSize({ width: 375, height: 740 });
  expect(await panelsTopToBottom(finance)).toEqual(["Items", "Delivery", "Dispatch", "Customer", "Refund", "Timeline"]);
  await expectNoSeriousA11yViolations(finance);
  await finance.setViewportSize(desktopSize);
  await expect(finance.getByRole("button", { name: "Mark as dispatched" })).toHaveCount(0);
  await finance.getByLabel("Amount (£)").fill("5");
  await finance.getByLabel("Reason").fill("Arrived late");
  await finance.getByRole("button", { name: "Refund", exact: true }).click();
  // Asked in the page, beside the button, with the amount in the answer's name.
  await expect(finance.getByRole("group", { name: /Refund £5\.00 to .*\? This cannot be undone\./ })).toBeVisible();
  await expectNoSeriousA11yViolations(finance);
  await finance.getByRole("button", { name: "Yes, refund £5.00" }).click();
  await expect(finance.getByRole("status").filter({ hasText: "Refunded £5.00" })).toBeVisible();
  await expect(finance.getByText("Partly refunded")).toBeVisible();
  await expect(finance.getByRole("list", { name: "What happened" })).toContainText("Refund of £5.00 made");
  await expectNoSeriousA11yViolations(finance);
  const [, , , refund] = await expectEmailsTo(SHOPPER, 4);
  expect(refund!.subject).toContain(`Your refund of £5.00 for ${reference}`);

  // The customer's own page, from the link in their email, says all of it.
  const orderLink = /https?:\/\/\S+\/orders\/PM-\d+\?token=[A-Za-z0-9_-]+/.exec(sent!.text)![0];
  const customer = await desk.newPage();
  await customer.goto(orderLink);
  await expect(customer.getByRole("heading", { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(customer.getByText("Sent with Royal Mail")).toBeVisible();
  await expect(customer.getByText("Refunded to your card")).toBeVisible();
  await desk.close();
});

test("a monthly gift with Gift Aid is claimed by finance, and the schedule downloads as HMRC's spreadsheet", async ({ browser, request }) => {
  const body = donationBody(10, {
    frequency: "monthly",
    donorInfo: { firstName: "Ruth", lastName: "Okafor", email: "gift-aid.e2e@example.test", message: "" },
    giftAid: { address: "12 Peckham Road, London", postcode: "SE15 5JR" },
  });
  const created = await request.post("/api/create-payment", { data: body });
  const sessionId = new URL((await created.json()).url).pathname.split("/").pop()!;
  await request.post(`/sandbox/checkout/${sessionId}/pay`, { headers: { "content-type": "application/x-www-form-urlencoded" }, data: "", maxRedirects: 0 });
  const reference = (await (await request.post("/api/send-purchase-email", { data: { sessionId } })).json()).reference as string;

  const desk = await browser.newContext();
  const finance = await desk.newPage();
  await signInWithCode(finance, FINANCE, 2);
  await finance.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Giving" }).click();
  await expect(finance.getByRole("heading", { level: 1, name: "Gift Aid" })).toBeVisible();
  // The sandbox's gifts are test gifts, shown while payments run in the sandbox: claimed apart,
  // in their own panel, never sent to HMRC.
  await expect(finance.getByLabel("Show test payments")).toBeChecked();
  await expect(finance.getByText("Test payments are included.")).toBeVisible();
  await expect(finance.getByRole("button", { name: "New test claim" })).toBeEnabled();
  await expectNoSeriousA11yViolations(finance);
  await finance.getByRole("button", { name: "New test claim" }).click();
  await finance.getByRole("button", { name: "Yes, build the claim" }).click();
  await expect(finance.getByRole("status").filter({ hasText: "Test claim built" })).toBeVisible();
  await finance.getByRole("list", { name: "Claims" }).getByRole("link").first().click();
  await expect(finance.getByText("A test claim")).toBeVisible();
  await expect(finance.getByRole("cell", { name: reference })).toBeVisible();

  const [download] = await Promise.all([finance.waitForEvent("download"), finance.getByRole("link", { name: /Schedule\s+\(\.ods\)/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^TEST-gift-aid-.*\.ods$/);
  const book = XLSX.read(readFileSync((await download.path())!), { type: "buffer" });
  const rows = XLSX.utils.sheet_to_json<string[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, raw: false, defval: "" });
  expect(rows[0]).toEqual([...scheduleColumns]);
  expect(rows.slice(1)).toContainEqual(["", "Ruth", "Okafor", "12", "SE15 5JR", "", "", expect.stringMatching(/^\d{2}\/\d{2}\/\d{2}$/), "10.00"]);

  // The plan is among the monthly plans, and the dashboard counts it with the test money.
  await finance.goto("/admin/giving/plans");
  await expect(finance.getByRole("list", { name: "Monthly plans" })).toContainText(reference);
  await expectNoSeriousA11yViolations(finance);
  await finance.getByRole("search", { name: "Find monthly plans" }).getByLabel("Search").fill("okafor");
  await finance.getByRole("button", { name: "Find plans" }).click();
  await expect(finance.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/api/admin/plans.csv?q=okafor");
  // The donor among the donors, one row for the address, which opens their page.
  await finance.getByRole("navigation", { name: "Giving" }).getByRole("link", { name: "Donors" }).click();
  await finance.getByRole("search", { name: "Find donors" }).getByLabel("Search").fill("gift-aid.e2e@");
  await finance.getByRole("button", { name: "Show donors" }).click();
  const donors = finance.getByRole("list", { name: "Donors" });
  await expect(donors.getByRole("listitem")).toHaveCount(1);
  await expect(donors).toContainText("gift-aid.e2e@example.test");
  await expect(donors).toContainText("monthly gift · Gift Aid");
  await expectNoSeriousA11yViolations(finance);
  await donors.getByRole("link", { name: "Ruth Okafor" }).click();
  await expect(finance.getByRole("heading", { level: 1, name: "Donor gift-aid.e2e@example.test" })).toBeVisible();
  await finance.goto("/admin");
  await expect(finance.getByLabel("Show test payments")).toBeChecked();
  await expect(finance.getByText("Active monthly gifts")).toBeVisible();
  await expect(finance.getByRole("table", { name: "Income by month" })).toBeAttached();
  await expectNoSeriousA11yViolations(finance);
  await desk.close();
});

test("a person signs up and asks for a speaker; an owner finds both, answers, exports the person and erases them", async ({ browser, page }) => {
  const requester = { name: "Pastor Abena Owusu", email: "abena.e2e@example.test" };
  // As the person: the footer's newsletter form, then the speaking request form on /book-call.
  await page.goto("/movement");
  const footer = new FooterSignupForm(page);
  await footer.signUp(requester.email);
  await expect(footer.form.getByRole("status")).toHaveText(SIGNUP_SUCCESS);
  const form = new SpeakingRequestForm(page);
  await form.goto();
  await form.fill({ ...requester, organisation: "St Mark's, Croydon", eventDate: isoDateInDays(60), location: "Croydon", message: "<b>Please</b> come and speak at our family day." });
  await form.submit.click();
  await expect(form.form.getByRole("status")).toContainText("your request has reached our team");

  const desk = await browser.newContext();
  const owner = await desk.newPage();
  await signInWithCode(owner, OWNER, 3);
  await owner.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: /^Requests/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Speaking requests" })).toBeVisible();
  await owner.getByRole("list", { name: "Speaking requests" }).getByRole("link", { name: new RegExp(requester.name) }).click();
  await expect(owner.getByRole("heading", { level: 1, name: `Request from ${requester.name}` })).toBeVisible();
  // What the requester typed is shown as text, never as markup.
  await expect(owner.getByText("<b>Please</b> come and speak at our family day.")).toBeVisible();
  await owner.getByLabel("Status").selectOption("replied");
  await owner.getByRole("button", { name: /^Save/ }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Marked as replied" })).toBeVisible();
  await owner.getByLabel("Add a note for the team").fill("Emailed to offer 1 May; waiting to hear back.");
  await owner.getByRole("button", { name: "Add note" }).click();
  await expect(owner.getByRole("list", { name: "Notes" })).toContainText("Emailed to offer 1 May");
  await expectNoSeriousA11yViolations(owner);

  await owner.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: "Supporters" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Supporters" })).toBeVisible();
  await owner.getByLabel("Search").fill(requester.email);
  await owner.getByRole("search", { name: "Find subscribers" }).getByRole("button").click();
  await expect(owner.getByRole("list", { name: "Subscribers" })).toContainText(requester.email);
  await expectNoSeriousA11yViolations(owner);

  // The requester asks what is held about them: the owner downloads it.
  await owner.getByLabel("Their email address").fill(requester.email);
  const [download] = await Promise.all([owner.waitForEvent("download"), owner.getByRole("button", { name: "Download (JSON)" }).click()]);
  const held = JSON.parse(readFileSync((await download.path())!, "utf8")) as { email: string; speakingRequests: { organisation: string }[]; newsletter: unknown[] };
  expect(held.email).toBe(requester.email);
  expect(held.speakingRequests.map((r) => r.organisation)).toEqual(["St Mark's, Croydon"]);
  expect(held.newsletter).toHaveLength(1);

  // Then asks to be forgotten: the owner types the address twice; a typo is refused.
  await owner.getByLabel("Address to erase").fill(requester.email);
  await owner.getByRole("button", { name: "Erase…" }).click();
  const confirm = owner.getByRole("form", { name: `Confirm erasing ${requester.email}` });
  await confirm.getByLabel("Type the address again to confirm").fill("abena.e2e@example.tst");
  await confirm.getByRole("button", { name: "Erase permanently" }).click();
  await expect(confirm.getByLabel("Type the address again to confirm")).toHaveAccessibleDescription(/Type the same address again to confirm the erasure/);
  await confirm.getByLabel("Type the address again to confirm").fill(requester.email);
  await confirm.getByRole("button", { name: "Erase permanently" }).click();
  await expect(owner.getByRole("status").filter({ hasText: `${requester.email}: newsletter subscription deleted, 1 speaking request deleted` })).toBeVisible();
  await expect(owner.getByRole("status").filter({ hasText: "No records are kept." })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  // Nothing of them is left to find: not in the subscribers, not in the inbox, not in an export.
  await expect(owner.getByText("No subscribers match.")).toBeVisible();
  await owner.getByLabel("Their email address").fill(requester.email);
  await owner.getByRole("button", { name: "Download (JSON)" }).click();
  await expect(owner.getByRole("alert")).toHaveText(`Nothing is held about ${requester.email}`);
  await owner.getByRole("navigation", { name: "Back office" }).getByRole("link", { name: /^Requests/ }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Speaking requests" })).toBeVisible();
  await expect(owner.getByRole("main")).not.toContainText(requester.name);
  await desk.close();
});
