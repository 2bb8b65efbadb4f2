import { Section } from "~/components/layout/page";

const areas = [
  {
    title: "Spiritual Growth",
    text: "Discipleship, Bible study and prayer that help people know God and discover who He made them to be.",
  },
  {
    title: "Family Restoration",
    text: "Support for marriages, parents and children, and reconciliation where relationships have broken down.",
  },
  {
    title: "Education & Youth Development",
    text: "Mentoring, homework help and back-to-school drives that keep young people learning and aiming high.",
  },
  {
    title: "Skills & Enterprise",
    text: "Practical training, work readiness and small-business support that lead to steady, dignified income.",
  },
  {
    title: "Health & Wellbeing",
    text: "Faith-sensitive support for mental health, grief and stress, and signposting to professional care.",
  },
];

export function FocusAreas() {
  return (
    <Section tone="green" aria-labelledby="focus-areas-title">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">Where we put our energy</p>
        <h2 id="focus-areas-title" className="mt-2 text-3xl font-semibold leading-tight sm:text-4xl">
          Our Focus Areas
        </h2>
      </div>
      <ol className="mx-auto mt-12 grid max-w-6xl gap-4 md:grid-cols-2 lg:grid-cols-5">
        {areas.map((area, i) => (
          <li key={area.title} className="rounded-card border border-white/15 bg-white/5 p-6">
            <span aria-hidden="true" className="font-serif text-4xl font-semibold text-gold-300">
              {String(i + 1).padStart(2, "0")}
            </span>
            <h3 className="mt-3 text-lg font-semibold leading-snug">{area.title}</h3>
            <p className="mt-2 text-[0.95rem] leading-relaxed text-evergreen-100">{area.text}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
