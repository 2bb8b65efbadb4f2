import { BackToHome, Section } from "~/components/layout/page";
import { contentIcons } from "~/features/content/shared/content-icons";
import { ContentHero } from "~/features/content/shared/slots";
import { ConnectContact } from "~/features/content/connect/connect-contact";
import { ConnectSignupForm } from "~/features/newsletter/connect-signup-form";
import { contentPageMeta } from "~/lib/content-page-meta";
import { livePage } from "~/lib/site-data.server";
import type { Route } from "./+types/connect";
import { newsletterArchivePath } from "@core/newsletter-archive";
import { paths } from "@core/paths";

// The page's words as staff last published them (core/pages/templates/connect.ts); the sign-up
// form is the site's own.
export async function loader({ context }: Route.LoaderArgs) {
  return { page: await livePage(context, "connect") };
}

export const meta = ({ data }: Route.MetaArgs) => contentPageMeta(data?.page.meta, paths.connect);

export default function ConnectPage({ loaderData: { page } }: Route.ComponentProps) {
  const { hero, receive, contact, signup } = page.sections;
  return (
    <>
      <BackToHome />
      <ContentHero section={hero} />
      <Section className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div>
          <h2 className="text-2xl font-semibold text-evergreen-900 sm:text-3xl">{receive.heading}</h2>
          <ul className="mt-6 space-y-5">
            {receive.items.map((item, i) => {
              const Icon = contentIcons[item.icon];
              return (
                <li key={i} className="flex gap-4">
                  <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-gold-100 text-gold-700">
                    <Icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-sans text-base font-semibold text-evergreen-900">{item.title}</h3>
                    <p className="mt-1 leading-relaxed text-muted">{item.text}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          {receive.promise && <p className="mt-8 text-sm leading-relaxed text-muted">{receive.promise}</p>}
          {/* The archive is the server's own page (server/routes/newsletter-public.ts), not a route of this app. */}
          <p className="mt-4 text-sm">
            <a href={newsletterArchivePath}>
              Read past newsletters
            </a>
          </p>
          <ConnectContact section={contact} />
        </div>
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h2 className="text-2xl font-semibold text-evergreen-900">{signup.heading}</h2>
          <p className="mt-2 text-sm text-muted">
            All fields are required<span aria-hidden="true"> (*)</span>.
          </p>
          <div className="mt-6">
            <ConnectSignupForm />
          </div>
        </div>
      </Section>
    </>
  );
}
