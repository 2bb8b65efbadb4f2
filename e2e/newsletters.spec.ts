// Newsletters sent from the site, in Chromium with a real SMTP server: an owner writes one,
// previews it (and at a phone's width), sends a test to themselves, then sends it to everyone who
// agreed; three confirmed subscribers each receive it once with both unsubscribe headers, one who
// unsubscribed does not; one of the three unsubscribes by the one-click POST (no cookie), and the
// next newsletter reaches the other two only. axe at 1280 and 375 px. Other specs confirm
// subscribers of their own meanwhile, so counts are read from the screen, never assumed.
import { expect, request as playwrightRequest, test, type Page } from "@playwright/test";
import { specOwner } from "./fixtures/spec-owner";
import { linkFrom, uniqueAddress } from "./fixtures/newsletter";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { emailsTo, expectEmailsTo, outboxSettled } from "./support/inbox";
import { baseURL, specOwners } from "./support/environment";

test.describe.configure({ mode: "serial", timeout: 240_000 });

const newsOwner = specOwner("NEWSLETTERS", "Naomi News");
test.afterAll(async () => newsOwner.close());

/** Signs an address up through the public API and follows its confirmation link. */
async function confirmedSubscriber(page: Page, label: string): Promise<string> {
  const address = uniqueAddress(label);
  const response = await page.request.post("/api/newsletter", { data: { email: address, source: "footer" }, headers: { origin: baseURL } });
  expect(response.status()).toBe(202);
  const [email] = await expectEmailsTo(address, 1);
  await page.request.get(linkFrom(email!, "/newsletter/confirm"));
  return address;
}

/** Writes and sends a newsletter through the back office; answers how many it went to. */
async function writeAndSend(owner: Page, subject: string, words: string): Promise<number> {
  await owner.goto("/admin");
  await owner.getByRole("navigation").getByRole("link", { name: "Newsletters" }).click();
  await expect(owner.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
  await owner.getByRole("button", { name: "New newsletter" }).click();
  await owner.getByLabel("Subject").fill(subject);
  await owner.getByLabel("Preview line").fill("Stories from Kingston");
  const body = owner.getByRole("textbox", { name: /body/i });
  await body.click();
  await body.pressSequentially(words);
  await owner.getByRole("button", { name: "Save draft" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await owner.getByRole("button", { name: /^Send…$/ }).click();
  const confirm = owner.getByRole("button", { name: /^Send to \d+ (people|person)$/ });
  await expect(confirm).toBeVisible();
  const count = Number(/\d+/.exec((await confirm.textContent()) ?? "")![0]);
  await confirm.click();
  await expect(owner.getByText("Sending to")).toBeVisible();
  return count;
}

test("an owner writes, previews, tests and sends a newsletter; each confirmed subscriber gets it once; one unsubscribes in one click; the next reaches the rest", async ({ browser, page }) => {
  const [ada, ben, cy] = [await confirmedSubscriber(page, "news-ada"), await confirmedSubscriber(page, "news-ben"), await confirmedSubscriber(page, "news-cy")];
  const gone = await confirmedSubscriber(page, "news-gone");
  const [confirmation] = await emailsTo(gone);
  await page.request.get(linkFrom(confirmation!, "/newsletter/unsubscribe"));

  const owner = await newsOwner.page(browser);
  await owner.goto("/admin/newsletters/new");
  await expect(owner.getByRole("heading", { level: 1, name: "New newsletter" })).toBeVisible();
  await expectNoSeriousA11yViolations(owner);

  // Write, preview (and at a phone's width), and a test to the owner alone.
  await owner.getByLabel("Subject").fill("Advent letter");
  const body = owner.getByRole("textbox", { name: /body/i });
  await body.click();
  await owner.getByRole("button", { name: "Heading", exact: true }).click();
  await body.pressSequentially("News from Kingston");
  await body.press("Enter");
  await body.pressSequentially("Thank you for praying with us this Advent.");
  await owner.getByRole("button", { name: "Save draft" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await owner.getByRole("button", { name: "Preview" }).click();
  const preview = owner.frameLocator('iframe[title="Preview of the email"]');
  await expect(preview.getByRole("heading", { level: 2, name: "News from Kingston" })).toBeVisible();
  await owner.getByRole("button", { name: "Phone width (375 px)" }).click();
  await expect(owner.locator('iframe[title="Preview of the email"]')).toHaveAttribute("style", /width: 375px/);
  // The preview is the email's own HTML in a sandboxed frame (no scripts: axe can't read inside it).
  await owner.getByRole("button", { name: "Close the preview" }).click();
  await owner.getByRole("button", { name: "Send me a test" }).click();
  const [testEmail] = await expectEmailsTo(specOwners.NEWSLETTERS, 1);
  expect(testEmail!.subject).toBe("[Test] Advent letter");
  await outboxSettled();
  for (const address of [ada, ben, cy]) expect(await emailsTo(address)).toHaveLength(1);

  await owner.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(owner);
  await owner.setViewportSize({ width: 1280, height: 800 });

  await owner.getByRole("button", { name: /^Send…$/ }).click();
  const confirm = owner.getByRole("button", { name: /^Send to \d+ people$/ });
  await expect(confirm).toBeVisible();
  await confirm.click();
  await expect(owner.getByRole("heading", { name: "Sending" })).toBeVisible();

  // Each confirmed subscriber: the confirmation, then the newsletter, once, with both headers.
  for (const address of [ada, ben, cy]) {
    const [, letter] = await expectEmailsTo(address, 2, 60_000);
    expect(letter!.subject).toBe("Advent letter");
    expect(letter!.headers["list-unsubscribe"]).toMatch(/^<http:\/\/localhost:\d+\/newsletter\/stop\/[A-Za-z0-9_-]{43}>$/);
    expect(letter!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  }
  expect(await emailsTo(gone)).toHaveLength(1);
  await expect(owner.getByText(/Finished/)).toBeVisible({ timeout: 60_000 });
  await expectNoSeriousA11yViolations(owner);
  await owner.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(owner);
  await owner.setViewportSize({ width: 1280, height: 800 });

  // Ben's mail client unsubscribes him in one click: a POST with no cookie.
  const [, benLetter] = await emailsTo(ben);
  const stop = /<([^>]+)>/.exec(benLetter!.headers["list-unsubscribe"]!)![1]!;
  const stranger = await playwrightRequest.newContext();
  const oneClick = await stranger.post(stop, { form: { "List-Unsubscribe": "One-Click" } });
  expect(oneClick.status()).toBe(200);
  await stranger.dispose();

  await writeAndSend(owner, "Christmas letter", "Merry Christmas from all of us.");
  // Finished: every row of the second newsletter is done, so the inbox holds all it will.
  await expect(owner.getByText(/Finished/)).toBeVisible({ timeout: 60_000 });
  await expectEmailsTo(ada, 3);
  await expectEmailsTo(cy, 3);
  expect(await emailsTo(ben)).toHaveLength(2);
  expect(await emailsTo(gone)).toHaveLength(1);
});
