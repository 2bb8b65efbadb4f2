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

export class SmtpInbox {
  readonly messages: ReceivedEmail[] = [];
  private server?: SMTPServer;
  private currentPort = 0;

  /** Starts listening on 127.0.0.1 (a given port, so a restarted inbox keeps its address). */
  async start(port = this.currentPort): Promise<number> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
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
