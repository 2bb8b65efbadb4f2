// Session cookies: the back office's and supporters' own. A random id in an HttpOnly cookie
// (its hash is what the database keeps), `__Host-`-prefixed and Secure over https; a plain name
// on http (development), where browsers drop Secure cookies.
import type { FastifyRequest } from "fastify";

export interface SessionCookie {
  name: string;
  secure: boolean;
  /**
   * Strict for staff, who sign in on the site itself. Lax for supporters, who arrive from a link
   * in an email: a Strict cookie set then would not be sent on the page the link lands on.
   * Changes are refused from other origins either way.
   */
  sameSite: "Strict" | "Lax";
}

export function sessionCookieFor(publicUrl: string, base = "pm_staff", sameSite: SessionCookie["sameSite"] = "Strict"): SessionCookie {
  const secure = new URL(publicUrl).protocol === "https:";
  return { name: secure ? `__Host-${base}` : base, secure, sameSite };
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim() || undefined;
  }
  return undefined;
}

export function cookieHeader(cookie: SessionCookie, value: string, expires: Date): string {
  return [
    `${cookie.name}=${value}`,
    "Path=/",
    "HttpOnly",
    `SameSite=${cookie.sameSite}`,
    `Expires=${expires.toUTCString()}`,
    ...(cookie.secure ? ["Secure"] : []),
  ].join("; ");
}
