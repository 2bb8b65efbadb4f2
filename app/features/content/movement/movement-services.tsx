import { Compass, Mic, Users } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { paths } from "@core/paths";
import { siteConfig } from "@core/site-config";
import { IconCard } from "../shared/icon-card";
import { ArrowLink } from "../shared/links";

const services = [
  {
    icon: Mic,
    title: "Speaking & Teaching",
    text: "Sermons, keynotes and workshops for churches, conferences, schools and community events on purpose, family and faith in the diaspora.",
    to: paths.bookCall,
    link: "Book a speaker",
  },
  {
    icon: Compass,
    title: siteConfig.coachingBrand,
    text: "One-to-one coaching and consultation for individuals, families and leaders, from a free discovery call to focused planning sessions.",
    to: paths.coaching,
    link: "Explore coaching",
  },
  {
    icon: Users,
    title: siteConfig.programmeName,
    text: "Our community-empowerment programme: mentoring circles, skills training and family support for marginalized men, women and young people.",
    to: paths.menWomenDestiny,
    link: "About the programme",
  },
];

export function MovementServices() {
  return (
    <Section tone="sand" aria-labelledby="movement-services-title">
      <SectionHeading id="movement-services-title" eyebrow="How we serve" title="What We Offer">
        <p>Three ways the movement puts its faith to work, for churches, for families and for individuals.</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {services.map((s) => (
          <li key={s.title}>
            <IconCard icon={s.icon} title={s.title} footer={<ArrowLink to={s.to}>{s.link}</ArrowLink>}>
              <p>{s.text}</p>
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
