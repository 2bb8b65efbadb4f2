import { Mail } from "lucide-react";
import { Section } from "~/components/layout/page";
import { Button } from "~/components/ui/button";
import { useCharity } from "~/lib/charity";

/** Shown while the charity has an email address to write to (Settings; in production, once set). */
export function PrayerRequest() {
  const { email } = useCharity();
  if (!email) return null;
  const prayerMailto = `mailto:${email}?subject=${encodeURIComponent("Prayer request")}`;
  return (
    <Section tone="white" aria-labelledby="prayer-request-title">
      <div className="grid gap-8 rounded-[2rem] bg-evergreen-50 p-8 sm:p-12 lg:grid-cols-[1fr_auto] lg:items-center">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-evergreen-700">We would love to pray with you</p>
          <h2 id="prayer-request-title" className="mt-2 text-3xl font-semibold text-evergreen-900">
            Share a Prayer Request
          </h2>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-muted">
            However big or small, bring it to us. Write to us at{" "}
            <a href={prayerMailto} className="font-semibold text-evergreen-700 underline underline-offset-4 hover:text-evergreen-900">
              {email}
            </a>{" "}
            and a member of our prayer team will pray for you by name. Requests are kept confidential.
          </p>
        </div>
        <Button asChild size="lg">
          <a href={prayerMailto}>
            <Mail aria-hidden="true" />
            Send a Prayer Request
          </a>
        </Button>
      </div>
    </Section>
  );
}
