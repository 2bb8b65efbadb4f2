import { BookOpen, Crown, Handshake, Home, Scale, Users } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";

const values = [
  { icon: BookOpen, title: "Faith", text: "We trust God with every life and every step of the journey." },
  { icon: Crown, title: "Dignity", text: "Every person is made in God’s image and deserves to be treated that way." },
  { icon: Scale, title: "Integrity", text: "We say what we will do, do what we say and own our mistakes." },
  { icon: Home, title: "Family", text: "We strengthen the homes where purpose is first nurtured." },
  { icon: Handshake, title: "Empowerment", text: "We build skills and confidence, not dependence." },
  { icon: Users, title: "Community", text: "We rise together, across generations and across the ocean." },
];

export function CoreValues() {
  return (
    <Section tone="sand" aria-labelledby="core-values-title">
      <SectionHeading id="core-values-title" eyebrow="What guides us" title="Our Core Values" />
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {values.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-card bg-white p-6 shadow-card">
            <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-evergreen-700 text-gold-300">
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="text-xl font-semibold text-evergreen-900">{title}</h3>
              <p className="mt-1 leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
