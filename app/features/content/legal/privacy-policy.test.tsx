// The privacy page states every retention period the nightly job applies, from the same rules.
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { pageSeeds } from "@core/pages/seeds/index";
import { describeRule, retentionRules } from "@core/retention";
import { PrivacyPolicy } from "./privacy-policy";

describe("the privacy page", () => {
  // Inside a router whose root loader gives the charity's details, as the server renders it, with
  // the words a fresh install publishes.
  const Policy = () => <PrivacyPolicy sections={pageSeeds.privacy.sections} />;
  const Page = createRoutesStub([{ id: "root", path: "/", Component: Policy, HydrateFallback: () => null }]);
  const page = renderToStaticMarkup(<Page initialEntries={["/"]} />).replaceAll("&#x27;", "'").replaceAll("&quot;", '"');

  it("lists each retention rule in words", () => {
    for (const rule of retentionRules) expect(page).toContain(`<li>${describeRule(rule)}</li>`);
  });

  it("covers what the back office and /account add: staff access, sign-in emails, the audit log, erasure", () => {
    expect(page).toContain("Your account and our back office");
    expect(page).toMatch(/Sign-in emails/);
    expect(page).toMatch(/audit log/);
    expect(page).toMatch(/marked as held only for that reason/);
  });

  it("links to the complaint form with a link that says complaint, and states the soft opt-in and the Fundraising Preference Service", () => {
    expect(page).toMatch(/<a href="\/privacy\/complaint">[^<]*complaint[^<]*<\/a>/);
    expect(page).toMatch(/Please don’t send me\s+news about our work by email/);
    expect(page).toContain("Fundraising Preference Service");
    expect(page).toMatch(/Complaints about how we handle your information/);
  });
});
