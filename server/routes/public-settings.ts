// GET /api/public-settings: what the public pages need to know about the owners' settings, read
// when a page needs it (the gift and checkout details steps ask as they mount). Never cached
// without asking again, so a setting an owner changes shows on the next visit.
import type { FastifyReply } from "fastify";

export interface PublicSettings {
  /** The charitable-purpose soft opt-in is on: the details steps offer its box. */
  softOptIn: boolean;
}

export function publicSettingsHandlers({ softOptInEnabled }: { softOptInEnabled: () => Promise<boolean> }) {
  return {
    async read(_request: unknown, reply: FastifyReply) {
      const settings: PublicSettings = { softOptIn: await softOptInEnabled() };
      return reply.header("cache-control", "no-cache").send(settings);
    },
  };
}
