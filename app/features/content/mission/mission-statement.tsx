import { Eye, Target } from "lucide-react";
import { Section } from "~/components/layout/page";

export function MissionStatement() {
  return (
    <Section tone="white" aria-labelledby="mission-statement-title">
      <div className="mx-auto max-w-4xl text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">Mission statement</p>
        <h2 id="mission-statement-title" className="sr-only">
          Our mission statement
        </h2>
        <p className="mt-4 font-serif text-3xl leading-snug text-evergreen-900 sm:text-4xl">
          To help every person discover and live out their God-given purpose, to strengthen families, and to empower
          marginalized communities in Jamaica and the diaspora.
        </p>
      </div>
      <div className="mx-auto mt-14 grid max-w-5xl gap-6 md:grid-cols-2">
        <article aria-labelledby="mission-title" className="rounded-card border border-line bg-paper p-8">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-evergreen-700 text-white">
            <Target className="size-6" />
          </span>
          <h3 id="mission-title" className="mt-5 text-2xl font-semibold text-evergreen-900">
            Our Mission
          </h3>
          <p className="mt-3 leading-relaxed text-muted">
            We exist to make faith practical. Through prayer, teaching, mentoring and hands-on help, we walk with
            people until they can see the purpose God has placed in them, and then we cheer them on as they live it
            out in their homes, churches and communities.
          </p>
        </article>
        <article aria-labelledby="vision-title" className="rounded-card border border-line bg-paper p-8">
          <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-gold-400 text-evergreen-900">
            <Eye className="size-6" />
          </span>
          <h3 id="vision-title" className="mt-5 text-2xl font-semibold text-evergreen-900">
            Our Vision
          </h3>
          <p className="mt-3 leading-relaxed text-muted">
            Families restored, young people thriving and communities on both sides of the Atlantic rising together in
            faith, hope and opportunity, so that where someone starts in life no longer decides where they finish.
          </p>
        </article>
      </div>
    </Section>
  );
}
