// The page editor as a member with the editor role meets it, at 1280 and 375 px with axe: they
// change /movement's heading and one value card, preview the draft (the public page is unchanged),
// publish it (live within 5 seconds), then restore the version that was live before and publish
// that. A link is checked as it is typed, and a save made after someone else's keeps what was
// typed and shows their version. Publishing changes what visitors see, so it runs in the
// "catalogue changes" project, after the specs that read /movement.
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { waitForFirstOwner } from "./fixtures/spec-owner";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { baseURL, E2E_PAGE_EDITOR_EMAIL } from "./support/environment";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const ORIGINAL = { heading: "Our Movement", card: "Family" };
const CHANGED = {
  heading: "Our Movement, together",
  card: "Family first",
  cardText: "Homes where every generation is heard and helped.",
};

/** The editor's own browser, signed in through the setup link global setup made. */
let context: BrowserContext;
test.beforeAll(async ({ browser }) => {
  await waitForFirstOwner();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const link = process.env.E2E_PAGE_EDITOR_LINK;
  expect(link, "global setup makes the page editor's setup link").toBeTruthy();
  const joined = await context.request.post("/api/admin/setup", {
    headers: { origin: baseURL },
    data: { token: new URL(link!).searchParams.get("token"), name: "Pat Pages", email: E2E_PAGE_EDITOR_EMAIL },
  });
  expect(joined.status(), await joined.text()).toBe(200);
});
test.afterAll(async () => context?.close());

