// The dashboard's "Ready to go live" list and Settings → Backups, as the server answers them.
import * as z from "zod/mini";

export const goLiveStates = ["done", "todo", "waiting", "check"] as const;
export type GoLiveState = (typeof goLiveStates)[number];

export const goLiveItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** done; todo (not yet); waiting (under way); check (a person must confirm what the server can't see). */
  state: z.enum(goLiveStates),
  detail: z.string(),
  /** When the state was last shown true (an event, a backup). */
  at: z.optional(z.string()),
  /**
   * Where it is fixed: a back-office page (href), the button that does it (action), or what to
   * change; `server` when only whoever runs the server can (an environment variable).
   */
  fix: z.optional(z.object({ label: z.string(), href: z.optional(z.string()), action: z.optional(z.literal("test-email")), server: z.optional(z.boolean()) })),
});
export type GoLiveItem = z.output<typeof goLiveItemSchema>;

export const goLiveListSchema = z.object({ ready: z.boolean(), items: z.array(goLiveItemSchema) });
export type GoLiveList = z.output<typeof goLiveListSchema>;

export const backupFileSchema = z.object({ name: z.string(), bytes: z.number(), takenAt: z.string() });

export const backupsPageSchema = z.union([
  z.object({
    kind: z.literal("embedded"),
    dir: z.string(),
    kept: z.number(),
    backups: z.array(backupFileSchema),
    nightly: z.object({
      nextRunAt: z.nullable(z.string()),
      lastFinishedAt: z.nullable(z.string()),
      /** The last nightly run's backup, or its error. */
      lastResult: z.nullable(z.object({ file: z.optional(z.string()), error: z.optional(z.string()) })),
      scheduled: z.boolean(),
    }),
  }),
  z.object({ kind: z.literal("postgres") }),
]);
export type BackupsPage = z.output<typeof backupsPageSchema>;

export const backupTakenSchema = z.object({ backup: backupFileSchema, download: z.string() });
