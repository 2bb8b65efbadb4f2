// A real SMTP server, in-process, that keeps what it receives: tests send
// through nodemailer exactly as production does and read the parsed messages.
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import PostalMime from "postal-mime";
import { SMTPServer } from "smtp-server";

export interface ReceivedEmail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
}

/** An address this inbox refuses at RCPT TO: a 5xx for good, a 4xx for a while. */
interface Refusal {
  code: number;
  /** How many more times; Infinity for every time. */
  times: number;
}

export class SmtpInbox {
  readonly messages: ReceivedEmail[] = [];
  private readonly refusals = new Map<string, Refusal>();
  private server?: SMTPServer;
  private currentPort = 0;

  /** Starts listening on 127.0.0.1 (a given port, so a restarted inbox keeps its address). */
  async start(port = this.currentPort): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const refusal = this.refusals.get(address.address.toLowerCase());
        if (!refusal || refusal.times <= 0) return callback();
        refusal.times -= 1;
        const error = Object.assign(new Error(refusal.code >= 500 ? "No such mailbox here" : "Mailbox busy, try again later"), { responseCode: refusal.code });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          PostalMime.parse(Buffer.concat(chunks)).then(
            (email) => {
              this.messages.push({
                from: email.from?.address ?? "",
                to: session.envelope.rcptTo.map((r) => r.address),
                subject: email.subject ?? "",
                text: email.text ?? "",
                html: email.html ?? "",
                headers: Object.fromEntries(email.headers.map((h) => [h.key, h.value])),
                receivedAt: new Date().toISOString(),
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });
    server.listen(port, "127.0.0.1");
    await once(server.server, "listening");
    this.server = server;
    this.currentPort = (server.server.address() as AddressInfo).port;
    return this.currentPort;
  }

  /** Refuses mail to `address` at RCPT TO with `code` (e.g. 550 for good, 451 for now), `times` times. */
  refuse(address: string, code: number, times = Number.POSITIVE_INFINITY): void {
    this.refusals.set(address.toLowerCase(), { code, times });
  }

  get port(): number {
    return this.currentPort;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.currentPort}`;
  }

  /** Messages to an address (case-insensitive). */
  to(address: string): ReceivedEmail[] {
    const wanted = address.toLowerCase();
    return this.messages.filter((m) => m.to.some((t) => t.toLowerCase() === wanted));
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
