// The newsletter end to end: the forms, the confirmation email at a real SMTP
// server, its confirm and unsubscribe links, and the pages they lead to.
import { expect, test } from "@playwright/test";
import { expectNoSeriousA11yViolations } from "./support/axe";
import { emailsTo, expectEmailsTo, outboxSettled } from "./support/inbox";
import { ConnectSignupForm, FooterSignupForm, linkFrom, SIGNUP_SUCCESS, uniqueAddress } from "./fixtures/newsletter";

test.describe("newsletter", () => {
  test("/connect names each problem, then subscribes, clears, and the emailed link confirms", async ({ page }) => {
    const connect = new ConnectSignupForm(page);
    await connect.goto();
    await expect(page.getByRole("heading", { level: 1, name: "Join Our Community" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await connect.submit.click();
    await expect(connect.firstName).toBeFocused();
    await expect(connect.firstName).toHaveAttribute("aria-invalid", "true");
    await expect(connect.firstName).toHaveAccessibleDescription("Enter your first name");
    await expect(connect.lastName).toHaveAccessibleDescription("Enter your last name");
    await expect(connect.email).toHaveAccessibleDescription(/Enter your email address/);
    await expectNoSeriousA11yViolations(page);

    const address = uniqueAddress("connect");
    await connect.signUp({ firstName: "Grace", lastName: "Mensah", email: "grace.at.example" });
    await expect(connect.email).toBeFocused();
    await expect(connect.email).toHaveAccessibleDescription(/Enter a valid email address, like name@example.com/);
    await expect(connect.firstName).not.toHaveAttribute("aria-invalid", "true");

    await connect.email.fill(address);
    await connect.submit.click();
    await expect(connect.form.getByRole("status")).toHaveText(SIGNUP_SUCCESS);
    for (const field of [connect.firstName, connect.lastName, connect.email]) await expect(field).toHaveValue("");

    const [email] = await expectEmailsTo(address, 1);
    expect(email!.subject).toBe("Confirm your subscription to Purpose Movement");
    expect(email!.text).toContain("Hello,");
    expect(email!.text).not.toContain("Grace");
    expect(email!.headers["list-unsubscribe"]).toMatch(
      /^<http:\/\/localhost:\d+\/newsletter\/unsubscribe\?token=.+>$/,
    );
    expect(email!.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");

    await page.goto(linkFrom(email!, "/newsletter/confirm"));
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/);
    await expect(page.getByRole("heading", { level: 1, name: "Subscription Confirmed" })).toBeVisible();
    await expect(page.getByText("Thank you for joining the Purpose Movement community.")).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.goto(linkFrom(email!, "/newsletter/unsubscribe"));
    await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
    await expect(page.getByRole("heading", { level: 1, name: "You're unsubscribed" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole("link", { name: "Sign up again" }).click();
    await expect(page).toHaveURL(/\/connect$/);
  });

  test("the footer form subscribes with an email alone, and its link confirms", async ({ page }) => {
    await page.goto("/movement");
    const footer = new FooterSignupForm(page);
    await footer.signUp("not an email");
    await expect(footer.email).toBeFocused();
    await expect(footer.email).toHaveAccessibleDescription("Enter a valid email address, like name@example.com");
    await expectNoSeriousA11yViolations(page, "footer");

    const address = uniqueAddress("footer");
    await footer.email.fill(address);
    await footer.submit.click();
    await expect(footer.form.getByRole("status")).toHaveText(SIGNUP_SUCCESS);
    await expect(footer.email).toHaveValue("");
    await expectNoSeriousA11yViolations(page, "footer");

    const [email] = await expectEmailsTo(address, 1);
    expect(email!.text).toContain("Hello,");
    await page.goto(linkFrom(email!, "/newsletter/confirm"));
    await expect(page.getByRole("heading", { level: 1, name: "Subscription Confirmed" })).toBeVisible();
  });

  test("signing up twice says the same both times and sends one email", async ({ page }) => {
    const connect = new ConnectSignupForm(page);
    await connect.goto();
    const address = uniqueAddress("twice");
    await connect.signUp({ firstName: "Ada", lastName: "Twice", email: address });
    await expect(connect.form.getByRole("status")).toHaveText(SIGNUP_SUCCESS);
    await expectEmailsTo(address, 1);

    const footer = new FooterSignupForm(page);
    await footer.signUp(address.toUpperCase());
    await expect(footer.form.getByRole("status")).toHaveText(SIGNUP_SUCCESS);
    // The second signup is within minutes of the first: no second email, once the site has sent all it queued.
    await outboxSettled();
    expect(await emailsTo(address)).toHaveLength(1);
  });

  test("a tampered link explains itself and offers to sign up again", async ({ page }) => {
    const connect = new ConnectSignupForm(page);
    await connect.goto();
    const address = uniqueAddress("tampered");
    await connect.signUp({ firstName: "Tam", lastName: "Pered", email: address });
    const [email] = await expectEmailsTo(address, 1);
    const link = linkFrom(email!, "/newsletter/confirm");
    await page.goto(`${link.slice(0, -4)}${link.endsWith("AAAA") ? "BBBB" : "AAAA"}`);

    await expect(page).toHaveURL(/\/newsletter\/link-invalid$/);
    await expect(page.getByRole("heading", { level: 1, name: "This link has expired or isn't valid" })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The form on this page is the real one.
    const again = new ConnectSignupForm(page);
    await expect(again.submit).toBeEnabled();
    await again.signUp({ firstName: "Tam", lastName: "Pered", email: uniqueAddress("again") });
    await expect(again.form.getByRole("status")).toHaveText(SIGNUP_SUCCESS);
  });
});

test.describe("newsletter on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test("/connect fits the screen and passes axe", async ({ page }) => {
    const connect = new ConnectSignupForm(page);
    await connect.goto();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });
});
