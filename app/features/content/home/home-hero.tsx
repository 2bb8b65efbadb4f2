import { ArrowDown, Sparkles } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { SectionValue } from "@core/pages/template";
import type { homePage } from "@core/pages/templates/home";
import { PassportEmblem } from "../shared/artwork";
import { ArrowLink } from "../shared/links";
import { SlotButton } from "../shared/slot-link";
import { WHAT_WE_DO_ID } from "./what-we-do";

/** The landing hero. Text first and no images, so the heading paints as the page's largest element. */
export function HomeHero({ section }: { section: SectionValue<typeof homePage.sections.hero> }) {
  return (
    <section aria-labelledby="home-hero-title" className="relative overflow-hidden bg-evergreen-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 [background:radial-gradient(50rem_28rem_at_90%_0%,rgb(224_168_30/0.28),transparent_65%),radial-gradient(40rem_30rem_at_0%_100%,rgb(31_138_91/0.45),transparent_65%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-16 pt-12 sm:px-6 sm:pb-20 sm:pt-16 lg:grid-cols-[1.15fr_0.85fr] lg:px-8 lg:py-24">
        <div>
          {section.eyebrow && (
            <p className="inline-flex items-center gap-2 rounded-full border border-gold-300/40 bg-white/5 px-4 py-1.5 text-sm font-semibold text-gold-300">
              <Sparkles aria-hidden="true" className="size-4" />
              {section.eyebrow}
            </p>
          )}
          <h1
            id="home-hero-title"
            className="mt-6 text-[3.5rem] font-semibold leading-[1.02] tracking-tight sm:text-7xl lg:text-[5.25rem]"
          >
            {section.heading}
            {section.highlight && (
              <>
                {" "}
                <span className="italic text-gold-300">{section.highlight}</span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-evergreen-50 sm:text-xl">{section.intro}</p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <Button asChild variant="gold" size="lg">
              {/* A plain in-page link, so it scrolls before any script has loaded. */}
              <a href={`#${WHAT_WE_DO_ID}`}>
                {section.begin}
                <ArrowDown aria-hidden="true" />
              </a>
            </Button>
            <SlotButton link={section.secondary} variant="outline-light" size="lg" />
          </div>
          {section.shortcuts.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
              {section.shortcuts.map((shortcut, i) => (
                <li key={i}>
                  <ArrowLink to={shortcut.link.href} tone="light">
                    {shortcut.link.label}
                  </ArrowLink>
                </li>
              ))}
            </ul>
          )}
        </div>
        <PassportEmblem className="mx-auto w-full max-w-64 sm:max-w-sm lg:max-w-md" />
      </div>
    </section>
  );
}
