// How an email leaves the building. The outbox worker depends on this
// interface; production and tests both use nodemailer over real SMTP.
import nodemailer from "nodemailer";
import { parseConnectionUrl } from "nodemailer/lib/shared/index.js";

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  /** Stable across retries, so a receiving system can recognise a resend. */
  messageId: string;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Timeouts keep one stuck server from holding a worker's lease for long (see OutboxWorker's lease). */
const SEND_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** Connections a transport keeps open to the SMTP server: how many emails it can send at once. */
export const SMTP_CONNECTIONS = 3;

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport({
    ...parseConnectionUrl(smtpUrl),
    ...SEND_TIMEOUTS,
    pool: true,
    maxConnections: SMTP_CONNECTIONS,
    maxMessages: 100,
  });
  return {
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        messageId: message.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
}
