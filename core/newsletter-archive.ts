// The newsletter's archive: every sent issue, each on its own page under it (server-rendered by
// server/routes/newsletter-public.ts, not pre-rendered). Its own module, not core/paths.ts, so the
// shell every public page loads doesn't carry it.
export const newsletterArchivePath = "/newsletters";
