// /privacy as a fresh install shows it.
import { siteName } from "../../site-name";
import type { PageContent } from "../template";
import type { privacyPage } from "../templates/privacy";
import { doc, h3, link, p, ul } from "./write";

export const privacySeed: PageContent<typeof privacyPage> = {
  meta: {
    title: "Privacy Policy",
    description: "How Purpose Movement collects, uses and protects your personal information when you shop, give, subscribe or get in touch.",
    socialImage: null,
  },
  sections: {
    hero: { eyebrow: "Legal", heading: "Privacy Policy", intro: doc(p("Your information, handled with care.")) },
    document: {
      updated: "November 2026",
      intro: doc(
        p(
          "Your trust matters to us. This policy explains what personal information ",
          siteName,
          " collects when you shop, give, subscribe or get in touch, why we collect it, how we keep it safe and the choices you have.",
        ),
      ),
    },
    whoWeAre: { title: "Who we are" },
    whatWeCollect: {
      title: "What we collect and why",
      body: doc(
        h3("Orders from our store"),
        p(
          "When you buy from us we collect your name, email address, phone number, delivery address, the items you order and any notes or gift-wrap choices. We use them to take payment, send your order, email your confirmation and deal with any returns. We need this information to fulfil our contract with you.",
        ),
        h3("Donations"),
        p(
          "When you give, we record your name, email address, the amount, whether it is a one-off or monthly gift and the payment reference. We use these to process your gift, send you a receipt and thank you, which is in our legitimate interest as a charity, and to keep the financial records the law requires.",
        ),
        h3("Gift Aid declarations"),
        p(
          "If you add Gift Aid, we also keep your home address, postcode, the date and wording of your declaration and the donations it covers. We share these details with HM Revenue & Customs so that we can claim Gift Aid, and we keep them for as long as HMRC requires (see “How long we keep it” below).",
        ),
        h3("Our newsletter"),
        p(
          "If you subscribe, we keep your email address, your name if you give it, and when and how you confirmed your subscription. We only send the newsletter after you click the link in our confirmation email, and every newsletter has a one-click unsubscribe link. We rely on your consent, which you can withdraw at any time.",
        ),
        p(
          "If we have turned it on, when you give or buy from us we may also offer a box to tick, “Please don’t send me news about our work by email”. If you leave it unticked, we add your email address and name to our newsletter list once your payment goes through, noting that it came from your gift or order and when. The law allows a charity to do this (the “soft opt-in” for its charitable purposes, since 5 February 2026) as long as you could refuse at the time and every email lets you unsubscribe in one click. We send no confirmation email for this.",
        ),
        h3("Asking us not to contact you"),
        p(
          "If you ask us, or ask through the Fundraising Regulator’s Fundraising Preference Service, to stop contacting you, we record your email address (and your name and postal address if the request includes them). From then on we send you no newsletter or other marketing email, and no signup or gift adds you to our list again, though we still send receipts and emails about your orders. We keep the request for as long as it stands.",
        ),
        h3("Enquiries and speaking requests"),
        p(
          "If you email us, ask us to pray with you or invite us to speak, we use what you send only to reply and to arrange what you have asked for. Prayer requests are treated as confidential.",
        ),
        h3("Complaints about how we handle your information"),
        p(
          "If you complain to us about how we handle your personal information, we keep your name, email address, what you told us, our notes and our answer, so that we can look into it and reply. We keep them for two years after our last contact about it.",
        ),
        h3("Your account and our back office"),
        p(
          "If you sign in to look after your giving, we email you a link that works once and keep a record of when you signed in. Our staff see your information in our back office only as far as their work needs: those who pack orders see orders, those who look after finance see gifts and Gift Aid. Staff sign in with a passkey or an emailed code, and everything they do with your records (a dispatch, a refund, an export, an erasure) is written to an audit log that cannot be changed.",
        ),
        h3("Coaching bookings"),
        p(
          "Coaching sessions are booked through a third-party scheduling service. The details you enter there are handled under that service’s own privacy notice as well as this one.",
        ),
      ),
    },
    payments: {
      title: "Card payments",
      body: doc(
        p(
          "Card payments are handled by our payment provider, Stripe. Your card details go straight to Stripe and never pass through or rest on our servers. We receive confirmation that a payment succeeded, the amount and a reference so that we can match it to your order or gift.",
        ),
      ),
    },
    sharing: {
      title: "Who we share it with",
      body: doc(
        p("We never sell, rent or swap your personal information. We share it only with:"),
        ul(
          "our payment provider, to take your payment;",
          "our email provider, to send receipts, confirmations and newsletters;",
          "couriers and Royal Mail, who need your name and address to deliver your order;",
          "HMRC, when we claim Gift Aid on your donations;",
          "our website hosting provider, which stores our data securely on our behalf;",
          "anyone we are required to share it with by law.",
        ),
      ),
    },
    cookies: {
      title: "Cookies and browser storage",
      body: doc(
        p(
          "We do not use advertising or tracking cookies, and this website does not load anything from other companies’ servers. So that your cart is still there when you come back, the site saves your cart, chosen donation amount and last purchase summary in your own browser’s local storage. This never leaves your device unless you check out, and you can remove it at any time by emptying your cart or clearing this site’s data in your browser. When you pay, our server sets one cookie that tells it only that later requests come from the same browser, so that trying again never blocks you and only your browser sees your order’s details afterwards; it holds nothing about you and lasts 30 days.",
        ),
      ),
    },
    retention: { title: "How long we keep it" },
    yourRights: {
      title: "Your rights",
      body: doc(
        p("Under UK data protection law you have the right to:"),
        ul(
          "ask for a copy of the personal information we hold about you;",
          "ask us to correct anything that is wrong or incomplete;",
          "ask us to delete your information, or to restrict how we use it;",
          "object to us using your information on the basis of our legitimate interests;",
          "receive information you gave us in a portable format;",
          "withdraw your consent at any time, for example by unsubscribing from our newsletter.",
        ),
        p(
          "When you ask us to delete your information, we remove your name, contact details, address and anything you wrote to us everywhere, except in the records the law makes us keep (orders and gifts for our accounts, Gift Aid declarations for HMRC). Those we keep, marked as held only for that reason, until the period stated under “How long we keep it” ends.",
        ),
      ),
    },
    complaints: {
      title: "If you are unhappy with how we handle your data",
      after: doc(
        p(
          "You also have the right to complain to the Information Commissioner’s Office (ICO) at",
          " ",
          link("ico.org.uk/make-a-complaint", "https://ico.org.uk/make-a-complaint/"),
          " or on 0303 123 1113.",
        ),
      ),
    },
    contact: { title: "Contact us" },
  },
};
