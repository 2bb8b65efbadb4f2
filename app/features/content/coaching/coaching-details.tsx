import { CalendarClock, Check, MessageCircleHeart } from "lucide-react";
import { Section } from "~/components/layout/page";
import { Card } from "~/components/ui/card";
import type { PageContent } from "@core/pages/template";
import type { coachingPage } from "@core/pages/templates/coaching";
import { siteConfig } from "@core/site-config";
import { useCharity } from "~/lib/charity";
import { shown } from "../shared/slots";
import { Rating } from "./rating";

/** The opening hours, the areas of expertise and the reviews, side by side on a wide screen. */
export function CoachingDetails({ sections: { hours, expertise, reviews } }: { sections: PageContent<typeof coachingPage>["sections"] }) {
  // Opening hours and the email address as owners saved them in Settings.
  const charity = useCharity();
  const openingHours = charity.openingHours ?? siteConfig.openingHours;
  return (
    <Section tone="sand">
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-8">
          <section aria-labelledby="opening-hours-title">
            <div className="flex items-center gap-3">
              <CalendarClock aria-hidden="true" className="size-6 text-evergreen-700" />
              <h2 id="opening-hours-title" className="text-2xl font-semibold text-evergreen-900">
                {hours.heading}
              </h2>
            </div>
            <table className="mt-6 w-full text-left">
              <caption className="sr-only">Opening hours, {siteConfig.openingHoursTimeZone}</caption>
              <tbody className="divide-y divide-line">
                {openingHours.map((row) => (
                  <tr key={row.days}>
                    <th scope="row" className="py-3 pr-4 font-medium text-ink">
                      {row.days}
                    </th>
                    <td className={`py-3 text-right font-semibold ${row.hours === "Closed" ? "text-muted" : "text-evergreen-800"}`}>
                      {row.hours}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-4 text-sm text-muted">All times are {siteConfig.openingHoursTimeZone}.</p>
            {charity.email && (
              <p className="mt-6 border-t border-line pt-6 leading-relaxed text-muted">
                Questions before you book? Email{" "}
                <a href={`mailto:${charity.email}`} className="font-semibold text-evergreen-700 underline underline-offset-4 hover:text-evergreen-900">
                  {charity.email}
                </a>{" "}
                and we will gladly help.
              </p>
            )}
          </section>
        </Card>

        <Card className="p-8">
          <section aria-labelledby="expertise-title">
            <h2 id="expertise-title" className="text-2xl font-semibold text-evergreen-900">
              {expertise.heading}
            </h2>
            <ul className="mt-6 space-y-3">
              {expertise.areas.map((area, i) => (
                <li key={i} className="flex gap-3 leading-snug text-ink">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-evergreen-600" />
                  {area.text}
                </li>
              ))}
            </ul>
          </section>
        </Card>

        {shown(reviews) && (
          <Card className="flex flex-col bg-evergreen-900 p-8 text-white">
            <section aria-labelledby="reviews-title" className="flex flex-1 flex-col">
              <div className="flex items-center gap-3">
                <MessageCircleHeart aria-hidden="true" className="size-6 text-gold-300" />
                <h2 id="reviews-title" className="text-2xl font-semibold">
                  {reviews.heading}
                </h2>
              </div>
              <Rating tone="light" className="mt-6" />
              <p className="mt-4 flex-1 leading-relaxed text-evergreen-100">{reviews.text}</p>
              <h3 className="mt-6 font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">{reviews.stepsHeading}</h3>
              <ol className="mt-3 list-decimal space-y-2 pl-5 text-evergreen-50 marker:font-semibold marker:text-gold-300">
                {reviews.steps.map((step, i) => (
                  <li key={i}>{step.text}</li>
                ))}
              </ol>
            </section>
          </Card>
        )}
      </div>
    </Section>
  );
}
