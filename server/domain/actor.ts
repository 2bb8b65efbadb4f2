// Who is acting, and from where: what every audited change records.

/** A staff member acting in the back office, or the system itself (actorId null). */
export interface Actor {
  actorId: string | null;
  /** As the audit log shows it: the staff member's email, "command line", "setup link", "system". */
  actorLabel: string;
}

/** Where a request came from (the client's address as the server sees it, behind TRUST_PROXY). */
export interface RequestContext {
  ip: string;
  userAgent?: string;
}

export const systemActor: Actor = { actorId: null, actorLabel: "system" };
