// The site's pages API as the editor calls it (docs/admin-api.md, "The site's pages"): each answer
// read through its schema in core/schemas/admin-pages.ts. A page's content travels as the
// template's shape (checked on the server, slot by slot); the editor reads it as PageContent.
import {
  adminPageSchema,
  pageListSchema,
  pageVersionListSchema,
  pageVersionSchema,
  type AdminPage,
  type PageVersion,
} from "@core/schemas/admin-pages";
import type { PageContent } from "@core/pages/template";
import { api } from "../../api";

const pagePath = (key: string) => `/pages/${encodeURIComponent(key)}`;

/** Where the draft is drawn as the public page would show it (a new tab; signed-in staff only). */
export const previewUrl = (key: string) => `/api/admin${pagePath(key)}/preview`;

export const listPages = () => api("GET", "/pages", { schema: pageListSchema });
export const readPage = (key: string) => api("GET", pagePath(key), { schema: adminPageSchema });
export const saveDraft = (key: string, version: number, content: PageContent) =>
  api("PUT", `${pagePath(key)}/draft`, { body: { version, content }, schema: adminPageSchema });
export const publishPage = (key: string, version: number, content: PageContent) =>
  api("POST", `${pagePath(key)}/publish`, { body: { version, content }, schema: adminPageSchema });
export const schedulePage = (key: string, version: number, content: PageContent, date: string, time: string) =>
  api("POST", `${pagePath(key)}/schedule`, { body: { version, content, date, time }, schema: adminPageSchema });
export const cancelSchedule = (key: string, version: number) =>
  api("POST", `${pagePath(key)}/schedule/cancel`, { body: { version }, schema: adminPageSchema });
export const restoreVersion = (key: string, version: number, number: number) =>
  api("POST", `${pagePath(key)}/restore`, { body: { version, number }, schema: adminPageSchema });
export const listVersions = (key: string) => api("GET", `${pagePath(key)}/versions`, { schema: pageVersionListSchema });
export const readVersion = (key: string, number: number) =>
  api("GET", `${pagePath(key)}/versions/${number}`, { schema: pageVersionSchema });

/** The page's draft as the form holds it (the server has brought it up to the template). */
export const draftOf = (page: AdminPage) => page.draft as PageContent;
/** What visitors see now. */
export const liveOf = (page: AdminPage) => page.published as PageContent;
export const contentOf = (version: PageVersion) => version.content as PageContent;
