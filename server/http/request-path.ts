// A request's path as the router reads it, for the few decisions no route can make (the
// static site answers whatever no route matched). The router (find-my-way) percent-decodes a
// path before matching it, so a decision made by comparing the raw URL string can be steered
// around by spelling: `/%61dmin` is `/admin` to the router and to a browser's address bar,
// but not to `startsWith("/admin")` (docs/security.md, "Decisions made from the matched route").
import { posix } from "node:path";

/**
 * The path without its query or fragment, percent-decoded once (as the router decodes it),
 * with doubled slashes collapsed and `.` and `..` segments resolved; undefined when its
 * percent-encoding is malformed. `/%61dmin//x/../` reads `/admin/`.
 */
export function normalisedPath(rawUrl: string): string | undefined {
  const path = rawUrl.split(/[?#]/, 1)[0] || "/";
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return undefined;
  }
  const normal = posix.normalize(decoded.replace(/\/{2,}/g, "/"));
  // posix.normalize keeps a trailing slash and turns "" into "."; a path always starts at "/".
  return normal.startsWith("/") ? normal : `/${normal === "." ? "" : normal}`;
}

/** Whether the raw path is already in its one canonical spelling (nothing encoded, no dot segments, no doubled slashes). */
export function isCanonicalPath(rawPath: string): boolean {
  return !rawPath.includes("%") && normalisedPath(rawPath) === rawPath;
}
