// The privacy policy's one rule across its sections: the first link on the page that says
// "complaint" is the one to the complaint form (docs/privacy.md), whatever staff write.
import { describe, expect, it } from "vitest";
import { link, p, doc } from "../seeds/write";
import { pageSeeds } from "../seeds/index";
import { checkPageContent } from "../template";
import { privacyPage } from "./privacy";

const seed = () => structuredClone(pageSeeds.privacy);

describe("the privacy policy's complaint link", () => {
  it("refuses a section title that says complaint, as each title is a link in the contents list", () => {
    const content = seed();
    content.sections.payments.title = "Card payments and Complaints";
    expect(checkPageContent(privacyPage, content).issues).toEqual([{ field: "sections.payments.title", message: expect.stringMatching(/first link on this page that says complaint/) }]);
  });

  it("refuses a link above the form's that says complaint but leads elsewhere", () => {
    const content = seed();
    content.sections.cookies.body = doc(p("Unhappy? ", link("Send a complaint by email", "mailto:hello@example.org"), "."));
    expect(checkPageContent(privacyPage, content).issues).toEqual([{ field: "sections.cookies.body", message: expect.stringMatching(/\/privacy\/complaint/) }]);
  });

  it("accepts a link above the form's that leads to the form, and links after it that say complaint", () => {
    const content = seed();
    content.sections.document.intro = doc(p("You can ", link("make a complaint", "/privacy/complaint"), " at any time."));
    content.sections.complaints.after = doc(p("Or ", link("complain to the ICO", "https://ico.org.uk/make-a-complaint/"), "."));
    const checked = checkPageContent(privacyPage, content);
    expect(checked.issues).toEqual([]);
    expect(checked.content?.sections.document.intro).toEqual(content.sections.document.intro);
  });
});
