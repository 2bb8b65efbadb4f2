import { GraduationCap, Shield, Sparkles, type LucideIcon } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { Card, CardTitle } from "~/components/ui/card";

const programmes: { icon: LucideIcon; name: string; tagline: string; text: string; includes: string[] }[] = [
  {
    icon: Shield,
    name: "Destiny Men",
    tagline: "For fathers, sons and brothers",
    text: "Small mentoring circles where men talk honestly about faith, fatherhood, work and integrity, and hold one another to the men they want to be.",
    includes: ["Peer mentoring circles", "Fatherhood and family workshops", "Help into training and work"],
  },
  {
    icon: Sparkles,
    name: "Women of Purpose",
    tagline: "For mothers, daughters and sisters",
    text: "A sisterhood for healing, growth and enterprise, with Bible study, wellbeing support and practical skills for women rebuilding their lives.",
    includes: ["Bible study and prayer", "Wellbeing and confidence sessions", "Small-business and money skills"],
  },
  {
    icon: GraduationCap,
    name: "Next Generation Academy",
    tagline: "For young people finding their way",
    text: "Mentoring, homework support and leadership days that help young people in Jamaica and the UK believe in their future and work towards it.",
    includes: ["One-to-one mentoring", "Back-to-school drives", "Leadership and careers days"],
  },
];

export function FeaturedProgrammes() {
  return (
    <Section aria-labelledby="programmes-title">
      <SectionHeading id="programmes-title" eyebrow="What we run" title="Featured Programmes">
        <p>Each programme meets people at a different point in life, with the same aim: from surviving to thriving.</p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {programmes.map(({ icon: Icon, name, tagline, text, includes }) => (
          <li key={name}>
            <Card className="flex h-full flex-col overflow-hidden p-0">
              <div className="relative bg-evergreen-800 px-6 py-7 text-white">
                <div
                  aria-hidden="true"
                  className="pointer-events-none absolute inset-0 [background:radial-gradient(16rem_10rem_at_100%_0%,rgb(224_168_30/0.35),transparent_70%)]"
                />
                <span aria-hidden="true" className="relative grid size-12 place-items-center rounded-full bg-gold-400 text-evergreen-900">
                  <Icon className="size-6" strokeWidth={1.75} />
                </span>
                <CardTitle className="relative mt-4 text-2xl text-white">{name}</CardTitle>
                <p className="relative mt-1 text-sm font-semibold text-gold-300">{tagline}</p>
              </div>
              <div className="flex flex-1 flex-col p-6">
                <p className="leading-relaxed text-muted">{text}</p>
                <ul className="mt-5 flex flex-wrap gap-2">
                  {includes.map((item) => (
                    <li key={item} className="rounded-full bg-evergreen-50 px-3 py-1 text-sm font-medium text-evergreen-800">
                      {item}
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