async function openMovement(admin: Page) {
  await admin.goto("/admin/pages");
  await admin.getByRole("link", { name: "Movement", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Movement" })).toBeVisible();
  await expect(banner(admin).getByRole("textbox", { name: "Heading", exact: true })).toBeVisible();
}

const banner = (admin: Page) => admin.getByRole("region", { name: "Banner" });
const valueCard = (admin: Page, n: number) =>
  admin.getByRole("region", { name: "Our values" }).getByRole("group", { name: `Value card ${n}` });

/** The public page's main heading and text as a visitor's browser is served it. */
async function publicMovement(request: APIRequestContext): Promise<string> {
  return (await request.get("/movement")).text();
}

test("the pages list and the editor pass axe on a desk and on a phone, and the nav leads there", async () => {
  const admin = await context.newPage();
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 375, height: 740 },
  ]) {
    await admin.setViewportSize(viewport);
    await admin.goto("/admin");
    // The editor role sees Pages and nothing of the shop or giving.
    if (viewport.width < 768) await admin.getByRole("button", { name: "Menu" }).click();
    const nav = admin.getByRole("navigation", { name: "Back office" });
    await expect(nav.getByRole("link", { name: "Pages" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Orders" })).toHaveCount(0);
    await nav.getByRole("link", { name: "Pages" }).click();
    await expect(admin.getByRole("link", { name: "Movement", exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(admin);
    await openMovement(admin);
    await expect(
      admin.getByRole("region", { name: "Search engines" }).getByRole("textbox", { name: "Title for search engines" }),
    ).toHaveValue("Our Movement");
    await expectNoSeriousA11yViolations(admin);
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      `the editor scrolls sideways at ${viewport.width} px`,
    ).toBe(true);
  }
  await admin.close();
});

test("an editor changes /movement's heading and a value card, previews it, publishes it, restores the old version and publishes that", async ({
  page,
  request,
}) => {
  const admin = await context.newPage();
  const before = await (await context.request.get("/api/admin/pages/movement")).json();
  const wasLive: string = before.publishedNumber === null ? "the installed words" : `version ${before.publishedNumber}`;
  await openMovement(admin);

  // The heading, with its counter against the slot's limit.
  const heading = banner(admin).getByRole("textbox", { name: "Heading", exact: true });
  await expect(heading).toHaveValue(ORIGINAL.heading);
  await heading.fill(CHANGED.heading);
  await expect(banner(admin).getByText(`${CHANGED.heading.length} of 60 characters`)).toBeVisible();

  // One value card: its title, and its text in the rich text editor.
  const card = valueCard(admin, 2);
  await expect(card.getByRole("textbox", { name: "Title" })).toHaveValue(ORIGINAL.card);
  await card.getByRole("textbox", { name: "Title" }).fill(CHANGED.card);
  const text = card.getByRole("textbox", { name: "Text" });
  await text.click();
  await admin.keyboard.press("ControlOrMeta+A");
  await admin.keyboard.type(CHANGED.cardText);
  await expect(text).toHaveText(CHANGED.cardText);
  await expect(card.getByText(`${CHANGED.cardText.length} of 240 characters`)).toBeVisible();

  // A button's link is checked as it is typed, with the server's rule.
  const join = admin.getByRole("region", { name: "Join the movement" });
  const firstLink = join.getByRole("group", { name: "First button" }).getByRole("textbox", { name: "Link address" });
  const firstHref = await firstLink.inputValue();
  await firstLink.fill("javascript:alert(1)");
  await expect(
    join.getByText(
      "Use a web address starting https://, an email address (mailto:), a phone number (tel:) or a page of this site starting /",
    ),
  ).toBeVisible();
  await firstLink.fill(firstHref);
  await expect(join.getByText(/Use a web address starting https/)).toHaveCount(0);

  await admin.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(admin);
  await admin.setViewportSize({ width: 1280, height: 800 });

  // Save draft, then Preview: the draft in a new tab, the public page as it was.
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText(/^Draft saved\./)).toBeVisible();
  const popup = admin.waitForEvent("popup");
  await admin.getByRole("button", { name: "Preview" }).click();
  const preview = await popup;
  await expect(preview.getByRole("region", { name: "Preview" })).toContainText("Not public");
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(CHANGED.heading);
  await expect(preview.getByText(CHANGED.card, { exact: true })).toBeVisible();
  await expect(preview.getByText(CHANGED.cardText)).toBeVisible();
  await preview.close();
  await page.goto("/movement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ORIGINAL.heading);
  await expect(page.getByText(CHANGED.card, { exact: true })).toHaveCount(0);

  // Publish: every visitor has it within 5 seconds.
  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(admin.getByText("Published: /movement shows it within seconds.")).toBeVisible();
  await expect
    .poll(async () => (await publicMovement(request)).includes(CHANGED.heading), { timeout: 5_000, intervals: [100] })
    .toBe(true);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/movement");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CHANGED.heading);
    await expect(page.getByText(CHANGED.card, { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  }

  // History: the version that was live before, what it differs by, and Restore.
  const history = admin.getByRole("region", { name: "History" });
  await expect(history.getByText("Live", { exact: true })).toHaveCount(1);
  await history.getByRole("button", { name: `What changed, ${wasLive}` }).click();
  await expect(history.getByText("Banner › Heading")).toBeVisible();
  await expect(history.getByText("Our values › Value cards › Value card 2 › Title")).toBeVisible();
  await admin.setViewportSize({ width: 375, height: 740 });
  await expectNoSeriousA11yViolations(admin);
  await admin.setViewportSize({ width: 1280, height: 800 });
  await history.getByRole("button", { name: `Restore ${wasLive}` }).click();
  await expect(admin.getByText(/now the draft\. Visitors still see what was live until you publish\./)).toBeVisible();
  await expect(heading).toHaveValue(ORIGINAL.heading);
  await expect(valueCard(admin, 2).getByRole("textbox", { name: "Title" })).toHaveValue(ORIGINAL.card);
  // Restoring never touches what is live.
  expect(await publicMovement(request)).toContain(CHANGED.heading);

  await admin.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(admin.getByText("Published: /movement shows it within seconds.")).toBeVisible();
  await expect
    .poll(async () => (await publicMovement(request)).includes(CHANGED.heading), { timeout: 5_000, intervals: [100] })
    .toBe(false);
  await page.goto("/movement");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ORIGINAL.heading);
  await expect(page.getByText(ORIGINAL.card, { exact: true })).toBeVisible();
  await admin.close();
});

test("a save made after someone else's keeps what was typed, shows their version, and saves over it when asked", async () => {
  const admin = await context.newPage();
  await openMovement(admin);
  const heading = banner(admin).getByRole("textbox", { name: "Heading", exact: true });
  const original = await heading.inputValue();
  await heading.fill("Mine, typed while they saved");

  // Someone else saves the draft after this form was opened.
  const api = `${baseURL}/api/admin/pages/movement`;
  const headers = { origin: baseURL, "content-type": "application/json" };
  const theirs = await (await context.request.get(api)).json();
  const storyHeading: string = theirs.draft.sections.story.heading;
  const theirContent = structuredClone(theirs.draft);
  theirContent.sections.story.heading = "Theirs, saved first";
  expect(
    (
      await context.request.put(`${api}/draft`, { headers, data: { version: theirs.version, content: theirContent } })
    ).status(),
  ).toBe(200);

  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByRole("alert")).toContainText("Someone else changed this page after you opened it");
  await expect(heading).toHaveValue("Mine, typed while they saved");
  await admin.getByRole("button", { name: "See their version" }).click();
  const compare = admin.getByRole("region", { name: "Their version and yours" });
  await expect(compare.getByText("Banner › Heading")).toBeVisible();
  await expect(compare.getByText("Theirs, saved first")).toBeVisible();
  await expectNoSeriousA11yViolations(admin);
  await compare.getByRole("button", { name: "Keep mine" }).click();
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText(/^Draft saved\./)).toBeVisible();
  const saved = await (await context.request.get(api)).json();
  expect(saved.draft.sections.hero.heading).toBe("Mine, typed while they saved");
  // Keeping mine kept all of mine: their change to another field is replaced too.
  expect(saved.draft.sections.story.heading).toBe(storyHeading);

  // The draft goes back to what visitors see, for the specs after this one.
  await heading.fill(original);
  await admin.getByRole("button", { name: "Save draft" }).click();
  await expect(admin.getByText(/^Draft saved\./)).toBeVisible();
  await admin.close();
});

test("a publish is scheduled for a UK day and time, the server's refusal of a past time shows on its field, and the schedule is cancelled", async () => {
  const admin = await context.newPage();
  await openMovement(admin);
  // Leaving with unsaved words asks first.
  const heading = banner(admin).getByRole("textbox", { name: "Heading", exact: true });
  const original = await heading.inputValue();
  await heading.fill("Not saved yet");
  await admin.getByRole("link", { name: "Back to pages" }).click();
  const leave = admin.getByRole("alertdialog", { name: "Leave this page? Your changes to Movement are not saved." });
  await expect(leave.getByRole("button", { name: "Stay and keep editing" })).toBeFocused();
  await leave.getByRole("button", { name: "Stay and keep editing" }).click();
  await expect(heading).toHaveValue("Not saved yet");
  await heading.fill(original);

  const publishing = admin.getByRole("region", { name: "Publishing" });
  await publishing.getByRole("button", { name: "Schedule a publish…" }).click();
  await publishing.getByLabel("Day").fill("2020-01-01");
  await publishing.getByLabel("Time (UK)").fill("09:30");
  await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(publishing.getByLabel("Day")).toHaveAccessibleDescription(
    /Choose a day and time at least a minute from now/,
  );
  await expectNoSeriousA11yViolations(admin);

  const nextYear = new Date().getUTCFullYear() + 1;
  await publishing.getByLabel("Day").fill(`${nextYear}-06-01`);
  await publishing.getByRole("button", { name: "Schedule", exact: true }).click();
  await expect(admin.getByText(/^Scheduled\./)).toBeVisible();
  await expect(publishing).toContainText(new RegExp(`Publishes \\w+, 1 June ${nextYear} at 09:30 \\(UK time\\)`));
  await admin.goto("/admin/pages");
  await expect(
    admin
      .getByRole("listitem")
      .filter({ hasText: "Movement" })
      .getByText(/^Scheduled /),
  ).toBeVisible();
  await admin.getByRole("link", { name: "Movement", exact: true }).click();
  await admin.getByRole("button", { name: "Cancel schedule" }).click();
  await expect(admin.getByText("The schedule is cancelled: nothing will be published then.")).toBeVisible();
  await expect(publishing.getByRole("button", { name: "Schedule a publish…" })).toBeVisible();
  await admin.close();
});
