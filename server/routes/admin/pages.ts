// The site's pages in the back office (owners and editors; docs/admin-api.md, "Pages"): the list,
// one page's draft and what is live, save, publish, schedule, restore, history, and a preview of
// the draft drawn by the same page code as the live site, for signed-in staff only.
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import {
  pageRestoreSchema,
  pageSaveSchema,
  pageScheduleSchema,
  pageVersionOnlySchema,
  type AdminPage,
  type PageVersion,
} from "../../../core/schemas/admin-pages";
import { pageTemplates } from "../../../core/pages/registry";
import { NotFoundError } from "../../domain/errors";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext } from "../../http/staff-auth";
import type { LivePages } from "../../pages/live-pages";
import { previewPage } from "../../pages/preview";
import type { SitePages } from "../../services/pages/site-pages";

const keyParams = z.object({ key: z.string().check(z.regex(/^[a-z][a-z-]{0,40}$/, "No such page")) });
const versionParams = z.object({ ...keyParams.shape, number: z.coerce.number().check(z.int(), z.minimum(0)) });

export function pageHandlers({ pages, livePages }: { pages: SitePages; livePages: () => LivePages | undefined }) {
  return {
    async list() {
      return { pages: await pages.list() };
    },

    async detail(request: FastifyRequest): Promise<AdminPage> {
      return pages.get(parseOrThrow(keyParams, request.params).key);
    },

    async saveDraft(request: FastifyRequest): Promise<AdminPage> {
      const { key } = parseOrThrow(keyParams, request.params);
      return pages.saveDraft(key, parseOrThrow(pageSaveSchema, request.body), actorOf(request), requestContext(request));
    },

    async publish(request: FastifyRequest): Promise<AdminPage> {
      const { key } = parseOrThrow(keyParams, request.params);
      return pages.publish(key, parseOrThrow(pageSaveSchema, request.body), actorOf(request), requestContext(request));
    },

    async schedule(request: FastifyRequest): Promise<AdminPage> {
      const { key } = parseOrThrow(keyParams, request.params);
      return pages.schedule(key, parseOrThrow(pageScheduleSchema, request.body), actorOf(request), requestContext(request));
    },

    async cancelSchedule(request: FastifyRequest): Promise<AdminPage> {
      const { key } = parseOrThrow(keyParams, request.params);
      return pages.cancelSchedule(key, parseOrThrow(pageVersionOnlySchema, request.body).version, actorOf(request), requestContext(request));
    },

    async restore(request: FastifyRequest): Promise<AdminPage> {
      const { key } = parseOrThrow(keyParams, request.params);
      const { version, number } = parseOrThrow(pageRestoreSchema, request.body);
      return pages.restore(key, version, number, actorOf(request), requestContext(request));
    },

    async versions(request: FastifyRequest) {
      return { versions: await pages.versions(parseOrThrow(keyParams, request.params).key) };
    },

    async version(request: FastifyRequest): Promise<PageVersion> {
      const { key, number } = parseOrThrow(versionParams, request.params);
      return pages.version(key, number);
    },

    /** The saved draft as the public page would show it, with a bar saying it is a preview. */
    async preview(request: FastifyRequest, reply: FastifyReply) {
      const { key } = parseOrThrow(keyParams, request.params);
      const draft = await pages.draft(key);
      const renderer = livePages();
      if (!renderer) throw new NotFoundError("Previews need the site's build: run npm run build");
      const page = await previewPage(renderer, pageTemplates[draft.key].path, draft.key, draft.content);
      return reply.header("content-security-policy", page.csp).type("text/html; charset=utf-8").send(page.html);
    },
  };
}
