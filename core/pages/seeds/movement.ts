// /movement as a fresh install shows it.
import { paths } from "../../paths";
import { siteConfig } from "../../site-config";
import { paragraphs } from "../rich-text";
import type { PageContent } from "../template";
import type { movementPage } from "../templates/movement";

export const movementSeed: PageContent<typeof movementPage> = {
  meta: {
    title: "Our Movement",
    description:
      "What Purpose Movement believes, how it serves churches, families and individuals in Jamaica and the UK, and how you can join in.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Who we are",
      heading: "Our Movement",
      intro: paragraphs(
        "A family of believers in Jamaica and the UK who are convinced that every person carries a God-given purpose, and that no one should have to discover it alone.",
      ),
    },
    story: {
      eyebrow: "Why we exist",
      heading: "Purpose is better discovered together",
      body: paragraphs(
        "Purpose Movement began with a simple conviction: the Gospel is good news for the whole person, and for the whole family. Many of the families we walk with have roots in Jamaica and branches in Britain. We have seen what it costs when a family is stretched across an ocean, when a young person grows up without a mentor, or when real talent goes unused for lack of an open door.",
        "So we pray, we turn up, and we build practical pathways together with local churches: mentoring, family support, skills training and care for people living between two homes. We are not a big organisation, and we do not pretend to be. We are a movement of ordinary people who believe God is not finished with anyone.",
      ),
      photo: { photo: null, alt: "", decorative: false },
      quote: "“For we are God’s handiwork, created in Christ Jesus to do good works, which God prepared in advance for us to do.”",
      citation: "Ephesians 2:10 (NIV)",
    },
    values: {
      eyebrow: "What we believe",
      heading: "Our Values",
      intro: paragraphs("Four convictions shape every conversation, programme and partnership we take on."),
      cards: [
        {
          icon: "book-open",
          title: "Faith",
          text: paragraphs("Everything we do flows from our love for Jesus Christ and our trust in His Word. We pray first, and we keep praying as we go."),
        },
        {
          icon: "home",
          title: "Family",
          text: paragraphs("Strong families build strong communities. We nurture marriages, encourage parents and help the generations understand one another."),
        },
        {
          icon: "users",
          title: "Dignity",
          text: paragraphs("Every person is made in the image of God. We serve alongside people, never over them, and we listen before we speak."),
        },
        {
          icon: "compass",
          title: "Purpose",
          text: paragraphs("No life is an accident. We help people discover their gifts and put them to work for the good of others."),
        },
      ],
    },
    services: {
      eyebrow: "How we serve",
      heading: "What We Offer",
      intro: paragraphs("Three ways the movement puts its faith to work, for churches, for families and for individuals."),
      cards: [
        {
          icon: "mic",
          title: "Speaking & Teaching",
          text: paragraphs("Sermons, keynotes and workshops for churches, conferences, schools and community events on purpose, family and faith in the diaspora."),
          link: { label: "Book a speaker", href: paths.bookCall },
        },
        {
          icon: "compass",
          title: siteConfig.coachingBrand,
          text: paragraphs("One-to-one coaching and consultation for individuals, families and leaders, from a free discovery call to focused planning sessions."),
          link: { label: "Explore coaching", href: paths.coaching },
        },
        {
          icon: "users",
          title: siteConfig.programmeName,
          text: paragraphs("Our community-empowerment programme: mentoring circles, skills training and family support for marginalised men, women and young people."),
          link: { label: "About the programme", href: paths.menWomenDestiny },
        },
      ],
    },
    join: {
      eyebrow: "Get involved",
      heading: "Join the Movement",
      text: paragraphs(
        "Pray with us, give with us, serve with us. However you join in, you will be part of a community that believes purpose is better discovered together.",
      ),
      primary: { label: "Connect With Us", href: paths.connect },
      secondary: { label: "Support the Movement", href: paths.support },
    },
  },
};
