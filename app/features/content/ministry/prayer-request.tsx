import { Mail } from "lucide-react";
import { Section } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { useCharity } from "~/lib/charity";
import type { SectionValue } from "@core/pages/template";
import type { ministryPage } from "@core/pages/templates/ministry";

/** Shown while the charity has an email address to write to (Settings; in production, once set). */
export function PrayerRequest({ section }: { section: SectionValue<typeof ministryPage.sections.prayer> }) {
  const { email } = useCharity();
  if (!email) return null;
  const prayerMailto = `mailto:${email}?subject=${encodeURIComponent("Prayer request")}`;
  return (
    <Section tone="white" aria-labelledby="prayer-request-title">
      <div className="grid gap-8 rounded-[2rem] bg-evergreen-50 p-8 sm:p-12 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          {section.eyebrow && <p className="text-sm font-semibold uppercase tracking-[0.2em] text-evergreen-700">{section.eyebrow}</p>}
          <h2 id="prayer-request-title" className="mt-2 text-3xl font-semibold text-evergreen-900">
            {section.heading}
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">
            {section.before}{" "}
            <a href={prayerMailto} className="font-semibold text-evergreen-700 underline underline-offset-4 hover:text-evergreen-900">
              {email}
            </a>
            {section.after && <> {section.after}</>}
          </p>
        </div>
        <Button asChild size="lg">
          <a href={prayerMailto}>
            <Mail aria-hidden="true" />
            {section.button}
          </a>
        </Button>
      </div>
    </Section>
  );
}
