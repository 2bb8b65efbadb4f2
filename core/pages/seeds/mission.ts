// /mission as a fresh install shows it.
import { paths } from "../../paths";
import { paragraphs } from "../rich-text";
import type { PageContent } from "../template";
import type { missionPage } from "../templates/mission";

export const missionSeed: PageContent<typeof missionPage> = {
  meta: {
    title: "Our Mission",
    description:
      "Our mission: to help every person discover their God-given purpose, to strengthen families and to empower marginalised communities in Jamaica and the diaspora.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Why we exist",
      heading: "Our Mission",
      intro: paragraphs("Faith that works. Families that flourish. Communities that rise."),
    },
    statement: {
      eyebrow: "Mission statement",
      heading: "Our mission statement",
      statement:
        "To help every person discover and live out their God-given purpose, to strengthen families, and to empower marginalised communities in Jamaica and the diaspora.",
      missionHeading: "Our Mission",
      missionText:
        "We exist to make faith practical. Through prayer, teaching, mentoring and hands-on help, we walk with people until they can see the purpose God has placed in them, and then we cheer them on as they live it out in their homes, churches and communities.",
      visionHeading: "Our Vision",
      visionText:
        "Families restored, young people thriving and communities on both sides of the Atlantic rising together in faith, hope and opportunity, so that where someone starts in life no longer decides where they finish.",
    },
    commitments: {
      eyebrow: "Our promise",
      heading: "What We Commit To",
      intro: paragraphs("Whether you give, volunteer or come to us for help, this is what you can expect from us."),
      items: [
        { title: "Put prayer first", text: "We seek God’s direction before we plan, and we keep praying as we go." },
        { title: "Listen before we act", text: "Communities know their own needs. We ask, we listen and we build with people rather than for them." },
        { title: "Stay for the long haul", text: "Mentoring, restoration and lasting change take time. We commit to relationships, not one-off visits." },
        { title: "Work through the local church", text: "We partner with congregations already rooted in their neighbourhoods, so help continues after we leave." },
        { title: "Handle every gift with care", text: "We are accountable for every pound entrusted to us, and we report honestly on how it is used." },
        { title: "Keep people safe", text: "We follow safeguarding good practice in all our work with children, young people and adults at risk." },
      ],
    },
    places: {
      eyebrow: "Two homes, one family",
      heading: "Where We Serve",
      photo: { photo: null, alt: "", decorative: false },
      places: [
        {
          place: "In Jamaica",
          text: ", we work alongside local churches and community groups in under-served communities: supporting children into school, mentoring young people and training adults for work.",
        },
        {
          place: "In the United Kingdom",
          text: ", we serve Caribbean and diaspora families: strengthening marriages and parents, walking with young people and helping families care for loved ones back home.",
        },
      ],
    },
    join: {
      eyebrow: "Get involved",
      heading: "Be Part of the Mission",
      quote:
        "“For I know the plans I have for you,” declares the Lord, “plans to prosper you and not to harm you, plans to give you hope and a future.”",
      citation: "Jeremiah 29:11 (NIV)",
      primary: { label: "Support the Mission", href: paths.support },
      secondary: { label: "Connect With Us", href: paths.connect },
    },
  },
};
