// Where a link staff write may lead: a secure web address, an email address, a phone number, or a
// page of this site. Anything else (`javascript:`, `data:`, `http:` to elsewhere, a path with no
// page behind it) is refused with a message saying why: in rich text and in every button's link,
// in the editor as it is typed and on the server, which decides.
import { hasForbiddenCharacters } from "../text-rules";
import { newsletterArchivePath } from "../newsletter-archive";
import { complaintFormPath, paths } from "../paths";

/** Paths of this site a link may name (before any `#fragment` or `?query`). */
const sitePaths = new Set<string>([...Object.values(paths).filter((path) => path !== paths.notFound), complaintFormPath, newsletterArchivePath, "/account"]);
/** Families of pages named by a prefix: each newsletter issue's page in the archive. */
const sitePathPrefixes = ["/newsletters/"];

export const LINK_MAX_LENGTH = 500;

export type CheckedLink = { ok: true; href: string } | { ok: false; message: string };

const LINK_RULE = "Use a web address starting https://, an email address (mailto:), a phone number (tel:) or a page of this site starting /";

export function checkLink(input: unknown): CheckedLink {
  if (typeof input !== "string" || input.trim() === "") return { ok: false, message: "Enter where the link goes" };
  const href = input.trim();
  if (href.length > LINK_MAX_LENGTH) return { ok: false, message: `Keep the link to ${LINK_MAX_LENGTH} characters or fewer` };
  if (hasForbiddenCharacters(href) || /\s/.test(href)) return { ok: false, message: "A link can't contain spaces or control characters" };

  if (href.startsWith("/") || href.startsWith("#")) return checkSitePath(href);
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  if (scheme === "https") {
    let url: URL;
    try {
      url = new URL(href);
    } catch {
      return { ok: false, message: "This web address isn't complete: check it in a browser and copy it again" };
    }
    if (!url.hostname.includes(".") || url.username || url.password) return { ok: false, message: "This web address isn't complete: check it in a browser and copy it again" };
    return { ok: true, href: url.href };
  }
  if (scheme === "mailto") {
    const address = href.slice("mailto:".length);
    if (!/^[^@\s/?#]+@[^@\s/?#]+\.[^@\s/?#.]+$/.test(address)) return { ok: false, message: "Enter the email address after mailto:, like mailto:hello@example.org" };
    return { ok: true, href: `mailto:${address}` };
  }
  if (scheme === "tel") {
    const number = href.slice("tel:".length);
    if (!/^\+?[0-9()\- ]{5,20}$/.test(number) || (number.match(/[0-9]/g)?.length ?? 0) < 5) return { ok: false, message: "Enter the phone number after tel:, like tel:+442071234567" };
    return { ok: true, href: `tel:${number}` };
  }
  if (scheme === "http") return { ok: false, message: "Use the secure address, starting https://" };
  return { ok: false, message: LINK_RULE };
}

function checkSitePath(href: string): CheckedLink {
  // Protocol-relative (`//evil.example`) and backslash spellings lead off the site in browsers.
  if (href.startsWith("//") || href.includes("\\")) return { ok: false, message: LINK_RULE };
  if (href.startsWith("#")) {
    return /^#[A-Za-z][\w-]*$/.test(href) ? { ok: true, href } : { ok: false, message: "A link to a part of the page is # followed by its name, like #what-we-do" };
  }
  const pathname = href.split(/[?#]/)[0]!;
  const known = sitePaths.has(pathname) || sitePaths.has(pathname.replace(/\/$/, "")) || sitePathPrefixes.some((prefix) => pathname.startsWith(prefix) && pathname.length > prefix.length);
  if (!known || !/^[\w\-./?#=&%]*$/.test(href)) return { ok: false, message: `There is no page at ${pathname} on this site: check the address` };
  return { ok: true, href };
}

/** Whether a link leaves the site (opens as an ordinary link; the site's own go through the router). */
export function isSiteLink(href: string): boolean {
  return href.startsWith("/") || href.startsWith("#");
}
