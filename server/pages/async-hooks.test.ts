// Rendering a page or an email enters no AsyncLocalStorage: on Node 20 the first one entered turns
// the async hooks on for the whole process, for good, and every later request pays for them
// (docs/decisions/0029-pages-and-emails-rendered-without-async-hooks.md). Needs `npm run build`:
// pages render with the build's server bundle, as the server's do.
import { AsyncLocalStorage } from "node:async_hooks";
import { createElement } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { accountSignInEmail } from "../email/templates/account-emails";
import { buildTestApp } from "../test-support/app";
import { createTestDatabase } from "../test-support/database";

describe("rendering pages and emails", () => {
  const entered: string[] = [];
  const { run, enterWith } = AsyncLocalStorage.prototype;

  beforeEach(() => {
    entered.length = 0;
    // Whatever enters a store is named by the frame that called it.
    const record = (how: string) => entered.push(`${how} from ${new Error().stack?.split("\n")[3]?.trim()}`);
    AsyncLocalStorage.prototype.run = function (this: AsyncLocalStorage<unknown>, ...args: Parameters<typeof run>) {
      record("run");
      return run.apply(this, args);
    } as typeof run;
    AsyncLocalStorage.prototype.enterWith = function (this: AsyncLocalStorage<unknown>, store: unknown) {
      record("enterWith");
      enterWith.call(this, store);
    };
  });
  afterEach(() => {
    AsyncLocalStorage.prototype.run = run;
    AsyncLocalStorage.prototype.enterWith = enterWith;
  });

  it("enters none: the server's pages and a sign-in email", async () => {
    const database = await createTestDatabase("pglite");
    const app = await buildTestApp(database, { site: "built" });
    try {
      for (const url of ["/", "/store", "/movement", "/checkout"]) expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(200);
      expect(app.livePages!.renders.get("/store")).toBeGreaterThan(0);
      const email = await accountSignInEmail({ url: "https://purposemovement.test/account?token=x", publicUrl: "https://purposemovement.test" });
      expect(email.text).toContain("https://purposemovement.test/account?token=x");
    } finally {
      await app.close();
      await database.close();
    }
    expect(entered).toEqual([]);
  });

  // Last: React's Node renderer goes on working in a later task, which the test after it would see.
  it("would notice React's Node renderer, which enters one for every render", async () => {
    const { renderToPipeableStream } = await import("react-dom/server");
    await new Promise<void>((resolve, reject) => renderToPipeableStream(createElement("p", null, "hello"), { onAllReady: resolve, onShellError: reject }));
    expect(entered.length).toBeGreaterThan(0);
  });
});
