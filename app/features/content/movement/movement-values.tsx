import { BookOpen, Compass, Home, Users } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { IconCard } from "../shared/icon-card";

const values = [
  {
    icon: BookOpen,
    title: "Faith",
    text: "Everything we do flows from our love for Jesus Christ and our trust in His Word. We pray first, and we keep praying as we go.",
  },
  {
    icon: Home,
    title: "Family",
    text: "Strong families build strong communities. We nurture marriages, encourage parents and help the generations understand one another.",
  },
  {
    icon: Users,
    title: "Dignity",
    text: "Every person is made in the image of God. We serve alongside people, never over them, and we listen before we speak.",
  },
  {
    icon: Compass,
    title: "Purpose",
    text: "No life is an accident. We help people discover their gifts and put them to work for the good of others.",
  },
];

export function MovementValues() {
  return (
    <Section aria-labelledby="movement-values-title">
      <SectionHeading id="movement-values-title" eyebrow="What we believe" title="Our Values">
        <p>Four convictions shape every conversation, programme and partnership we take on.</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {values.map((v, i) => (
          <li key={v.title}>
            <IconCard icon={v.icon} title={v.title} accent={i % 2 ? "gold" : "green"}>
              <p>{v.text}</p>
            </IconCard>
          </li>
        ))}
      </ul>
    </Section>
  );
}
