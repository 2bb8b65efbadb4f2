// A fresh install's content pages look exactly as they did when their words were code: each
// page's <main>, rendered from its installed words by the live pages, is byte for byte the markup
// recorded from the pages before the move (server/pages/fixtures/pages-before-data/, written by
// scripts/capture-page-markup.mjs). Needs `npm run build`.
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTemplates } from "../../core/pages/registry";
import { testEnv, buildTestApp } from "../test-support/app";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../test-support/database";
import { pageMarkup } from "../../scripts/lib/page-markup.mjs";

const fixture = (path: string) => readFileSync(`server/pages/fixtures/pages-before-data/${path === "/" ? "home" : path.slice(1)}.html`, "utf8");

describe.each(testDatabaseKinds)("the installed pages on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    app = await buildTestApp(database, { site: "built" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it.each(Object.values(pageTemplates).map((template) => [template.path]))("draws %s exactly as it was before its words were data", async (path) => {
    const response = await app.inject({ method: "GET", url: path });
    expect(response.statusCode).toBe(200);
    const expected = fixture(path).replaceAll("http://localhost:3000", testEnv().PUBLIC_URL);
    expect(pageMarkup(response.body)).toBe(expected);
  });
});
