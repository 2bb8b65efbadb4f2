// A link or button whose label and destination are a page's slot (core/pages/template.ts): through
// the router for a page of this site, an ordinary link elsewhere. Apart from the rest of the slots'
// pieces, so a page with only a button loads no banner or closing panel.
import type { ComponentProps } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { isSiteLink } from "@core/pages/links";
import type { LinkValue } from "@core/pages/template";

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
