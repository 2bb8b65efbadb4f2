import { Section, SectionHeading } from "~/components/layout/page";
import { JourneyMap } from "../shared/artwork";

export function WhereWeServe() {
  return (
    <Section tone="white" aria-labelledby="where-we-serve-title">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <JourneyMap className="h-auto w-full rounded-3xl shadow-card" />
        <div>
          <SectionHeading id="where-we-serve-title" eyebrow="Two homes, one family" title="Where We Serve" align="left" />
          <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
            <p>
              <strong className="font-semibold text-ink">In Jamaica</strong>, we work alongside local churches and
              community groups in under-served communities: supporting children into school, mentoring young people
              and training adults for work.
            </p>
            <p>
              <strong className="font-semibold text-ink">In the United Kingdom</strong>, we serve Caribbean and
              diaspora families: strengthening marriages and parents, walking with young people and helping families
              care for loved ones back home.
            </p>
          </div>
        </div>
      </div>
    </Section>
  );
}
