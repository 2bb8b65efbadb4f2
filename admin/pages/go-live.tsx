// The dashboard's "Ready to go live" list (owners): each item's state as the server finds it, in
// words as well as colour, and where it is fixed.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { goLiveListSchema, type GoLiveList, type GoLiveState } from "@core/schemas/go-live";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { api, messageOf } from "../api";
import { ErrorNotice, InfoNotice, Panel } from "../components/page";

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

  return (
    <Panel title="Ready to go live">
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
                  ) : (
                    <p className="mt-1 text-sm">{item.fix.label}</p>
                  ))}
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
