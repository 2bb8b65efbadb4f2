import { BackToHome } from "~/components/layout/page";
import { MinistryCards } from "~/features/content/ministry/ministry-cards";
import { PrayerRequest } from "~/features/content/ministry/prayer-request";
import { ContentCta, ContentHero, shown } from "~/features/content/shared/slots";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/ministry";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/ministry.ts).
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "ministry") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.ministry);

export default function MinistryPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, ministries, prayer, serve } = page.sections;
  return (
    <>
      <BackToHome />
      <ContentHero section={hero} />
      <MinistryCards section={ministries} />
      {shown(prayer) && <PrayerRequest section={prayer} />}
      {shown(serve) && <ContentCta id="serve-with-us-title" section={serve} />}
    </>
  );
}
