// The charity's HMRC reference for Gift Aid (core/hmrc-charity-reference.ts), kept in `settings`:
// owners set it in Settings, the Gift Aid page and each claim show it to whoever prepares the
// claim in Charities Online. Each change is audited with before and after.
import { eq } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import { settings } from "../../db/schema/index";
import type { Actor, RequestContext } from "../../domain/actor";
import type { AuditLog } from "../staff/audit-log";

export const GIFT_AID_REFERENCE_SETTING = "gift_aid_charity_reference";

export interface GiftAidReference {
  current(): Promise<string | null>;
  /** null (or empty) clears it. */
  set(reference: string | null, actor: Actor, context: RequestContext): Promise<string | null>;
}

export async function readGiftAidReference(db: Database | Transaction): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, GIFT_AID_REFERENCE_SETTING));
  return row?.value || null;
}

export function createGiftAidReference({ db, audit }: { db: Database; audit: AuditLog }): GiftAidReference {
  return {
    current: () => readGiftAidReference(db),

    async set(reference, actor, context) {
      const after = reference || null;
      await db.transaction(async (tx) => {
        await tx.insert(settings).values({ key: GIFT_AID_REFERENCE_SETTING, value: "" }).onConflictDoNothing();
        const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, GIFT_AID_REFERENCE_SETTING)).for("update");
        const before = row?.value || null;
        if (before === after) return;
        await tx.update(settings).set({ value: after ?? "" }).where(eq(settings.key, GIFT_AID_REFERENCE_SETTING));
        await audit.record({ actor, action: "settings.changed", target: { type: "setting", id: GIFT_AID_REFERENCE_SETTING }, context, details: { before, after } }, tx);
      });
      return after;
    },
  };
}
