// docs/product-rules.md#pages /marketplace: the Marketplace intro and a card leading to /devotionals,
// in the page's words (core/pages/templates/marketplace.ts).
import { ArrowRight, BookOpen, Gift, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import type { ContentIconName } from "@core/pages/icons";
import type { PageContent } from "@core/pages/template";
import type { marketplacePage } from "@core/pages/templates/marketplace";
import { GIFT_WRAP_PRICE, type Product } from "@core/product";
import { formatPence } from "@core/money";
import { paths } from "@core/paths";
import { STORE_SECTION_ID } from "./store-catalogue";

/**
 * `journal`: the devotional shelf's first product, shown beside the intro when there is one.
 * `icons`: what draws each icon staff may choose (the content pages' set, composed in by the route).
 */
export function MarketplaceIntro({
  page,
  journal,
  icons,
}: {
  page: PageContent<typeof marketplacePage>;
  journal?: Product;
  icons: Record<ContentIconName, LucideIcon>;
}) {
  const { hero, devotionals, promises } = page.sections;
  // The gift wrap's line is worded from its price, which the shop's rules set.
  const shown = [
    ...promises.items.map((item) => ({ icon: icons[item.icon], title: item.title, text: item.text })),
    { icon: Gift, title: promises.giftWrap, text: `Add it to any item for ${formatPence(GIFT_WRAP_PRICE)}.` },
  ];
  return (
    <section aria-labelledby="marketplace-heading" className="relative overflow-hidden bg-evergreen-900 text-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 opacity-30 [background:radial-gradient(60rem_30rem_at_85%_-10%,var(--color-gold-500),transparent_60%),radial-gradient(40rem_30rem_at_0%_120%,var(--color-evergreen-500),transparent_60%)]"
      />
      {/* Shorter on a laptop, so the first row of products shows in the first screen (issue 56). */}
      <div className="relative mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 sm:py-16 lg:grid-cols-[1.3fr_1fr] lg:items-center lg:px-8 lg:py-7">
        <div>
          {hero.eyebrow && <p className="text-sm font-semibold tracking-[0.2em] text-gold-300 uppercase">{hero.eyebrow}</p>}
          <h1 id="marketplace-heading" className="mt-3 text-4xl leading-tight font-semibold sm:text-5xl lg:mt-2 lg:text-4xl">
            {hero.heading}
          </h1>
          <p className="mt-5 max-w-xl text-lg leading-relaxed text-evergreen-50 lg:mt-3 lg:max-w-none">{hero.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3 lg:mt-4">
            <a
              href={`#${STORE_SECTION_ID}`}
              className="inline-flex h-11 items-center gap-2 rounded-full bg-gold-400 px-6 font-semibold text-ink transition-colors hover:bg-gold-300"
            >
              {hero.shop}
              <ArrowRight className="size-4" aria-hidden="true" />
            </a>
          </div>
        </div>

        <Link
          to={paths.devotionals}
          className="group flex items-center gap-5 rounded-card bg-white p-4 text-ink shadow-card ring-1 ring-white/10 transition-transform hover:-translate-y-0.5 sm:p-5"
        >
          {journal && (
            <img
              src={journal.image}
              alt=""
              width={400}
              height={400}
              className="size-24 shrink-0 rounded-xl bg-sand object-cover sm:size-28"
            />
          )}
          <span className="min-w-0">
            {devotionals.eyebrow && (
              <span className="flex items-center gap-2 text-xs font-semibold tracking-[0.12em] text-gold-700 uppercase">
                <BookOpen className="size-4" aria-hidden="true" />
                {devotionals.eyebrow}
              </span>
            )}
            <span className="mt-1 block font-serif text-xl font-semibold text-evergreen-900">{devotionals.title}</span>
            <span className="mt-1 block text-sm leading-relaxed text-muted">{devotionals.text}</span>
            <span className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-evergreen-700 group-hover:underline">
              {devotionals.more}
              <ArrowRight className="size-4" aria-hidden="true" />
            </span>
          </span>
        </Link>
      </div>
      <div className="relative border-t border-white/10 bg-evergreen-900/60">
        <ul role="list" className="mx-auto grid max-w-7xl gap-4 px-4 py-5 sm:grid-cols-3 sm:px-6 lg:px-8 lg:py-3">
          {shown.map(({ icon: Icon, title, text }, i) => (
            <li key={i} className="flex items-start gap-3">
              <Icon className="mt-0.5 size-5 shrink-0 text-gold-300" aria-hidden="true" />
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="block text-sm text-evergreen-100">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
