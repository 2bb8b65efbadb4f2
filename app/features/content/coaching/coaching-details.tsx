import { CalendarClock, Check, MessageCircleHeart } from "lucide-react";
import { Section } from "~/components/layout/page";
import { Card } from "~/components/ui/card";
import { siteConfig } from "@core/site-config";
import { useCharity } from "~/lib/charity";
import { Rating } from "./rating";

const expertise = [
  "Purpose and life direction",
  "Family relocation and visa planning between Jamaica and the UK",
  "Grant writing and funding bids for churches and charities",
  "Faith-sensitive mental health guidance",
  "Short-let and Airbnb hosting",
  "Church, charity and ministry leadership",
];

export function CoachingDetails() {
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
                Opening Hours
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
              Areas of Expertise
            </h2>
            <ul className="mt-6 space-y-3">
              {expertise.map((item) => (
                <li key={item} className="flex gap-3 leading-snug text-ink">
                  <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-evergreen-600" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </Card>

        <Card className="flex flex-col bg-evergreen-900 p-8 text-white">
          <section aria-labelledby="reviews-title" className="flex flex-1 flex-col">
            <div className="flex items-center gap-3">
              <MessageCircleHeart aria-hidden="true" className="size-6 text-gold-300" />
              <h2 id="reviews-title" className="text-2xl font-semibold">
                Client Reviews
              </h2>
            </div>
            <Rating tone="light" className="mt-6" />
            <p className="mt-4 flex-1 leading-relaxed text-evergreen-100">
              Reviews come from people who have booked a session through our booking page. Thank you to everyone who
              has trusted us with their story.
            </p>
            <h3 className="mt-6 font-sans text-sm font-semibold uppercase tracking-wider text-gold-300">How it works</h3>
            <ol className="mt-3 list-decimal space-y-2 pl-5 text-evergreen-50 marker:font-semibold marker:text-gold-300">
              <li>Choose a session and pick a time that suits you.</li>
              <li>Receive a confirmation with your video link.</li>
              <li>Meet your coach online and take your next step.</li>
            </ol>
          </section>
        </Card>
      </div>
    </Section>
  );
}
