// How to reach the ministry on /connect, where the header's Contact Us leads: the page's words
// around the email address and phone number owners saved in Settings (app/lib/charity.ts). A
// detail not to be shown (a placeholder in production) is left out, and with neither the block is.
import { Mail, Phone } from "lucide-react";
import type { SectionValue } from "@core/pages/template";
import type { connectPage } from "@core/pages/templates/connect";
import { phoneHref, useCharity } from "~/lib/charity";

export function ConnectContact({ section }: { section: SectionValue<typeof connectPage.sections.contact> }) {
  const { email, phone } = useCharity();
  if (!email && !phone) return null;
  return (
    <section aria-labelledby="connect-contact-title" className="mt-10 rounded-card border border-line bg-white p-6 shadow-card">
      <h2 id="connect-contact-title" className="text-xl font-semibold text-evergreen-900">
        {section.heading}
      </h2>
      {section.intro && <p className="mt-2 leading-relaxed text-muted">{section.intro}</p>}
      <ul className="mt-4 space-y-3">
        {email && (
          <li className="flex gap-3">
            <Mail aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-700" />
            <a href={`mailto:${email}`} className="font-medium text-evergreen-800 underline underline-offset-4">
              {/* A phone's column breaks the address after the @ rather than mid-word. */}
              {email.slice(0, email.indexOf("@") + 1)}
              <wbr />
              {email.slice(email.indexOf("@") + 1)}
            </a>
          </li>
        )}
        {phone && (
          <li className="flex gap-3">
            <Phone aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-700" />
            <a href={phoneHref(phone)} className="font-medium text-evergreen-800 underline underline-offset-4">
              {phone}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
