import { BackToHome } from "~/components/layout/page";
import { PrivacyPolicy } from "~/features/content/legal/privacy-policy";
import { ContentHero } from "~/features/content/shared/slots";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/privacy";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/privacy.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "privacy") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.privacy);

export default function PrivacyPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <BackToHome />
      <ContentHero section={page.sections.hero} />
      <PrivacyPolicy sections={page.sections} />
    </>
  );
}
