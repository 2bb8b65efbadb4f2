// The footer's static content: rendered into the pre-rendered pages only (see static-island.tsx).
import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { supporterAccountPath } from "@core/deep-links";
import { paths } from "@core/paths";
import { siteConfig } from "@core/site-config";
import type { PublicCharityDetails } from "@core/site-data";
import { phoneHref, useCharity } from "~/lib/charity";
import { SERVER_PAGE } from "~/lib/client-link";
import { CharityRegistration } from "./charity-registration";
import { Logo } from "./logo.island";
import { InstagramIcon, TikTokIcon, YouTubeIcon } from "./social-icons";

const quickLinks = [
  { to: paths.home, label: "Home" },
  { to: paths.movement, label: "Movement" },
  { to: paths.ministry, label: "Ministry" },
  { to: paths.mission, label: "Mission" },
  { to: paths.marketplace, label: "Store" },
  { to: paths.support, label: "Donate" },
  { to: paths.coaching, label: siteConfig.coachingBrand },
  { to: paths.connect, label: "Subscribe" },
  { to: paths.privacy, label: "Privacy" },
];

const legalLinks = [
  { to: paths.terms, label: "Terms" },
  { to: paths.privacy, label: "Privacy Policy" },
  { to: paths.accessibility, label: "Accessibility" },
];

function socialLinks(social: PublicCharityDetails["social"]) {
  return [
    { href: social.youtube, label: "YouTube", icon: <YouTubeIcon /> },
    { href: social.instagram, label: "Instagram", icon: <InstagramIcon /> },
    { href: social.tiktok, label: "TikTok", icon: <TikTokIcon /> },
  ].filter((link) => link.href);
}

/** The footer's first three columns: who we are, quick links, and how to reach us (as owners saved it). */
export function FooterColumns() {
  const charity = useCharity();
  return (
    <>
      <div className="space-y-4">
        <Logo tone="light" />
        <p className="text-sm leading-relaxed text-evergreen-100">
          {siteConfig.tagline}. Strengthening faith and families, and standing with marginalised communities in Jamaica
          and across the diaspora.
        </p>
        <ul className="flex gap-2" aria-label="Social media">
          {socialLinks(charity.social).map((s) => (
            <li key={s.label}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                className="grid size-10 place-items-center rounded-full bg-white/10 text-white hover:bg-gold-400 hover:text-ink"
                aria-label={`${siteConfig.name} on ${s.label} (opens in a new tab)`}
              >
                {s.icon}
              </a>
            </li>
          ))}
        </ul>
      </div>

      <div className="space-y-8">
        <nav aria-label="Quick links">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">Quick links</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
            {quickLinks.map((l) => (
              <li key={l.label}>
                <Link to={l.to} className="text-evergreen-50 hover:text-gold-300 hover:underline">
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {/* Beside the specification's quick links, not among them: where a supporter looks after what they gave, and asks us to speak. */}
        <nav aria-label="For supporters">
          <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">For supporters</h2>
          <ul className="mt-4 space-y-2 text-sm">
            <li>
              <a href={supporterAccountPath} {...{ [SERVER_PAGE]: "" }} className="text-evergreen-50 hover:text-gold-300 hover:underline">
                Manage your giving
              </a>
            </li>
            <li>
              <Link to={paths.bookCall} className="text-evergreen-50 hover:text-gold-300 hover:underline">
                Invite a speaker
              </Link>
            </li>
          </ul>
        </nav>
      </div>

      <div>
        <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">Get in touch</h2>
        <ul className="mt-4 space-y-3 text-sm">
          {charity.email && (
            <li className="flex gap-2">
              <Mail className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
              <a href={`mailto:${charity.email}`} className="hover:underline">
                {charity.email}
              </a>
            </li>
          )}
          {charity.phone && (
            <li className="flex gap-2">
              <Phone className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
              <a href={phoneHref(charity.phone)} className="hover:underline">
                {charity.phone}
              </a>
            </li>
          )}
          {charity.address && (
            <li className="flex gap-2">
              <MapPin className="mt-0.5 size-4 shrink-0 text-gold-300" aria-hidden="true" />
              <address className="not-italic">{charity.address}</address>
            </li>
          )}
        </ul>
      </div>
    </>
  );
}

export function FooterLegal() {
  return (
    <div className="border-t border-white/10">
      <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-evergreen-100 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
        <div className="space-y-1">
          <p>
            © {siteConfig.copyrightYear} {siteConfig.name}. All rights reserved.
          </p>
          <CharityRegistration />
        </div>
        <ul className="flex flex-wrap gap-x-5 gap-y-2" aria-label="Legal">
          {legalLinks.map((l) => (
            <li key={l.label}>
              <Link to={l.to} className="hover:text-gold-300 hover:underline">
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
