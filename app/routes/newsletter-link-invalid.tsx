import { LinkIcon } from "lucide-react";
import { BackToHome } from "~/components/layout/page";
import { ConnectSignupForm } from "~/features/newsletter/connect-signup-form";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";
import { useCharity } from "~/lib/charity";

export const meta = () =>
  pageMeta({
    title: "Link expired or not valid",
    description: "This newsletter link has expired or is not valid. Sign up again for a fresh one.",
    path: paths.newsletterLinkInvalid,
  });

export default function NewsletterLinkInvalidPage() {
  // The address owners saved in Settings; not yet set in production, the line is left out.
  const { email } = useCharity();
  return (
    <>
      <BackToHome />
      <div className="mx-auto max-w-2xl px-6 py-16">
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <LinkIcon aria-hidden="true" className="size-12 text-gold-700" />
          <h1 className="mt-4 text-3xl font-semibold text-evergreen-900">This link has expired or isn't valid</h1>
          <p className="mt-4 text-lg text-ink">
            Confirmation links work for 7 days, and only as we sent them. Sign up again below and we'll email you a
            fresh link.
          </p>
          {email && (
            <p className="mt-3 text-muted">
              Trying to unsubscribe? Write to{" "}
              <a href={`mailto:${email}`} className="font-medium text-evergreen-700 underline">
                {email}
              </a>{" "}
              and we'll take you off the list straight away.
            </p>
          )}
          <h2 className="mt-8 text-xl font-semibold text-evergreen-900">Sign up again</h2>
          <div className="mt-4">
            <ConnectSignupForm />
          </div>
        </div>
      </div>
    </>
  );
}
