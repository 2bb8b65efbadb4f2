import {
  CalendarDays,
  Clock3,
  MapPin,
  MessageSquareText,
  MonitorSpeaker,
  Presentation,
  UserRound,
  Users,
  Wallet,
  type LucideIcon,
} from "lucide-react";
import { Section, SectionHeading } from "~/components/layout/page";

const details: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: CalendarDays, title: "Date and time", text: "Your preferred date, start time and any alternative dates." },
  { icon: MapPin, title: "Location", text: "Venue name and address, or the platform if the event is online." },
  { icon: Users, title: "Audience", text: "Who will be there, roughly how many, and their age range." },
  { icon: MessageSquareText, title: "Topic or theme", text: "The theme of your event, or a topic from the list above." },
  { icon: Presentation, title: "Format", text: "Sermon, keynote, workshop, panel or Q&A, in person or online." },
  { icon: Clock3, title: "Length", text: "How long the speaker is asked to speak, and the full running order." },
  { icon: Wallet, title: "Budget and honorarium", text: "Any honorarium offered, and whether travel and accommodation are covered." },
  { icon: MonitorSpeaker, title: "AV and technical", text: "Microphones, screen and projector, livestream or recording plans." },
  { icon: UserRound, title: "Your contact details", text: "Your name, organisation, email and a phone number for the day." },
];

export function EventDetails() {
  return (
    <Section tone="white" aria-labelledby="event-details-title">
      <SectionHeading id="event-details-title" eyebrow="Help us say yes" title="Event Details to Include">
        <p>
          The more we know, the faster we can confirm. Please include these details in your request.
        </p>
      </SectionHeading>
      <ul className="mx-auto mt-12 grid max-w-6xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {details.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-4 rounded-card bg-paper p-5 ring-1 ring-line">
            <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-gold-100 text-gold-700">
              <Icon className="size-5" />
            </span>
            <div>
              <h3 className="font-sans text-base font-semibold text-evergreen-900">{title}</h3>
              <p className="mt-1 text-[0.95rem] leading-relaxed text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
