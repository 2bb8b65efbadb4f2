import { Mic } from "lucide-react";

const topics = [
  {
    title: "Your Passport to Purpose",
    text: "Discovering the God-given purpose written into your life, and taking the first brave step towards it.",
  },
  {
    title: "Restoring the Family",
    text: "Marriage, parenting and reconciliation: building homes where faith and love are passed on.",
  },
  {
    title: "Raising a Purposeful Generation",
    text: "How churches, parents and mentors can help young people thrive in school, faith and life.",
  },
  {
    title: "Faith in the Diaspora",
    text: "Identity, belonging and calling for families who live between Jamaica, the UK and beyond.",
  },
  {
    title: "Men, Women & Destiny",
    text: "Dignity, healing and empowerment for people on the margins, and the church’s part in it.",
  },
  {
    title: "Faith and Mental Wellbeing",
    text: "Honest, hopeful conversation about anxiety, grief and burnout in the life of faith.",
  },
];

export function SpeakingTopics() {
  return (
    <section aria-labelledby="speaking-topics-title">
      <p className="text-sm font-semibold uppercase tracking-[0.2em] text-gold-700">Sermons, keynotes and workshops</p>
      <h2 id="speaking-topics-title" className="mt-2 text-3xl font-semibold text-evergreen-900 sm:text-4xl">
        Speaking Topics
      </h2>
      <p className="mt-4 text-lg leading-relaxed text-muted">
        Every message is prepared for your audience, and each topic can be shaped as a sermon, keynote, seminar or
        interactive workshop.
      </p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {topics.map((t) => (
          <li key={t.title} className="rounded-card border border-line bg-white p-5 shadow-card">
            <div className="flex items-start gap-3">
              <Mic aria-hidden="true" className="mt-1 size-5 shrink-0 text-evergreen-600" />
              <div>
                <h3 className="text-lg font-semibold text-evergreen-900">{t.title}</h3>
                <p className="mt-1 leading-relaxed text-muted">{t.text}</p>
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
