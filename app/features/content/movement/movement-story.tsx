import { Section, SectionHeading } from "~/components/layout/page";

export function MovementStory() {
  return (
    <Section tone="white" aria-labelledby="movement-story-title">
      <div className="grid gap-12 lg:grid-cols-[1.2fr_0.8fr] lg:items-center">
        <div>
          <SectionHeading id="movement-story-title" eyebrow="Why we exist" title="Purpose is better discovered together" align="left" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              Purpose Movement began with a simple conviction: the Gospel is good news for the whole person, and for
              the whole family. Many of the families we walk with have roots in Jamaica and branches in Britain. We
              have seen what it costs when a family is stretched across an ocean, when a young person grows up without
              a mentor, or when real talent goes unused for lack of an open door.
            </p>
            <p>
              So we pray, we turn up, and we build practical pathways together with local churches: mentoring, family
              support, skills training and care for people living between two homes. We are not a big organisation,
              and we do not pretend to be. We are a movement of ordinary people who believe God is not finished with
              anyone.
            </p>
          </div>
        </div>
        <figure className="rounded-[2rem] border-l-4 border-gold-500 bg-sand p-8 sm:p-10">
          <blockquote className="font-serif text-2xl leading-snug text-evergreen-900">
            <p>“For we are God’s handiwork, created in Christ Jesus to do good works, which God prepared in advance for us to do.”</p>
          </blockquote>
          <figcaption className="mt-5 text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">Ephesians 2:10 (NIV)</figcaption>
        </figure>
      </div>
    </Section>
  );
}
