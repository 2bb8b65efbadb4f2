// The home page as a fresh install shows it.
import { paths } from "../../paths";
import { siteConfig } from "../../site-config";
import { paragraphs } from "../rich-text";
import type { PageContent } from "../template";
import type { homePage } from "../templates/home";

export const homeSeed: PageContent<typeof homePage> = {
  meta: {
    title: "Home",
    // Was 181 characters before the page was data; shortened to the 160 a description may have.
    description:
      "A Christian faith and family movement helping people find their God-given purpose, strengthen families and lift up communities in Jamaica and the UK diaspora.",
    socialImage: null,
  },
  sections: {
    hero: {
      eyebrow: "Faith · Family · Community",
      // The site's tagline, its last word in gold.
      heading: siteConfig.tagline.replace(/ Purpose$/, ""),
      highlight: "Purpose",
      intro: "A Christian faith and family ministry walking with families and marginalised communities in Jamaica and across the UK diaspora.",
      begin: "Begin Your Journey",
      secondary: { label: "Discover Our Movement", href: paths.movement },
      shortcuts: [
        { link: { label: "Give once or monthly", href: paths.support } },
        { link: { label: "Shop the Marketplace", href: paths.marketplace } },
      ],
    },
    work: {
      eyebrow: "Faith in action",
      heading: "What We Do",
      intro: paragraphs(
        "Purpose is found in community. We meet people where they are, with the love of Christ and practical help that lasts beyond a single visit.",
      ),
      cards: [
        {
          icon: "church",
          title: "Church Partnerships",
          text: paragraphs(
            "We stand alongside local congregations in Jamaica and the UK, sharing people, prayer and practical resources so each church can serve its own neighbourhood well.",
          ),
        },
        {
          icon: "heart-handshake",
          title: "Family Restoration",
          text: paragraphs("Marriage enrichment, parenting support and patient, prayerful care for families facing separation, distance or crisis."),
        },
        {
          icon: "sprout",
          title: "Youth Mentoring",
          text: paragraphs("Trusted adults who turn up week after week, helping young people grow in faith, confidence and ambition."),
        },
        {
          icon: "backpack",
          title: "Back-to-School Drives",
          text: paragraphs(
            "Uniforms, shoes, books and stationery gathered by supporters and delivered to children who would otherwise start the year without them.",
          ),
        },
        {
          icon: "wrench",
          title: "Skills Training",
          text: paragraphs("Practical workshops in trades, enterprise, digital skills and money management that open doors to steady work."),
        },
        {
          icon: "plane",
          title: "Diaspora Care",
          text: paragraphs(
            "Support for families living between two homes: settling in the UK, caring for loved ones in Jamaica, and welcoming those who return.",
          ),
        },
      ],
      link: { label: "Discover our movement", href: paths.movement },
    },
    ministry: {
      eyebrow: "Ministry",
      heading: "Ministry that meets people where they are",
      intro: paragraphs(
        "From Sunday worship to a kitchen-table conversation, our ministry is about presence. We pray with people, walk with families through hard seasons and make room at the table for those who are too often left out.",
      ),
      areas: [
        { text: "Worship & Prayer" },
        { text: "Family & Marriage" },
        { text: "Youth & Young Adults" },
        { text: "Community Outreach" },
        { text: "Diaspora Care" },
      ],
      link: { label: "Explore our ministries", href: paths.ministry },
      photo: { photo: null, alt: "", decorative: false },
      quote:
        "“If you spend yourselves on behalf of the hungry and satisfy the needs of the oppressed, then your light will rise in the darkness.”",
      citation: "Isaiah 58:10 (NIV)",
    },
    mission: {
      eyebrow: "Mission",
      heading: "Our Mission",
      statement:
        "To help every person discover and live out their God-given purpose, to strengthen families, and to empower marginalised communities in Jamaica and the diaspora.",
      pillars: [
        { icon: "flame", title: "Faith that works", text: "Belief that shows up in how we love our neighbours." },
        { icon: "home", title: "Families that flourish", text: "Homes restored, marriages strengthened, children known." },
        { icon: "users", title: "Communities that rise", text: "Skills, dignity and opportunity for those on the margins." },
      ],
      primary: { label: "Read Our Mission", href: paths.mission },
      secondary: { label: siteConfig.programmeName, href: paths.menWomenDestiny },
    },
    marketplace: {
      eyebrow: "Wear your faith",
      heading: "The Marketplace",
      intro: paragraphs(
        "Faith-inspired T-shirts, hoodies, hats and devotional journals, made to start conversations. Every purchase helps fund our work with families in Jamaica and the diaspora.",
      ),
      button: { label: "Visit the Marketplace", href: paths.marketplace },
      promises: [
        { icon: "truck", title: "Free standard delivery", text: "On every store order, with an express option at checkout." },
        { icon: "gift", title: "Gift wrap on any item", text: "Tick Gift wrap when you add an item to your cart, and we will wrap it with care." },
        { icon: "shield-check", title: "Secure card checkout", text: "Your payment goes straight to the ministry." },
      ],
    },
    resources: {
      eyebrow: "From the store",
      heading: "Resources for the Journey",
      intro: paragraphs("Thoughtful gifts for yourself and the people you love, each one helping the movement reach further."),
      cards: [
        {
          title: "Faith Apparel",
          text: "T-shirts, hoodies and hats that carry a message of hope wherever you wear them.",
          link: { label: "Shop apparel", href: paths.marketplace },
        },
        {
          title: "Devotional Journal",
          text: "Guided reflections, scripture and space to write: a companion for your daily time with God.",
          link: { label: "Browse devotionals", href: paths.devotionals },
        },
        {
          title: "Give with Purpose",
          text: "A one-off or monthly gift puts school bags on shoulders and mentors beside young people.",
          link: { label: "Give a gift", href: paths.support },
        },
      ],
    },
    support: {
      eyebrow: "Partner with us",
      heading: "Support the Movement",
      text: paragraphs(
        "Your generosity keeps mentors meeting young people, school bags reaching children and families finding hope. Give once or monthly, and if you are a UK taxpayer, Gift Aid adds 25p to every £1 at no extra cost to you.",
      ),
      primary: { label: "Give Today", href: paths.support },
      secondary: { label: "Join Our Community", href: paths.connect },
    },
  },
};
