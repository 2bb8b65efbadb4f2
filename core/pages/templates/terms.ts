// /terms: the terms of use, of the store and of giving. The parts worded from the charity's details
// (who runs the site, where to write, the model cancellation form's addressee), from the delivery
// options the checkout offers, or from how monthly gifts work stay as the site draws them; the rest
// is the charity's to write. Sections keep their anchors (/terms#delivery, #returns,
// #cancellation-form, #donations), which the checkout, /support and emails link to.
import { definePage } from "../template";
import { CHARITY_DETAILS_IN_SETTINGS, fixedLegalSection, legalBody, legalHero, legalIntroSection, legalSection, partlyFixedLegalSection } from "./legal";

export const termsPage = definePage({
  key: "terms",
  path: "/terms",
  name: "Terms",
  sections: {
    hero: legalHero(),
    document: legalIntroSection(),
    about: fixedLegalSection("About these terms", `Its text says who runs the site (the legal name and registration from ${CHARITY_DETAILS_IN_SETTINGS}) and links to the privacy policy`),
    usingTheSite: legalSection("Using this website", { max: 2000 }),
    orders: legalSection("Orders and prices", { max: 2000 }),
    delivery: partlyFixedLegalSection(
      "Delivery",
      `The delivery options and prices listed after this text are the ones the checkout offers, and the paragraph after them gives the email address from ${CHARITY_DETAILS_IN_SETTINGS}`,
      { body: legalBody("Text before the delivery options", 1000) },
    ),
    returns: partlyFixedLegalSection(
      "Returns and your right to cancel",
      `“How to cancel” and “Sending the items back” come between the two texts: they give the address, the email and who pays for return postage from ${CHARITY_DETAILS_IN_SETTINGS}`,
      {
        body: legalBody("Text before “How to cancel”", 1500),
        after: legalBody("Text after “Sending the items back”", 4000),
      },
    ),
    cancellationForm: partlyFixedLegalSection(
      "Model cancellation form",
      `The form itself, between the two texts, is the law's model form addressed with the legal name, address and email from ${CHARITY_DETAILS_IN_SETTINGS}`,
      {
        body: legalBody("Text before the form", 1000),
        after: legalBody("Text after the form", 1000),
      },
    ),
    donations: fixedLegalSection(
      "Donations",
      `Its text names the charity from ${CHARITY_DETAILS_IN_SETTINGS} and says how monthly gifts are taken, changed and cancelled, as the site does it`,
    ),
    giftAid: legalSection("Gift Aid", { max: 2000 }),
    coachingAndSpeaking: legalSection("Coaching and speaking", { max: 2000, optional: true }),
    intellectualProperty: fixedLegalSection("Our content and designs", `Its text names the charity as the owner, from ${CHARITY_DETAILS_IN_SETTINGS}`),
    liability: legalSection("Our responsibility to you", { max: 2000 }),
    law: legalSection("The law that applies", { max: 1000 }),
    contact: fixedLegalSection("Contact us", `Its text gives the email address, phone number and postal address from ${CHARITY_DETAILS_IN_SETTINGS}`),
  },
});
