// GET /api/health's handler: 503 when the database doesn't answer, and checks that arrive
// together share one round trip (never an answer older than the one in flight).
import type { FastifyReply } from "fastify";
import { describe, expect, it } from "vitest";
import { healthHandlers, type HealthSource } from "./health";

function fakeReply() {
  const sent = { status: 200, headers: {} as Record<string, string> };
  const reply = {
    header(name: string, value: string) {
      sent.headers[name] = value;
      return reply;
    },
    status(code: number) {
      sent.status = code;
      return reply;
    },
  };
  return { reply: reply as Partial<FastifyReply> as FastifyReply, sent };
}

const report = { payments: "sandbox", email: "outbox", site: "built" } as const;

describe("GET /api/health", () => {
  it("answers 503, degraded, without a count, when the database doesn't answer", async () => {
    const { health } = healthHandlers({ database: "pglite", check: () => Promise.reject(new Error("connection refused")), report });
    const { reply, sent } = fakeReply();
    expect(await health(undefined, reply)).toEqual({ status: "degraded", database: "pglite", databaseReachable: false, ...report });
    expect(sent.status).toBe(503);
    expect(sent.headers["cache-control"]).toBe("no-store");
  });

  it("shares one check among the requests that arrive while it is in flight, and asks again after", async () => {
    let asked = 0;
    let answer: (value: { emailsWaiting: number }) => void = () => {};
    const source: HealthSource = {
      database: "postgres",
      check: () => {
        asked++;
        return new Promise((resolve) => (answer = resolve));
      },
      report,
    };
    const { health } = healthHandlers(source);
    const together = [health(undefined, fakeReply().reply), health(undefined, fakeReply().reply), health(undefined, fakeReply().reply)];
    answer({ emailsWaiting: 2 });
    const answers = await Promise.all(together);
    expect(asked).toBe(1);
    expect(answers.map((a) => a.emailsWaiting)).toEqual([2, 2, 2]);

    const later = health(undefined, fakeReply().reply);
    answer({ emailsWaiting: 0 });
    expect((await later).emailsWaiting).toBe(0);
    expect(asked).toBe(2);
  });
});
