// /ministry as a fresh install shows it.
import { paths } from "../../paths";
import { paragraphs } from "../rich-text";
import type { PageContent } from "../template";
import type { ministryPage } from "../templates/ministry";

export const ministrySeed: PageContent<typeof ministryPage> = {
  meta: {
    title: "Our Ministry",
    description:
      "Worship and prayer, family and marriage, youth mentoring, community outreach, diaspora care and church partnerships: the ministries of Purpose Movement.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Ministry",
      heading: "Our Ministry",
      intro: paragraphs(
        "Ministry that meets people where they are: in church, at the kitchen table, at the school gate and across the miles between Jamaica and the UK.",
      ),
    },
    ministries: {
      eyebrow: "Where we serve",
      heading: "Our Ministries",
      intro: paragraphs("Six areas of ministry, one calling: to love God and to love our neighbours in Jamaica, the UK and beyond."),
      cards: [
        {
          icon: "flame",
          title: "Worship & Prayer",
          text: paragraphs(
            "Prayer is where every part of our work begins. We gather to worship, to intercede for our communities and to carry one another’s burdens.",
          ),
          point1: "Monthly prayer and worship gatherings",
          point2: "Online prayer across UK and Caribbean time zones",
          point3: "Personal prayer for every request we receive",
        },
        {
          icon: "heart-handshake",
          title: "Family & Marriage",
          text: paragraphs("Families are the first place purpose is nurtured. We walk with couples and parents through joyful and difficult seasons alike."),
          point1: "Marriage enrichment evenings",
          point2: "Parenting courses and support groups",
          point3: "A listening ear when families are in crisis",
        },
        {
          icon: "sprout",
          title: "Youth & Young Adults",
          text: paragraphs("Young people need adults who believe in them. Our mentors help them grow in faith, character and confidence for the future."),
          point1: "One-to-one and group mentoring",
          point2: "Leadership days and summer camps",
          point3: "Safe spaces for honest questions about faith",
        },
        {
          icon: "hand-heart",
          title: "Community Outreach",
          text: paragraphs(
            "Faith shows up in practical ways. With local churches we bring help to the families who need it most, with respect and without fuss.",
          ),
          point1: "Back-to-school drives for uniforms and supplies",
          point2: "Food and essentials for families in hardship",
          point3: "Skills and employability workshops",
        },
        {
          icon: "plane",
          title: "Diaspora Care",
          text: paragraphs(
            "Life between two homes brings its own joys and pressures. We help families settle, belong and stay connected across the Atlantic.",
          ),
          point1: "Guidance for newly arrived families",
          point2: "Support for loved ones cared for from afar",
          point3: "A welcome for those returning to Jamaica",
        },
        {
          icon: "church",
          title: "Church Partnerships",
          text: paragraphs("Local congregations know their neighbourhoods best. We come alongside them with people, training and shared projects."),
          point1: "Training for church leaders and volunteers",
          point2: "Shared outreach and mission projects",
          point3: "Speakers for services and conferences",
        },
      ],
    },
    prayer: {
      eyebrow: "We would love to pray with you",
      heading: "Share a Prayer Request",
      before: "However big or small, bring it to us. Write to us at",
      after: "and a member of our prayer team will pray for you by name. Requests are kept confidential.",
      // Was "Send a Prayer Request", wider than a phone's panel (the page scrolled sideways at 375 px).
      button: "Send a Request",
    },
    serve: {
      eyebrow: "Get involved",
      heading: "Serve With Us",
      text: paragraphs(
        "Mentors, prayer partners, drivers, cooks, teachers and givers: every ministry here runs on people who said yes. There is a place for you too.",
      ),
      primary: { label: "Connect With Us", href: paths.connect },
      secondary: { label: "Support the Ministry", href: paths.support },
    },
  },
};
