import { Clock, Mail, Phone } from "lucide-react";
import { Button } from "~/components/ui/button";
import type { SectionValue } from "@core/pages/template";
import type { bookCallPage } from "@core/pages/templates/book-call";
import { siteConfig } from "@core/site-config";
import { phoneHref, useCharity } from "~/lib/charity";

const requestMailto = `mailto:${siteConfig.contact.speakingEmail}?subject=${encodeURIComponent("Speaking engagement request")}`;

const [speakingUser, speakingDomain] = siteConfig.contact.speakingEmail.split("@");

/** Who to write to about a booking; sits beside the topics on wide screens. */
export function SpeakingContact({ section }: { section: SectionValue<typeof bookCallPage.sections.contact> }) {
  // The phone number owners saved in Settings; not yet set in production, the line is left out.
  const { phone } = useCharity();
  return (
    <aside aria-labelledby="speaking-contact-title" className="rounded-card bg-evergreen-900 p-8 text-white shadow-card">
      <h2 id="speaking-contact-title" className="text-2xl font-semibold">
        {section.heading}
      </h2>
      {section.intro && <p className="mt-3 leading-relaxed text-evergreen-100">{section.intro}</p>}
      <ul className="mt-6 space-y-5">
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-300" />
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">Email</p>
            <a href={requestMailto} className="font-medium underline underline-offset-4 hover:text-gold-300">
              {/* Lets a narrow card wrap the address after the @ rather than mid-word. */}
              {speakingUser}@<wbr />
              {speakingDomain}
            </a>
          </div>
        </li>
        {phone && (
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-300" />
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">Phone</p>
              <a href={phoneHref(phone)} className="font-medium underline underline-offset-4 hover:text-gold-300">
                {phone}
              </a>
            </div>
          </li>
        )}
        {section.responseTime && (
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-300" />
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-gold-300">Response time</p>
              <p className="font-medium">{section.responseTime}</p>
            </div>
          </li>
        )}
      </ul>
      <Button asChild variant="gold" className="mt-8 w-full">
        <a href={requestMailto}>
          <Mail aria-hidden="true" />
          {section.button}
        </a>
      </Button>
    </aside>
  );
}
