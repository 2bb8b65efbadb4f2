import { Check, Quote } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { paths } from "@core/paths";
import { ArrowLink } from "../shared/links";

const areas = [
  "Worship & Prayer",
  "Family & Marriage",
  "Youth & Young Adults",
  "Community Outreach",
  "Diaspora Care",
];

export function MinistryPreview() {
  return (
    <Section tone="white" aria-labelledby="home-ministry-title">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading id="home-ministry-title" eyebrow="Ministry" title="Ministry that meets people where they are" align="left">
            <p>
              From Sunday worship to a kitchen-table conversation, our ministry is about presence. We pray with people,
              walk with families through hard seasons and make room at the table for those who are too often left out.
            </p>
          </SectionHeading>
          <ul className="mt-8 grid gap-3 sm:grid-cols-2">
            {areas.map((area) => (
              <li key={area} className="flex items-center gap-3 font-medium text-ink">
                <span aria-hidden="true" className="grid size-7 shrink-0 place-items-center rounded-full bg-evergreen-50 text-evergreen-700">
                  <Check className="size-4" />
                </span>
                {area}
              </li>
            ))}
          </ul>
          <p className="mt-8">
            <ArrowLink to={paths.ministry}>Explore our ministries</ArrowLink>
          </p>
        </div>
        <figure className="relative overflow-hidden rounded-[2rem] bg-evergreen-800 p-8 text-white shadow-card sm:p-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-0 [background:radial-gradient(24rem_18rem_at_100%_0%,rgb(224_168_30/0.35),transparent_70%)]"
          />
          <Quote aria-hidden="true" className="relative size-10 text-gold-300" />
          <blockquote className="relative mt-4 font-serif text-2xl leading-snug sm:text-3xl">
            <p>
              “If you spend yourselves on behalf of the hungry and satisfy the needs of the oppressed, then your light
              will rise in the darkness.”
            </p>
          </blockquote>
          <figcaption className="relative mt-6 text-sm font-semibold uppercase tracking-[0.2em] text-gold-300">
            Isaiah 58:10 (NIV)
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
