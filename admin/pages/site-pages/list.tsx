// /admin/pages: every page whose words are the ministry's to change, each with where it stands:
// live as installed or since a publish, draft changes not yet live, a publish scheduled.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import type { PageSummary } from "@core/schemas/admin-pages";
import { messageOf } from "../../api";
import { AdminPage, ErrorNotice, formatWhen, Panel } from "../../components/page";
import { Badge } from "../../components/status";
import { listPages } from "./api";

/** Where a page stands, in words on pills (colour is never the only signal). */
export function PageStatusBadges({ page }: { page: PageSummary }) {
  return (
    <span className="flex flex-wrap gap-2">
      <Badge className="bg-evergreen-100 text-evergreen-900">Live</Badge>
      {page.unpublishedChanges && <Badge className="bg-gold-100 text-gold-700">Draft changes</Badge>}
      {page.scheduledFor && (
        <Badge className="border border-gold-500 bg-white text-gold-700">{`Scheduled ${formatWhen(page.scheduledFor)}`}</Badge>
      )}
    </span>
  );
}

export function SitePageListPage() {
  const [pages, setPages] = useState<PageSummary[] | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    listPages()
      .then((list) => setPages(list.pages))
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, []);

  return (
    <AdminPage
      title="Pages"
      intro="The words and pictures of the site's pages. Save a draft, preview it, then publish: it is live within seconds."
    >
      <ErrorNotice>{error}</ErrorNotice>
      {!pages ? (
        !error && <p role="status">Loading the pages…</p>
      ) : (
        <Panel>
          <ul className="divide-y divide-line">
            {pages.map((page) => (
              <li key={page.key} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <div className="min-w-0 flex-1">
                  <Link
                    to={`/pages/${encodeURIComponent(page.key)}`}
                    className="font-medium text-evergreen-800 underline-offset-2 hover:underline"
                  >
                    {page.name}
                  </Link>
                  <p className="text-sm text-muted">
                    {page.path} ·{" "}
                    {page.publishedAt
                      ? `published ${formatWhen(page.publishedAt)}${page.publishedBy ? ` by ${page.publishedBy}` : ""}`
                      : "as installed"}
                  </p>
                </div>
                <PageStatusBadges page={page} />
              </li>
            ))}
          </ul>
        </Panel>
      )}
    </AdminPage>
  );
}
