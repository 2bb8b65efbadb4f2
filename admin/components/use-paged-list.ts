// Every back-office list (orders, gifts, plans, donors, subscribers, speaking requests) reads its
// rows the same way: keyset pages from the server (docs/admin-api.md), the first page again
// whenever the filters change, the next one on "More", and the whole list again after a change.
import { useCallback, useEffect, useRef, useState } from "react";
import type * as z from "zod/mini";
import { api, messageOf } from "../api";

/** A page of a list: its rows under one field, and `next`, the cursor for `after` (null at the end). */
type ListPage = { next: string | null };
export type RowOf<Page, Field extends keyof Page> = Page[Field] extends readonly (infer Row)[] ? Row : never;

/**
 * `path` is the list's API path with its filters (what the URL's search says), undefined until
 * they are known (the person's choice of test payments is still loading); `field` names the
 * rows in each page. `rows` is undefined while the first page loads (`setRows` changes a row in
 * place after an action); `page` is the latest page (for totals); `loadMore` is there while more
 * rows are. `error` also takes an action's error.
 */
export function usePagedList<Page extends ListPage, Field extends keyof Page>(path: string | undefined, schema: z.ZodMiniType<Page>, field: Field) {
  const [rows, setRows] = useState<RowOf<Page, Field>[] | undefined>();
  const [page, setPage] = useState<Page | undefined>();
  const [error, setError] = useState<string | undefined>();

  // Each request's number: only the newest one's answer is shown. The first page for the filters
  // a person has just left (a search typed while the list was still loading) can answer after the
  // page for the new ones, and would put back rows the new filters don't match.
  const latest = useRef(0);
  const load = useCallback(
    async (after?: string) => {
      if (path === undefined) return;
      const asked = ++latest.current;
      const url = after ? `${path}${path.includes("?") ? "&" : "?"}after=${encodeURIComponent(after)}` : path;
      const answer = await api("GET", url, { schema });
      if (asked !== latest.current) return;
      const fresh = answer[field] as RowOf<Page, Field>[];
      setRows((shown) => (after && shown ? [...shown, ...fresh] : fresh));
      setPage(answer);
    },
    [path, schema, field],
  );

  useEffect(() => {
    setRows(undefined);
    setError(undefined);
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  const next = page?.next;
  return {
    rows,
    setRows,
    page,
    error,
    setError,
    /** The list from its first page, after a change; rejects as the request does. */
    reload: () => load(),
    loadMore: next ? () => void load(next).catch((caught: unknown) => setError(messageOf(caught))) : undefined,
  };
}
