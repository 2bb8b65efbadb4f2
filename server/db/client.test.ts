import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds } from "../test-support/database";
import { openDatabase, pingDatabase } from "./client";
import { settings } from "./schema/index";

describe.each(testDatabaseKinds)("database on %s", (kind) => {
  it("is migrated and answers queries", async () => {
    const handle = await createTestDatabase(kind);
    try {
      expect(handle.kind).toBe(kind);
      expect(await pingDatabase(handle.db)).toBe(true);
      await handle.db.insert(settings).values({ key: "greeting", value: "hello" });
      const rows = await handle.db.select().from(settings).where(eq(settings.key, "greeting"));
      expect(rows.map((r) => r.value)).toEqual(["hello"]);
    } finally {
      await handle.close();
    }
  });
});

describe("PGlite on disk", () => {
  const dir = mkdtempSync(join(tmpdir(), "pm-pglite-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("keeps data across a reopen, and migrating again is harmless", async () => {
    const first = await openDatabase({ dataDir: dir });
    await first.db.insert(settings).values({ key: "kept", value: "yes" });
    await first.close();

    const second = await openDatabase({ dataDir: dir });
    const rows = await second.db.select().from(settings).where(eq(settings.key, "kept"));
    expect(rows).toHaveLength(1);
    await second.close();
  });
});
