// /men-women-destiny as a fresh install shows it.
import { paths } from "../../paths";
import { siteConfig } from "../../site-config";
import { paragraphs } from "../rich-text";
import type { PageContent } from "../template";
import type { menWomenDestinyPage } from "../templates/men-women-destiny";
import { doc, p } from "./write";

export const menWomenDestinySeed: PageContent<typeof menWomenDestinyPage> = {
  meta: {
    title: siteConfig.programmeName,
    description:
      "Men, Women & Destiny: mentoring, family support, skills training and youth development for marginalised men, women and young people in Jamaica and the diaspora.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: `A ${siteConfig.name} programme`,
      heading: siteConfig.programmeName,
      intro: paragraphs(
        "A community-empowerment programme walking with marginalised men, women and young people in Jamaica and the diaspora, from surviving to thriving.",
      ),
    },
    programmes: {
      eyebrow: "What we run",
      heading: "Featured Programmes",
      intro: paragraphs("Each programme meets people at a different point in life, with the same aim: from surviving to thriving."),
      cards: [
        {
          icon: "shield",
          name: "Destiny Men",
          tagline: "For fathers, sons and brothers",
          text: "Small mentoring circles where men talk honestly about faith, fatherhood, work and integrity, and hold one another to the men they want to be.",
          include1: "Peer mentoring circles",
          include2: "Fatherhood and family workshops",
          include3: "Help into training and work",
        },
        {
          icon: "sparkles",
          name: "Women of Purpose",
          tagline: "For mothers, daughters and sisters",
          text: "A sisterhood for healing, growth and enterprise, with Bible study, wellbeing support and practical skills for women rebuilding their lives.",
          include1: "Bible study and prayer",
          include2: "Wellbeing and confidence sessions",
          include3: "Small-business and money skills",
        },
        {
          icon: "graduation-cap",
          name: "Next Generation Academy",
          tagline: "For young people finding their way",
          text: "Mentoring, homework support and leadership days that help young people in Jamaica and the UK believe in their future and work towards it.",
          include1: "One-to-one mentoring",
          include2: "Back-to-school drives",
          include3: "Leadership and careers days",
        },
      ],
    },
    who: {
      eyebrow: "The people behind it",
      heading: "Who We Are",
      intro: doc(p(siteConfig.programmeName, " is the community-empowerment arm of ", siteConfig.name, ".")),
      body: paragraphs(
        "We are pastors, parents, mentors, professionals and volunteers, many of us with family roots in Jamaica, who believe that where you start in life should not decide where you finish.",
        "We work with people who are too easily overlooked: young men pulled between the street and the classroom, single mothers holding households together, people returning to Jamaica to start again, and families stretched across the ocean. We do not arrive with all the answers. We come alongside, we listen, and we build on the strength that is already there.",
        "Everything we do is rooted in the love of Christ and offered to everyone, whatever their faith or background.",
      ),
    },
    values: {
      eyebrow: "What guides us",
      heading: "Our Core Values",
      intro: paragraphs(),
      items: [
        { icon: "book-open", title: "Faith", text: "We trust God with every life and every step of the journey." },
        { icon: "crown", title: "Dignity", text: "Every person is made in God’s image and deserves to be treated that way." },
        { icon: "scale", title: "Integrity", text: "We say what we will do, do what we say and own our mistakes." },
        { icon: "home", title: "Family", text: "We strengthen the homes where purpose is first nurtured." },
        { icon: "handshake", title: "Empowerment", text: "We build skills and confidence, not dependence." },
        { icon: "users", title: "Community", text: "We rise together, across generations and across the ocean." },
      ],
    },
    focus: {
      eyebrow: "Where we put our energy",
      heading: "Our Focus Areas",
      areas: [
        { title: "Spiritual Growth", text: "Discipleship, Bible study and prayer that help people know God and discover who He made them to be." },
        { title: "Family Restoration", text: "Support for marriages, parents and children, and reconciliation where relationships have broken down." },
        { title: "Education & Youth Development", text: "Mentoring, homework help and back-to-school drives that keep young people learning and aiming high." },
        { title: "Skills & Enterprise", text: "Practical training, work readiness and small-business support that lead to steady, dignified income." },
        { title: "Health & Wellbeing", text: "Faith-sensitive support for mental health, grief and stress, and signposting to professional care." },
      ],
    },
    join: {
      eyebrow: "Walk with us",
      heading: "Be Part of Someone’s Destiny",
      text: paragraphs(
        "Join as a mentor or volunteer, ask about a place for yourself or someone you love, or give so that another family can take its next step.",
      ),
      primary: { label: "Get Involved", href: paths.connect },
      secondary: { label: "Sponsor the Programme", href: paths.support },
    },
  },
};
