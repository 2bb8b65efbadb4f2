import { CalendarHeart, HandHeart, MailOpen } from "lucide-react";
import { BackToHome, PageHero, Section } from "~/components/layout/page";
import { ConnectSignupForm } from "~/features/newsletter/connect-signup-form";
import { pageMeta } from "~/lib/seo";
import { paths } from "@core/paths";

export const meta = () =>
  pageMeta({
    title: "Join Our Community",
    description: "Join the Purpose Movement community and receive our monthly newsletter.",
    path: paths.connect,
  });

const promises = [
  {
    icon: MailOpen,
    title: "One letter a month",
    text: "Stories from Jamaica and the diaspora, and what your support made possible.",
  },
  { icon: HandHeart, title: "Prayer points", text: "How to pray for the families and communities we serve." },
  {
    icon: CalendarHeart,
    title: "Events first",
    text: "Gatherings, conferences and programme dates before anyone else.",
  },
];

export default function ConnectPage() {
  return (
    <>
      <BackToHome />
      <PageHero eyebrow="Stay connected" title="Join Our Community">
        <p>Walk with us from wherever you are. Sign up for our newsletter and we'll keep you close to the work.</p>
      </PageHero>
      <Section className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:items-start">
        <div>
          <h2 className="text-2xl font-semibold text-evergreen-900 sm:text-3xl">What you'll receive</h2>
          <ul className="mt-6 space-y-5">
            {promises.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="grid size-11 shrink-0 place-items-center rounded-full bg-gold-100 text-gold-700"
                >
                  <Icon className="size-5" />
                </span>
                <div>
                  <h3 className="font-sans text-base font-semibold text-evergreen-900">{title}</h3>
                  <p className="mt-1 leading-relaxed text-muted">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm leading-relaxed text-muted">
            We only write with your say-so: you confirm your address first, and every email has a one-click unsubscribe
            link. We never share your details.
          </p>
        </div>
        <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-8">
          <h2 className="text-2xl font-semibold text-evergreen-900">Sign up for the newsletter</h2>
          <p className="mt-2 text-sm text-muted">
            All fields are required<span aria-hidden="true"> (*)</span>.
          </p>
          <div className="mt-6">
            <ConnectSignupForm />
          </div>
        </div>
      </Section>
    </>
  );
}
