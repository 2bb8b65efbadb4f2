import { Backpack, Church, HeartHandshake, Plane, Sprout, Wrench } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { paths } from "@core/paths";
import { IconCard } from "../shared/icon-card";
import { ArrowLink } from "../shared/links";

/** The hero's 'Begin Your Journey' link scrolls here. */
export const WHAT_WE_DO_ID = "what-we-do";

const work = [
  {
    icon: Church,
    title: "Church Partnerships",
    text: "We stand alongside local congregations in Jamaica and the UK, sharing people, prayer and practical resources so each church can serve its own neighbourhood well.",
  },
  {
    icon: HeartHandshake,
    title: "Family Restoration",
    text: "Marriage enrichment, parenting support and patient, prayerful care for families facing separation, distance or crisis.",
  },
  {
    icon: Sprout,
    title: "Youth Mentoring",
    text: "Trusted adults who turn up week after week, helping young people grow in faith, confidence and ambition.",
  },
  {
    icon: Backpack,
    title: "Back-to-School Drives",
    text: "Uniforms, shoes, books and stationery gathered by supporters and delivered to children who would otherwise start the year without them.",
  },
  {
    icon: Wrench,
    title: "Skills Training",
    text: "Practical workshops in trades, enterprise, digital skills and money management that open doors to steady work.",
  },
  {
    icon: Plane,
    title: "Diaspora Care",
    text: "Support for families living between two homes: settling in the UK, caring for loved ones in Jamaica, and welcoming those who return.",
  },
];

export function WhatWeDo() {
  return (
    <Section id={WHAT_WE_DO_ID} aria-labelledby="what-we-do-title">
      <SectionHeading id="what-we-do-title" eyebrow="Faith in action" title="What We Do">
        <p>
          Purpose is found in community. We meet people where they are, with the love of Christ and practical help
          that lasts beyond a single visit.
        </p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {work.map((item) => (
          <li key={item.title}>
            <IconCard icon={item.icon} title={item.title}>
              <p>{item.text}</p>
            </IconCard>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <ArrowLink to={paths.movement}>Discover our movement</ArrowLink>
      </p>
    </Section>
  );
}
