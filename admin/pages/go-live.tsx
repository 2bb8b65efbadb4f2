// The dashboard's "Ready to go live" list (owners): each item's state as the server finds it, in
// words as well as colour, and where it is fixed. Once read it can be folded to one line (how many
// are ready), and stays folded for that person (admin/preferences.tsx) until they open it again.
import { useEffect, useId, useState } from "react";
import { Link } from "react-router";
import { ChevronDown, ChevronUp, Server } from "lucide-react";
import { goLiveListSchema, type GoLiveList, type GoLiveState } from "@core/schemas/go-live";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { api, messageOf } from "../api";
import { ErrorNotice, InfoNotice } from "../components/page";
import { usePreferences } from "../preferences";

const stateWords: Record<GoLiveState, { label: string; tone: string }> = {
  done: { label: "Ready", tone: "bg-evergreen-100 text-evergreen-900" },
  todo: { label: "Not yet", tone: "bg-danger/10 text-danger" },
  waiting: { label: "Under way", tone: "bg-gold-100 text-gold-700" },
  check: { label: "Check", tone: "bg-gold-100 text-gold-700" },
};

export function GoLivePanel() {
  const [list, setList] = useState<GoLiveList | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [notice, setNotice] = useState<string | undefined>();

  const load = () =>
    api("GET", "/go-live", { schema: goLiveListSchema })
      .then(setList)
      .catch((caught: unknown) => setError(messageOf(caught)));
  useEffect(() => void load(), []);
  const body = useId();
  const { preferences, change } = usePreferences();
  const folded = preferences?.goLiveFolded ?? false;
  const fold = (next: boolean) => change({ goLiveFolded: next }).catch((caught: unknown) => setError(messageOf(caught)));

  async function sendTestEmail() {
    setError(undefined);
    try {
      await api("POST", "/go-live/test-email");
      setNotice("A test email is on its way to you. This list shows when the mail server has taken it.");
      await load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  const done = list?.items.filter((item) => item.state === "done").length ?? 0;
  const summary = list && (list.ready ? "Everything is ready for real supporters." : `${done} of ${list.items.length} ready.`);

  return (
    <section className="card p-4 sm:p-6" aria-labelledby={`${body}-title`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${body}-title`} className="text-lg font-semibold text-ink">
          Ready to go live
        </h2>
        <Button type="button" size="sm" variant="ghost" aria-expanded={!folded} aria-controls={body} onClick={() => void fold(!folded)}>
          {folded ? <ChevronDown aria-hidden="true" /> : <ChevronUp aria-hidden="true" />}
          {folded ? "Show the list" : "Fold the list"}
        </Button>
      </div>
      {folded && summary && <p className="mt-1 text-muted">{summary}</p>}
      <div id={body} hidden={folded} className="mt-4">
        {notice && <InfoNotice>{notice}</InfoNotice>}
        <ErrorNotice>{error}</ErrorNotice>
        {!list ? (
          !error && <p role="status">Checking…</p>
        ) : (
          <>
            <p className="mb-3 text-muted">{list.ready ? "Everything is ready for real supporters." : "Before real money and real supporters:"}</p>
            <ul className="grid gap-3" aria-label="Ready to go live">
              {list.items.map((item) => (
                <li key={item.id} className="rounded-lg border border-line p-3" data-item={item.id}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className={cn("inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold", stateWords[item.state].tone)}>{stateWords[item.state].label}</span>
                    <h3 className="font-medium">{item.title}</h3>
                  </div>
                  <p className="mt-1 text-sm break-words text-muted">{item.detail}</p>
                  {item.fix &&
                    (item.fix.action === "test-email" ? (
                      <Button type="button" size="sm" variant="outline" className="mt-2" onClick={() => void sendTestEmail()}>
                        {item.fix.label}
                      </Button>
                    ) : item.fix.href ? (
                      <Link to={item.fix.href} className="mt-1 inline-block text-sm font-medium text-evergreen-700 underline">
                        {item.fix.label}
                      </Link>
                    ) : item.fix.server ? (
                      // Not something the back office can change: said as who to ask, with what to set.
                      <p className="mt-2 flex items-start gap-2 text-sm break-words">
                        <Server aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
                        <span>{item.fix.label}</span>
                      </p>
                    ) : (
                      <p className="mt-1 text-sm break-words">{item.fix.label}</p>
                    ))}
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}
