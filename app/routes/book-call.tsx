import { BackToHome } from "~/components/layout/page";
import { EventDetails } from "~/features/content/book-call/event-details";
import { SpeakingOverview } from "~/features/content/book-call/speaking-overview";
import { ContentHero } from "~/features/content/shared/slots";
import { SpeakingRequestForm } from "~/features/speaking/speaking-request-form";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/book-call";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/book-call.ts); the request
// form is the site's own.
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "book-call") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.bookCall);

export default function BookCallPage({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <>
      <BackToHome />
      <ContentHero section={page.sections.hero} />
      <SpeakingOverview sections={page.sections} />
      <EventDetails section={page.sections.details} />
      <SpeakingRequestForm />
    </>
  );
}
