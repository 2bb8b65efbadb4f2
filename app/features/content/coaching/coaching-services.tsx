import { Clock } from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { formatPence } from "@core/money";
import { coachingServices } from "@core/site-config";
import { BookNowLink } from "./book-now-link";

export function CoachingServices() {
  return (
    <Section aria-labelledby="coaching-services-title">
      <SectionHeading id="coaching-services-title" eyebrow="Sessions" title="Services & Prices">
        <p>
          Start with a free call, or book a focused session. Every session is one-to-one, online, and begins with
          prayer if you would like it to.
        </p>
      </SectionHeading>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {coachingServices.map((service) => {
          const free = service.price === 0;
          return (
            <li key={service.title}>
              <Card className="flex h-full flex-col">
                <div className="flex items-start justify-between gap-4">
                  <CardTitle>{service.title}</CardTitle>
                  <p
                    className={`shrink-0 rounded-full px-3 py-1 text-sm font-bold ${free ? "bg-evergreen-700 text-white" : "bg-gold-100 text-ink"}`}
                  >
                    {free ? "Free" : formatPence(service.price)}
                  </p>
                </div>
                <p className="mt-2 flex items-center gap-1.5 text-sm font-medium text-evergreen-700">
                  <Clock aria-hidden="true" className="size-4" />
                  <span className="sr-only">Duration: </span>
                  {service.duration}
                </p>
                <CardText className="flex-1">{service.description}</CardText>
                <BookNowLink service={service.title} variant={free ? "outline" : "primary"} className="mt-6 self-start" />
              </Card>
            </li>
          );
        })}
      </ul>
      <p className="mx-auto mt-10 max-w-3xl text-center text-sm leading-relaxed text-muted">
        Coaching offers general guidance and support. It is not a substitute for regulated legal or immigration
        advice, medical care or financial advice, and we will point you to qualified professionals where you need
        them.
      </p>
    </Section>
  );
}
