// The legal pages' shared body (/terms, /privacy, /accessibility): the date and introduction, a
// contents list beside the sections, each section's anchor fixed (other pages and emails link to them).
import type { ReactNode } from "react";
import type { SectionValue } from "@core/pages/template";
import type { PublicCharityDetails } from "@core/site-data";
import type { legalIntroSection } from "@core/pages/templates/legal";
import { RichText } from "../shared/rich-text";
import { shown } from "../shared/slots";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

/** A section as staff titled it, its body drawn by the page; left out when staff hid it. */
export interface ContentLegalSection {
  id: string;
  section: { title: string; hidden?: boolean };
  body: ReactNode;
}

/** The page's sections in order, with the ones staff hid left out of the contents list and the page. */
export function LegalPage({ document, sections }: { document: SectionValue<ReturnType<typeof legalIntroSection>>; sections: ContentLegalSection[] }) {
  return (
    <LegalDocument
      updated={document.updated}
      intro={<RichText doc={document.intro} />}
      sections={sections.filter(({ section }) => shown(section)).map(({ id, section, body }) => ({ id, title: section.title, body }))}
    />
  );
}

/** A policy page's body: a contents list beside the sections, in plain readable type. */
export function LegalDocument({ updated, intro, sections }: { updated: string; intro: ReactNode; sections: LegalSection[] }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:px-8">
      <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
        <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-700">On this page</h2>
        <ol className="mt-3 space-y-1 border-l-2 border-line text-[0.95rem]">
          {sections.map((s) => (
            <li key={s.id}>
              <a
                href={`#${s.id}`}
                className="-ml-0.5 block border-l-2 border-transparent py-1 pl-4 text-muted hover:border-evergreen-600 hover:text-evergreen-800 hover:underline"
              >
                {s.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className="max-w-3xl">
        <p className="text-sm font-medium text-muted">Last updated: {updated}</p>
        <div className="mt-4 text-lg leading-relaxed text-ink">{intro}</div>
        {sections.map((s) => (
          <section key={s.id} aria-labelledby={s.id} className="mt-12 border-t border-line pt-10 first-of-type:mt-10">
            <h2 id={s.id} className="text-2xl font-semibold text-evergreen-900 sm:text-3xl">
              {s.title}
            </h2>
            <div className="mt-4 space-y-4 leading-relaxed text-ink/90 [&_a]:font-medium [&_a]:text-evergreen-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-evergreen-900 [&_h3]:mt-6 [&_h3]:font-sans [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-evergreen-900 [&_li]:mt-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ul]:marker:text-evergreen-600">
              {s.body}
            </div>
          </section>
        ))}
      </article>
    </div>
  );
}

/**
 * How the legal pages name the charity from its saved details: its legal name (the site's name
 * until one is saved), its email address as a link ("us" while none is), and ", registered charity
 * no. …" after a name (nothing while no registration is).
 */
export function charityWording(charity: PublicCharityDetails, siteName: string): { legalName: string; email: ReactNode; registered: string } {
  return {
    legalName: charity.legalName ?? siteName,
    email: charity.email ? <a href={`mailto:${charity.email}`}>{charity.email}</a> : "us",
    registered: charity.registration ? `, ${charity.registration.replace(/^Registered/, "registered")}` : "",
  };
}

/** The organisation's postal address on one line, inside a sentence (so a span: <address> cannot sit in a <p>). */
export function PostalAddress({ lines }: { lines: readonly string[] }) {
  return <span className="whitespace-normal">{lines.join(", ")}</span>;
}
