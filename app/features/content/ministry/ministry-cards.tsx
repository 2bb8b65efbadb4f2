import { Check, Church, Flame, HandHeart, HeartHandshake, Plane, Sprout } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { IconCard } from "../shared/icon-card";

const ministries = [
  {
    icon: Flame,
    title: "Worship & Prayer",
    text: "Prayer is where every part of our work begins. We gather to worship, to intercede for our communities and to carry one another’s burdens.",
    points: ["Monthly prayer and worship gatherings", "Online prayer across UK and Caribbean time zones", "Personal prayer for every request we receive"],
  },
  {
    icon: HeartHandshake,
    title: "Family & Marriage",
    text: "Families are the first place purpose is nurtured. We walk with couples and parents through joyful and difficult seasons alike.",
    points: ["Marriage enrichment evenings", "Parenting courses and support groups", "A listening ear when families are in crisis"],
  },
  {
    icon: Sprout,
    title: "Youth & Young Adults",
    text: "Young people need adults who believe in them. Our mentors help them grow in faith, character and confidence for the future.",
    points: ["One-to-one and group mentoring", "Leadership days and summer camps", "Safe spaces for honest questions about faith"],
  },
  {
    icon: HandHeart,
    title: "Community Outreach",
    text: "Faith shows up in practical ways. With local churches we bring help to the families who need it most, with respect and without fuss.",
    points: ["Back-to-school drives for uniforms and supplies", "Food and essentials for families in hardship", "Skills and employability workshops"],
  },
  {
    icon: Plane,
    title: "Diaspora Care",
    text: "Life between two homes brings its own joys and pressures. We help families settle, belong and stay connected across the Atlantic.",
    points: ["Guidance for newly arrived families", "Support for loved ones cared for from afar", "A welcome for those returning to Jamaica"],
  },
  {
    icon: Church,
    title: "Church Partnerships",
    text: "Local congregations know their neighbourhoods best. We come alongside them with people, training and shared projects.",
    points: ["Training for church leaders and volunteers", "Shared outreach and mission projects", "Speakers for services and conferences"],
  },
];

export function MinistryCards() {
  return (
    <Section aria-labelledby="ministries-title">
      <SectionHeading id="ministries-title" eyebrow="Where we serve" title="Our Ministries">
        <p>Six areas of ministry, one calling: to love God and to love our neighbours in Jamaica, the UK and beyond.</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {ministries.map((m, i) => (
          <li key={m.title}>
            <IconCard
              icon={m.icon}
              title={m.title}
              accent={i % 3 === 1 ? "gold" : "green"}
              footer={
                <ul className="space-y-2 border-t border-line pt-4 text-[0.95rem] text-ink">
                  {m.points.map((point) => (
                    <li key={point} className="flex gap-2.5">
                      <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-evergreen-600" />
                      {point}
                    </li>
                  ))}
                </ul>
              }
            >
              <p>{m.text}</p>
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
