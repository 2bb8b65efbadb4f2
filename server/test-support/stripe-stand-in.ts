// A local stand-in for Stripe's API: it records exactly what the official SDK
// sends (method, path, form body, Idempotency-Key) and answers with minimal
// Checkout Session objects. Tests mark a session paid by editing `sessions`.
import { once } from "node:events";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form body as the SDK encoded it, e.g. `line_items[0][price_data][currency]`. */
  form: Record<string, string>;
  idempotencyKey?: string;
  authorization?: string;
}

export type StandInSession = Record<string, unknown> & { id: string };

export class StripeStandIn {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, StandInSession>();
  /** Answer every request with this status (e.g. 500) to simulate an outage. */
  failWith?: number;
  /** While set, a checkout session is created only once this resolves for its form (a slow Stripe). */
  hold?: (form: Record<string, string>) => Promise<void>;
  private server?: Server;
  private count = 0;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        const path = (request.url ?? "").split("?")[0] ?? "";
        const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === "string" ? value : undefined;
        };
        this.requests.push({
          method: request.method ?? "",
          path,
          form,
          ...(header("idempotency-key") && { idempotencyKey: header("idempotency-key") }),
          ...(header("authorization") && { authorization: header("authorization") }),
        });
        const send = (status: number, body: unknown) => {
          response.writeHead(status, { "content-type": "application/json", "request-id": `req_${this.count}` });
          response.end(JSON.stringify(body));
        };
        if (this.failWith) return send(this.failWith, { error: { type: "api_error", message: "Stand-in outage" } });
        if (request.method === "POST" && path === "/v1/checkout/sessions") {
          void Promise.resolve(this.hold?.(form)).then(() => send(200, this.createSession(form)));
          return;
        }
        const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
        if (request.method === "GET" && match) {
          const session = this.sessions.get(decodeURIComponent(match[1] ?? ""));
          if (session) return send(200, session);
          return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such checkout.session" } });
        }
        return send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` } });
      });
    });
    this.server.listen(0, "127.0.0.1");
    await once(this.server, "listening");
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private createSession(form: Record<string, string>): StandInSession {
    const id = `cs_test_${(++this.count).toString().padStart(4, "0")}${Math.random().toString(36).slice(2, 10)}`;
    let amount = 0;
    for (let i = 0; form[`line_items[${i}][quantity]`]; i++) {
      amount += Number(form[`line_items[${i}][quantity]`]) * Number(form[`line_items[${i}][price_data][unit_amount]`]);
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of Object.entries(form)) {
      const m = /^metadata\[(.+)\]$/.exec(key);
      if (m?.[1]) metadata[m[1]] = value;
    }
    const session: StandInSession = {
      id,
      object: "checkout.session",
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: form.mode,
      status: "open",
      payment_status: "unpaid",
      amount_total: amount,
      currency: "gbp",
      client_reference_id: form.client_reference_id ?? null,
      metadata,
      customer: null,
      subscription: null,
      invoice: null,
      livemode: false,
    };
    this.sessions.set(id, session);
    return session;
  }

  /** Marks a session paid, as Stripe would after the customer pays. */
  pay(id: string, extra: Record<string, unknown> = {}): StandInSession {
    const session = this.sessions.get(id);
    if (!session) throw new Error(`no stand-in session ${id}`);
    Object.assign(session, { status: "complete", payment_status: "paid", customer: "cus_test_1" }, extra);
    return session;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
