// The key that signs newsletter links: TOKEN_SECRET when set, otherwise one
// generated on first start and kept in the database, so links in emails
// already sent keep working across restarts and across server processes.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { settings } from "../db/schema/index";

export const TOKEN_SECRET_SETTING = "newsletter_token_secret";

export async function resolveTokenSecret(db: Database, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  // Two processes starting at once both try to insert; the first wins and both read its value.
  await db
    .insert(settings)
    .values({ key: TOKEN_SECRET_SETTING, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, TOKEN_SECRET_SETTING));
  if (!row) throw new Error("The newsletter signing secret could not be stored");
  return row.value;
}
