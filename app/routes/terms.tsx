import { BackToHome } from "~/components/layout/page";
import { TermsOfUse } from "~/features/content/legal/terms-of-use";
import { ContentHero } from "~/features/content/shared/slots";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/terms";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/terms.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "terms") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.terms);

export default function TermsPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <BackToHome />
      <ContentHero section={page.sections.hero} />
      <TermsOfUse sections={page.sections} />
    </>
  );
}
