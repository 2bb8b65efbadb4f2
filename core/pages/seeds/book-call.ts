// /book-call as a fresh install shows it.
import { paragraphs } from "../rich-text";
import type { PageContent } from "../template";
import type { bookCallPage } from "../templates/book-call";

export const bookCallSeed: PageContent<typeof bookCallPage> = {
  meta: {
    title: "Book a Speaking Engagement",
    description:
      "Invite a Purpose Movement speaker to your church, conference, school or community event: topics, contact details and what to include in your request.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Speaking",
      heading: "Book a Speaking Engagement",
      intro: paragraphs(
        "Invite Purpose Movement to speak at your church service, conference, retreat, school or community event, in the UK, in Jamaica or online.",
      ),
    },
    topics: {
      eyebrow: "Sermons, keynotes and workshops",
      heading: "Speaking Topics",
      intro: "Every message is prepared for your audience, and each topic can be shaped as a sermon, keynote, seminar or interactive workshop.",
      topics: [
        {
          title: "Your Passport to Purpose",
          text: "Discovering the God-given purpose written into your life, and taking the first brave step towards it.",
        },
        {
          title: "Restoring the Family",
          text: "Marriage, parenting and reconciliation: building homes where faith and love are passed on.",
        },
        {
          title: "Raising a Purposeful Generation",
          text: "How churches, parents and mentors can help young people thrive in school, faith and life.",
        },
        {
          title: "Faith in the Diaspora",
          text: "Identity, belonging and calling for families who live between Jamaica, the UK and beyond.",
        },
        {
          title: "Men, Women & Destiny",
          text: "Dignity, healing and empowerment for people on the margins, and the church’s part in it.",
        },
        {
          title: "Faith and Mental Wellbeing",
          text: "Honest, hopeful conversation about anxiety, grief and burnout in the life of faith.",
        },
      ],
    },
    contact: {
      heading: "Contact Details",
      intro: "Tell us about your event and we will come back to you with availability and next steps.",
      responseTime: "We aim to reply within five working days.",
      button: "Email Your Request",
    },
    details: {
      eyebrow: "Help us say yes",
      heading: "Event Details to Include",
      intro: paragraphs("The more we know, the faster we can confirm. Please include these details in your request."),
      details: [
        { icon: "calendar-days", title: "Date and time", text: "Your preferred date, start time and any alternative dates." },
        { icon: "map-pin", title: "Location", text: "Venue name and address, or the platform if the event is online." },
        { icon: "users", title: "Audience", text: "Who will be there, roughly how many, and their age range." },
        { icon: "message-square-text", title: "Topic or theme", text: "The theme of your event, or a topic from the list above." },
        { icon: "presentation", title: "Format", text: "Sermon, keynote, workshop, panel or Q&A, in person or online." },
        { icon: "clock", title: "Length", text: "How long the speaker is asked to speak, and the full running order." },
        { icon: "wallet", title: "Budget and honorarium", text: "Any honorarium offered, and whether travel and accommodation are covered." },
        { icon: "monitor-speaker", title: "AV and technical", text: "Microphones, screen and projector, livestream or recording plans." },
        { icon: "user-round", title: "Your contact details", text: "Your name, organisation, email and a phone number for the day." },
      ],
    },
  },
};
