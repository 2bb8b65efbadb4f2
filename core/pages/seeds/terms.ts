// /terms as a fresh install shows it.
import { termsSections } from "../../deep-links";
import { siteConfig } from "../../site-config";
import { siteName } from "../../site-name";
import type { PageContent } from "../template";
import type { termsPage } from "../templates/terms";
import { doc, h3, link, p } from "./write";

export const termsSeed: PageContent<typeof termsPage> = {
  meta: {
    title: "Terms of Use",
    description: "The terms for using the Purpose Movement website, buying from our store and giving donations.",
    socialImage: null,
  },
  sections: {
    hero: { eyebrow: "Legal", heading: "Terms of Use", intro: doc(p("Plain terms for using our website, shopping and giving.")) },
    document: {
      updated: "November 2026",
      intro: doc(
        p(
          "These terms set out how you may use the ",
          siteName,
          " website, and what you and we can expect when you buy from our store, give a donation or book our services. We have tried to keep them short and plain.",
        ),
      ),
    },
    about: { title: "About these terms" },
    usingTheSite: {
      title: "Using this website",
      body: doc(
        p(
          "We share the content on this site to encourage and inform. We work hard to keep it accurate, but it is not professional advice and may change without notice.",
        ),
        p(
          "Please do not misuse the site: for example by trying to break its security, sending harmful code or using it to harass anyone. Links to other websites, such as our social media channels or booking page, are provided for convenience; we are not responsible for their content.",
        ),
      ),
    },
    orders: {
      title: "Orders and prices",
      body: doc(
        p(
          "Prices are shown in pounds sterling (£). The total you pay, including any gift wrap, delivery and added donation, is shown before you confirm your payment. Your order is accepted when we email you to confirm it.",
        ),
        p(
          "If we discover an error in the price of something you have ordered, we will contact you and you may choose to go ahead at the correct price or cancel for a full refund.",
        ),
      ),
    },
    delivery: {
      title: "Delivery",
      body: doc(p("We deliver store orders by post to the address you give at checkout. You choose how at checkout:")),
    },
    returns: {
      title: "Returns and your right to cancel",
      body: doc(
        p(
          "You have the right to cancel an order within 14 days without giving any reason, under the Consumer Contracts Regulations 2013. The 14 days end 14 days after the day you (or someone you name, other than the carrier) receive the goods.",
        ),
      ),
      after: doc(
        h3("Your refund"),
        p(
          "We refund everything you paid, including the cost of standard delivery (but not the extra for express delivery, if you chose it), within 14 days of receiving the items back or of your proof that you sent them, whichever is sooner. We refund to the card you paid with, and you pay no fee for it. We may take off an amount for any loss in value caused by handling the items more than was needed to see what they are like.",
        ),
        h3("When the right to cancel does not apply"),
        p(
          "Items printed or altered to your instructions cannot be returned just because you have changed your mind. None of this affects your rights under the Consumer Rights Act 2015 if anything arrives faulty, damaged or not as described.",
        ),
      ),
    },
    cancellationForm: {
      title: "Model cancellation form",
      body: doc(
        p(
          "The model form from Schedule 3 of the Consumer Contracts Regulations 2013. Print it, or copy its words into an email or letter; a message of your own saying the same is just as good.",
        ),
      ),
      after: doc(
        p(
          "Please include your order reference (it starts PM-) so we can find your order quickly. What happens next is in ",
          link("Returns and your right to cancel", `#${termsSections.returns}`),
          ".",
        ),
      ),
    },
    donations: { title: "Donations" },
    giftAid: {
      title: "Gift Aid",
      body: doc(
        p(
          "If you add Gift Aid, you confirm that you are a UK taxpayer. If you pay less Income Tax and/or Capital Gains Tax than the amount of Gift Aid claimed on all your donations in that tax year, it is your responsibility to pay any difference. Please tell us if you change your name or home address, or no longer pay enough tax.",
        ),
      ),
    },
    coachingAndSpeaking: {
      title: "Coaching and speaking",
      body: doc(
        p(
          siteConfig.coachingBrand,
          " sessions are booked through a third-party scheduling service, whose own terms apply to the booking. Coaching offers general guidance and support. It is not a substitute for regulated legal or immigration advice, medical care or financial advice.",
        ),
        p("Speaking engagements are confirmed in writing, including any honorarium and travel arrangements."),
      ),
    },
    intellectualProperty: { title: "Our content and designs" },
    liability: {
      title: "Our responsibility to you",
      body: doc(
        p(
          "We are responsible for loss or damage you suffer that is a foreseeable result of us breaking these terms or failing to use reasonable care. We are not responsible for losses that were not foreseeable. Nothing in these terms limits our liability for death or personal injury caused by our negligence, for fraud, or for anything else that cannot be limited by law.",
        ),
      ),
    },
    law: {
      title: "The law that applies",
      body: doc(
        p(
          "These terms are governed by the law of England and Wales. If you live in Scotland or Northern Ireland you may also bring proceedings in your own courts.",
        ),
      ),
    },
    contact: { title: "Contact us" },
  },
};
