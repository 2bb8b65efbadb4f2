import { BadgeCheck } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";

const commitments = [
  { title: "Put prayer first", text: "We seek God’s direction before we plan, and we keep praying as we go." },
  {
    title: "Listen before we act",
    text: "Communities know their own needs. We ask, we listen and we build with people rather than for them.",
  },
  {
    title: "Stay for the long haul",
    text: "Mentoring, restoration and lasting change take time. We commit to relationships, not one-off visits.",
  },
  {
    title: "Work through the local church",
    text: "We partner with congregations already rooted in their neighbourhoods, so help continues after we leave.",
  },
  {
    title: "Handle every gift with care",
    text: "We are accountable for every pound entrusted to us, and we report honestly on how it is used.",
  },
  {
    title: "Keep people safe",
    text: "We follow safeguarding good practice in all our work with children, young people and adults at risk.",
  },
];

export function MissionCommitments() {
  return (
    <Section aria-labelledby="commitments-title">
      <SectionHeading id="commitments-title" eyebrow="Our promise" title="What We Commit To">
        <p>Whether you give, volunteer or come to us for help, this is what you can expect from us.</p>
      </SectionHeading>
      <ol className="mt-12 grid gap-x-10 gap-y-8 md:grid-cols-2">
        {commitments.map((c) => (
          <li key={c.title} className="flex gap-4">
            <BadgeCheck aria-hidden="true" className="mt-1 size-7 shrink-0 text-evergreen-600" strokeWidth={1.75} />
            <div>
              <h3 className="text-xl font-semibold text-evergreen-900">{c.title}</h3>
              <p className="mt-1.5 leading-relaxed text-muted">{c.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
