// /admin/newsletters (owners and editors): every newsletter, drafts and sent, newest change first.
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { NewsletterStatus, NewsletterSummary } from "@core/schemas/admin-newsletters";
import { Button } from "~/components/ui/button";
import { api, messageOf } from "../../api";
import { AdminPage, ErrorNotice, formatWhen, Panel } from "../../components/page";
import { Badge } from "../../components/status";

export const newsletterStatusLabels: Record<NewsletterStatus, string> = {
  draft: "Draft",
  sending: "Sending",
  paused: "Paused",
  sent: "Sent",
  cancelled: "Cancelled",
};
const tone: Record<NewsletterStatus, string> = {
  draft: "border border-line bg-white text-ink",
  sending: "bg-gold-100 text-gold-700",
  paused: "bg-sand text-ink",
  sent: "bg-evergreen-100 text-evergreen-900",
  cancelled: "bg-sand text-muted",
};

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  return <Badge className={tone[status]}>{newsletterStatusLabels[status]}</Badge>;
}

export function NewsletterListPage() {
  const [rows, setRows] = useState<NewsletterSummary[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  const navigate = useNavigate();
  useEffect(() => {
    api<{ newsletters: NewsletterSummary[] }>("GET", "/newsletters")
      .then((list) => setRows(list.newsletters))
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, []);

  return (
    <AdminPage
      title="Newsletters"
      intro="Write a newsletter, send yourself a test, then send it to everyone who agreed to receive it."
      actions={<Button onClick={() => void navigate("/newsletters/new")}>New newsletter</Button>}
    >
      <ErrorNotice>{error}</ErrorNotice>
      <Panel>
        {rows === undefined && !error && <p role="status">Loading…</p>}
        {rows?.length === 0 && <p className="text-muted">No newsletters yet.</p>}
        {rows && rows.length > 0 && (
          <ul aria-label="Newsletters" className="divide-y divide-line">
            {rows.map((row) => (
              <li key={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <Link to={`/newsletters/${row.id}`} className="min-w-0 flex-1 font-medium break-words text-evergreen-800 underline">
                  {row.subject || "(No subject yet)"}
                </Link>
                <NewsletterStatusBadge status={row.status} />
                <span className="text-sm text-muted">
                  {row.sentAt ? `Sent ${formatWhen(row.sentAt)}` : row.confirmedAt ? `Started ${formatWhen(row.confirmedAt)}` : `Saved ${formatWhen(row.updatedAt)} by ${row.updatedBy}`}
                  {row.audienceCount !== null && ` · ${row.audienceCount} recipients`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>
    </AdminPage>
  );
}
