import { Mic } from "lucide-react";
import type { SectionValue } from "@core/pages/template";
import type { bookCallPage } from "@core/pages/templates/book-call";

export function SpeakingTopics({ section }: { section: SectionValue<typeof bookCallPage.sections.topics> }) {
  return (
    <section aria-labelledby="speaking-topics-title">
      {section.eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">{section.eyebrow}</p>}
      <h2 id="speaking-topics-title" className="mt-2 text-3xl font-semibold text-evergreen-900 sm:text-4xl">
        {section.heading}
      </h2>
      {section.intro && <p className="mt-4 text-lg leading-relaxed text-muted">{section.intro}</p>}
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {section.topics.map((t, i) => (
          <li key={i} className="rounded-card border border-line bg-white p-5 shadow-card">
            <div className="flex items-start gap-3">
              <Mic aria-hidden="true" className="mt-1 size-5 shrink-0 text-evergreen-600" />
              <div>
                <h3 className="text-lg font-semibold text-evergreen-900">{t.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{t.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
