// Speaking requests from /book-call: stored, then a notice to the organisation
// (Reply-To the requester) and a copy to the requester, queued in the same transaction.
import type { SpeakingRequest } from "../../core/schemas/speaking-request";
import type { Database } from "../db/client";
import { speakingRequests } from "../db/schema/index";
import { enqueueEmail, type Outbox } from "../email/outbox";
import { speakingRequestCopyEmail, speakingRequestNoticeEmail } from "../email/templates/speaking-request";

export interface SpeakingRequestsDeps {
  db: Database;
  outbox: Outbox;
  emails: { orgEmail: string; publicUrl: string };
}

export interface SpeakingRequests {
  record(input: SpeakingRequest): Promise<{ id: string }>;
}

export function createSpeakingRequests({ db, outbox, emails }: SpeakingRequestsDeps): SpeakingRequests {
  return {
    async record(input) {
      const stored = await recordSpeakingRequest(db, emails, input);
      outbox.notify();
      return stored;
    },
  };
}

async function recordSpeakingRequest(
  db: Database,
  emails: SpeakingRequestsDeps["emails"],
  input: SpeakingRequest,
): Promise<{ id: string }> {
  const { website: _honeypot, ...request } = input;
  const [notice, copy] = await Promise.all([
    speakingRequestNoticeEmail(request, emails.publicUrl),
    speakingRequestCopyEmail(request, emails.publicUrl),
  ]);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(speakingRequests)
      .values({
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        organisation: request.organisation,
        eventDate: request.eventDate,
        location: request.location,
        audienceSize: request.audienceSize ?? null,
        topic: request.topic ?? null,
        message: request.message,
      })
      .returning({ id: speakingRequests.id });
    if (!row) throw new Error("The speaking request was not stored");
    await enqueueEmail(tx, {
      kind: "speaking-request-notice",
      to: emails.orgEmail,
      ...notice,
      headers: { "Reply-To": request.email },
      dedupeKey: `speaking-request:${row.id}:notice`,
    });
    await enqueueEmail(tx, {
      kind: "speaking-request-copy",
      to: request.email,
      ...copy,
      dedupeKey: `speaking-request:${row.id}:copy`,
    });
    return row;
  });
}
