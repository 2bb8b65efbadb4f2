import { Flame, Home, Users } from "lucide-react";
import { Link } from "react-router";
import { Section } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { paths } from "@core/paths";
import { siteConfig } from "@core/site-config";

const pillars = [
  { icon: Flame, title: "Faith that works", text: "Belief that shows up in how we love our neighbours." },
  { icon: Home, title: "Families that flourish", text: "Homes restored, marriages strengthened, children known." },
  { icon: Users, title: "Communities that rise", text: "Skills, dignity and opportunity for those on the margins." },
];

export function MissionPreview() {
  return (
    <Section tone="green" aria-labelledby="home-mission-title" className="relative">
      <div className="mx-auto max-w-3xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">Mission</p>
        <h2 id="home-mission-title" className="mt-2 text-3xl font-semibold leading-tight sm:text-4xl">
          Our Mission
        </h2>
        <p className="mt-5 font-serif text-xl leading-relaxed text-evergreen-50 sm:text-2xl">
          To help every person discover and live out their God-given purpose, to strengthen families, and to empower
          marginalized communities in Jamaica and the diaspora.
        </p>
      </div>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {pillars.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-card border border-white/15 bg-white/5 p-6 text-center">
            <span aria-hidden="true" className="mx-auto grid size-12 place-items-center rounded-full bg-gold-400 text-evergreen-900">
              <Icon className="size-6" strokeWidth={1.75} />
            </span>
            <h3 className="mt-4 text-xl font-semibold">{title}</h3>
            <p className="mt-2 leading-relaxed text-evergreen-100">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Button asChild variant="gold">
          <Link to={paths.mission}>Read Our Mission</Link>
        </Button>
        <Button asChild variant="outline-light">
          <Link to={paths.menWomenDestiny}>{siteConfig.programmeName}</Link>
        </Button>
      </div>
    </Section>
  );
}
