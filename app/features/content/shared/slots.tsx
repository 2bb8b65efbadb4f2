// The pieces most content pages draw from their slots (core/pages/templates/shared.ts): the banner,
// the closing panel, a button whose link staff chose, and whether an optional section is shown.
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { PageHero } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { isSiteLink } from "@core/pages/links";
import type { LinkValue, SectionValue } from "@core/pages/template";
import type { ctaSection, heroSection } from "@core/pages/templates/shared";
import { CtaBand } from "./cta-band";
import { hasText, RichText } from "./rich-text";

/** False for a section staff chose to hide. */
export function shown(section: { hidden?: boolean }): boolean {
  return !section.hidden;
}

/** A link staff chose: through the router for a page of this site, an ordinary link elsewhere. */
export function SlotAnchor({ link, ...props }: { link: LinkValue } & Omit<ComponentProps<"a">, "href">) {
  if (isSiteLink(link.href) && !link.href.startsWith("#")) {
    return (
      <Link to={link.href} {...props}>
        {props.children ?? link.label}
      </Link>
    );
  }
  return (
    <a href={link.href} {...props}>
      {props.children ?? link.label}
    </a>
  );
}

/** A button whose label and link are slots. */
export function SlotButton({ link, ...props }: { link: LinkValue } & Omit<ComponentProps<typeof Button>, "asChild" | "children">) {
  return (
    <Button asChild {...props}>
      <SlotAnchor link={link} />
    </Button>
  );
}

export function ContentHero({ section }: { section: SectionValue<ReturnType<typeof heroSection>> }) {
  return (
    <PageHero eyebrow={section.eyebrow || undefined} title={section.heading}>
      {hasText(section.intro) ? <RichText doc={section.intro} /> : undefined}
    </PageHero>
  );
}

export function ContentCta({ id, section }: { id: string; section: SectionValue<ReturnType<typeof ctaSection>> }) {
  return (
    <CtaBand
      id={id}
      eyebrow={section.eyebrow || undefined}
      title={section.heading}
      actions={
        <>
          <SlotButton link={section.primary} variant="gold" size="lg" />
          <SlotButton link={section.secondary} variant="outline-light" size="lg" />
        </>
      }
    >
      {hasText(section.text) ? <RichText doc={section.text} /> : undefined}
    </CtaBand>
  );
}
