import { BackToHome } from "~/components/layout/page";
import { AccessibilityStatement } from "~/features/content/legal/accessibility-statement";
import { ContentHero } from "~/features/content/shared/slots";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/accessibility";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/accessibility.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "accessibility") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.accessibility);

export default function AccessibilityPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <BackToHome />
      <ContentHero section={page.sections.hero} />
      <AccessibilityStatement sections={page.sections} />
    </>
  );
}
