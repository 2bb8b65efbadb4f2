// The speaking-request form on /book-call: what it asks, what it refuses, and
// that the ministry and the requester both receive the request at a real SMTP server.
import { expect, test } from "@playwright/test";
import type { ReceivedEmail } from "../server/test-support/smtp-inbox";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { emailsTo, expectEmailsTo } from "./support/inbox";
import { uniqueAddress } from "./fixtures/newsletter";
import { isoDateInDays, SpeakingRequestForm } from "./fixtures/speaking-request";

const ORG_EMAIL = "team@purposemovement.test"; // set by e2e/support/global-setup.ts

test.describe("speaking requests", () => {
  test("the form names each problem, then sends the request to the ministry with a copy to the requester", async ({
    page,
  }) => {
    const form = new SpeakingRequestForm(page);
    await form.goto();
    await expect(page.getByRole("heading", { level: 1, name: "Book a Speaking Engagement" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Request a Speaker" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await form.submit.click();
    await expect(form.field("Your name")).toBeFocused();
    const required: [string, string][] = [
      ["Your name", "Enter your name"],
      ["Church or organisation", "Enter your church or organisation"],
      ["Email address", "Enter your email address"],
      ["Event date", "Enter the date of your event"],
      ["Location", "Enter your event location"],
      ["Message", "Enter your message"],
    ];
    for (const [label, message] of required) {
      await expect(form.field(label)).toHaveAttribute("aria-invalid", "true");
      await expect(form.field(label)).toHaveAccessibleDescription(new RegExp(message));
    }
    for (const optional of ["Phone number", "Audience size", "Topic"]) {
      await expect(form.field(optional)).not.toHaveAttribute("aria-invalid", "true");
    }
    await expect(form.form.getByRole("alert")).toHaveText("Please correct the highlighted fields.");
    await expectNoSeriousA11yViolations(page);

    const requester = uniqueAddress("pastor");
    const organisation = `Grace Chapel ${Date.now().toString(36)}`;
    await form.fill({
      name: "Pastor Ruth Campbell",
      organisation,
      email: requester,
      phone: "020 7946 0000",
      eventDate: isoDateInDays(-10),
      location: "Peckham, London",
      audienceSize: "about 200",
      topic: "Purpose in the family",
      message: "Our autumn family conference.\nA keynote on Saturday morning, 40 minutes.",
    });
    await form.submit.click();
    await expect(form.field("Event date")).toBeFocused();
    await expect(form.field("Event date")).toHaveAccessibleDescription(/The event date has passed/);
    await expect(form.field("Audience size")).toHaveAccessibleDescription(/Enter the audience size as a number/);

    const eventDate = isoDateInDays(75);
    await form.field("Event date").fill(eventDate);
    await form.field("Audience size").fill("200");
    await form.submit.click();
    await expect(form.form.getByRole("status")).toContainText("your request has reached our team");
    await expect(form.field("Your name")).toHaveValue("");
    await expect(form.field("Message")).toHaveValue("");

    const [copy] = await expectEmailsTo(requester, 1);
    expect(copy!.subject).toBe("Your speaking request to Purpose Movement");
    expect(copy!.text).toContain("has reached our team");
    expect(copy!.text).not.toContain(organisation);

    let notice: ReceivedEmail | undefined;
    await expect
      .poll(async () => {
        notice = (await emailsTo(ORG_EMAIL)).find((m) => m.subject.startsWith(`Speaking request: ${organisation},`));
        return Boolean(notice);
      })
      .toBe(true);
    expect(notice!.headers["reply-to"]).toBe(requester);
    for (const value of [
      "Pastor Ruth Campbell",
      requester,
      "020 7946 0000",
      "Peckham, London",
      "200",
      "Purpose in the family",
      "A keynote on Saturday morning, 40 minutes.",
    ]) {
      expect(notice!.text).toContain(value);
    }
  });
});

test.describe("speaking requests on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("/book-call fits the screen and passes axe", async ({ page }) => {
    const form = new SpeakingRequestForm(page);
    await form.goto();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
