import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, type ClientHttp2Session } from "node:http2";
import { Agent, request as httpsRequest } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import type { TLSSocket } from "node:tls";
import { join } from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createTestDatabase, type TestDatabase } from "../test-support/database";
import { testEnv } from "../test-support/app";
import { donationBody } from "../test-support/payments";
import { testCertificate } from "../test-support/tls/index";

function h2Request(session: ClientHttp2Session, headers: Record<string, string>, body?: string) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const stream = session.request(headers);
    const chunks: Buffer[] = [];
    let answer: Record<string, unknown> = {};
    stream.on("response", (h) => (answer = h));
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve({ headers: answer, body: Buffer.concat(chunks) }));
    stream.on("error", reject);
    stream.end(body);
  });
}

/** A GET over TLS that offers only HTTP/1.1, through `agent` (keep-alive or not). */
function http1Request(url: string, agent: Agent) {
  return new Promise<{ status?: number; protocol: string | false | null; body: string }>((resolve, reject) => {
    httpsRequest(url, { agent }, (res) => {
      const protocol = (res.socket as TLSSocket).alpnProtocol;
      let body = "";
      res.on("data", (chunk: Buffer) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode, protocol, body }));
    })
      .on("error", reject)
      .end();
  });
}

const http1Agent = (keepAlive: boolean) => new Agent({ keepAlive, rejectUnauthorized: false, ALPNProtocols: ["http/1.1"] });

describe("HTTPS with a certificate configured", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let clientDir: string;
  let origin: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    clientDir = mkdtempSync(join(tmpdir(), "pm-tls-build-"));
    writeFileSync(join(clientDir, "index.html"), `<!doctype html><title>Home</title><h1>Home</h1>${"<p>padding</p>".repeat(100)}`);
    const env = testEnv({ ...testCertificate, PUBLIC_URL: "https://127.0.0.1" });
    app = await buildApp({ env, database, clientDir, logger: false });
    await app.listen({ port: 0, host: "127.0.0.1" });
    origin = `https://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("serves pages over HTTP/2 to a client that offers it, compressed and with their security headers", async () => {
    const session = connect(origin, { rejectUnauthorized: false });
    try {
      const page = await h2Request(session, { ":path": "/", "accept-encoding": "br, gzip" });
      expect(session.alpnProtocol).toBe("h2");
      expect(page.headers[":status"]).toBe(200);
      expect(page.headers["content-encoding"]).toBe("br");
      expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
      expect(brotliDecompressSync(page.body).toString()).toContain("<h1>Home</h1>");
    } finally {
      session.close();
    }
  });

  it("takes a payment over HTTP/2", async () => {
    const session = connect(origin, { rejectUnauthorized: false });
    try {
      const answer = await h2Request(
        session,
        { ":method": "POST", ":path": "/api/create-payment", "content-type": "application/json" },
        JSON.stringify(donationBody(25)),
      );
      expect(answer.headers[":status"]).toBe(200);
      expect(JSON.parse(answer.body.toString())).toMatchObject({ url: expect.stringContaining("/sandbox/checkout/") });
    } finally {
      session.close();
    }
  });

  it("still answers HTTP/1.1 clients over TLS", async () => {
    const answer = await http1Request(`${origin}/api/health`, http1Agent(false));
    expect(answer.protocol).toBe("http/1.1");
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ status: "ok" });
  });

  it("on close, still answers an HTTP/1.1 request over TLS that was in flight", async () => {
    const second = await buildApp({ env: testEnv(testCertificate), database, clientDir, logger: false });
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    // Every route declares who may use it; one that doesn't is refused to everyone.
    second.get("/slow", { config: { access: "public" } }, async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 300));
      return { finished: true };
    });
    await second.listen({ port: 0, host: "127.0.0.1" });
    const agent = http1Agent(true);
    try {
      const answer = http1Request(`https://127.0.0.1:${(second.server.address() as AddressInfo).port}/slow`, agent);
      await handlerStarted;
      const closed = second.close();
      const { status, body } = await answer;
      expect({ status, body }).toEqual({ status: 200, body: JSON.stringify({ finished: true }) });
      await closed;
    } finally {
      agent.destroy();
    }
  });

  it("closes promptly with an HTTP/2 session and an HTTP/1.1 keep-alive connection still open", async () => {
    const second = await buildApp({ env: testEnv(testCertificate), database, clientDir, logger: false });
    await second.listen({ port: 0, host: "127.0.0.1" });
    const secondOrigin = `https://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    const session = connect(secondOrigin, { rejectUnauthorized: false });
    const agent = http1Agent(true);
    try {
      expect((await h2Request(session, { ":path": "/api/health" })).headers[":status"]).toBe(200);
      expect((await http1Request(`${secondOrigin}/api/health`, agent)).status).toBe(200);
      // Both connections stay open, as browsers keep them; close must not wait for the clients.
      const started = Date.now();
      await second.close();
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      session.destroy();
      agent.destroy();
    }
  });
});
