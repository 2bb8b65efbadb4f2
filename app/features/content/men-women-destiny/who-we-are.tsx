import { Section, SectionHeading } from "~/components/layout/page";
import { siteConfig } from "@core/site-config";

export function WhoWeAre() {
  return (
    <Section tone="white" aria-labelledby="who-we-are-title">
      <div className="grid gap-6 lg:grid-cols-[0.9fr_1.1fr] lg:gap-12">
        <SectionHeading id="who-we-are-title" eyebrow="The people behind it" title="Who We Are" align="left">
          <p>
            {siteConfig.programmeName} is the community-empowerment arm of {siteConfig.name}.
          </p>
        </SectionHeading>
        <div className="space-y-4 text-lg leading-relaxed text-muted">
          <p>
            We are pastors, parents, mentors, professionals and volunteers, many of us with family roots in Jamaica,
            who believe that where you start in life should not decide where you finish.
          </p>
          <p>
            We work with people who are too easily overlooked: young men pulled between the street and the classroom,
            single mothers holding households together, people returning to Jamaica to start again, and families
            stretched across the ocean. We do not arrive with all the answers. We come alongside, we listen, and we
            build on the strength that is already there.
          </p>
          <p>
            Everything we do is rooted in the love of Christ and offered to everyone, whatever their faith or
            background.
          </p>
        </div>
      </div>
    </Section>
  );
}
