// Owners' launch-day pages (docs/admin-api.md): the charity's own details (GET/PATCH
// /api/admin/settings/charity), the "Ready to go live" list with its test email, and backups
// (list, Back up now, download: each download audited as an export of personal data).
import { createReadStream } from "node:fs";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import * as z from "zod/mini";
import { charityDetailsChangeSchema, type CharityDetailsResponse } from "../../../core/schemas/charity-details";
import type { BackupsPage, GoLiveList } from "../../../core/schemas/go-live";
import type { Database } from "../../db/client";
import { scheduledJobs } from "../../db/schema/index";
import { NotFoundError } from "../../domain/errors";
import { parseOrThrow } from "../../http/errors";
import { actorOf, requestContext, signedIn } from "../../http/staff-auth";
import type { AuditLog } from "../../services/staff/audit-log";
import { BACKUP_JOB, type Backups } from "../../services/site/backups";
import type { CharityDetailsService } from "../../services/site/charity-details";
import type { GoLive } from "../../services/site/go-live";

const backupParams = z.object({ name: z.string() });

export interface SiteSettingsDeps {
  db: Database;
  charity: CharityDetailsService;
  goLive: GoLive;
  backups: Backups;
  audit: AuditLog;
  /** Whether this server runs the nightly jobs (SCHEDULED_JOBS). */
  scheduled: boolean;
}

export function siteSettingsHandlers({ db, charity, goLive, backups, audit, scheduled }: SiteSettingsDeps) {
  return {
    async charityDetails(): Promise<CharityDetailsResponse> {
      return { details: await charity.current() };
    },

    async changeCharityDetails(request: FastifyRequest): Promise<CharityDetailsResponse> {
      const changes = parseOrThrow(charityDetailsChangeSchema, request.body);
      return { details: await charity.update(actorOf(request), changes, requestContext(request)) };
    },

    async goLiveList(): Promise<GoLiveList> {
      return goLive.list();
    },

    async sendTestEmail(request: FastifyRequest, reply: FastifyReply) {
      await goLive.sendTestEmail(signedIn(request).staff.email);
      return reply.status(202).send({ queued: true });
    },

    async backupsPage(): Promise<BackupsPage> {
      const status = await backups.status();
      if (status.kind === "postgres") return status;
      const [job] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, BACKUP_JOB));
      const last = job?.lastResult;
      return {
        ...status,
        nightly: {
          scheduled,
          nextRunAt: job?.nextRunAt.toISOString() ?? null,
          lastFinishedAt: job?.lastFinishedAt?.toISOString() ?? null,
          lastResult: last
            ? { ...(typeof last.file === "string" && { file: last.file }), ...(typeof last.error === "string" && { error: last.error }) }
            : null,
        },
      };
    },

    async backUpNow(request: FastifyRequest, reply: FastifyReply) {
      const backup = await backups.takeNow();
      await audit.record({ actor: actorOf(request), action: "backup.taken", target: { type: "backup", id: backup.name }, context: requestContext(request) });
      return reply.status(201).send({ backup, download: `/api/admin/backups/${backup.name}` });
    },

    async downloadBackup(request: FastifyRequest, reply: FastifyReply) {
      const { name } = parseOrThrow(backupParams, request.params);
      const path = backups.pathOf(name);
      // Opened before answering, so a missing file is a 404 rather than a broken download.
      const stream = createReadStream(path);
      await new Promise<void>((resolve, reject) => {
        stream.once("open", () => resolve());
        stream.once("error", reject);
      }).catch(() => {
        throw new NotFoundError("No such backup");
      });
      return reply
        .header("content-type", "application/gzip")
        .header("content-disposition", `attachment; filename="${name}"`)
        .send(stream);
    },
  };
}
