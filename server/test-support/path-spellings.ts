// Other spellings of a URL path, as an attacker would try them against a check that compares
// strings: each character percent-encoded in turn (lower and upper hex), double encoding,
// encoded and doubled slashes, `.` and `..` segments, upper case, a trailing slash, `;`
// parameters. Some read as the same path to the router (it decodes once), some as another
// path, some are malformed; none may open what the plain spelling keeps shut.

const hex = (char: string) => [...Buffer.from(char)].map((byte) => byte.toString(16).padStart(2, "0"));

/** `%61` and `%6A`/`%6a` forms of one character (one form when its hex has no letter). */
function encodings(char: string): string[] {
  const lower = hex(char).map((h) => `%${h}`).join("");
  return [...new Set([lower, lower.toUpperCase()])];
}

/** A concrete path for a route pattern (`:id` and friends filled in, `*` as a word). */
export function concretePath(pattern: string): string {
  const values: Record<string, string> = {
    id: "00000000-0000-4000-8000-000000000000",
    token: "x".repeat(43),
    reference: "PM-TEST01",
    email: "ruth@example.test",
    year: "2026",
    part: "1",
  };
  return pattern.replace(/:(\w+)/g, (_whole, name: string) => values[name] ?? "x").replace("*", "anything");
}

/** Every spelling of `path` this module knows, the path itself first. */
export function pathSpellings(path: string): string[] {
  const out = new Set<string>([path]);
  const at = (i: number, replacement: string) => path.slice(0, i) + replacement + path.slice(i + 1);
  for (let i = 0; i < path.length; i++) {
    const char = path[i]!;
    // Each character percent-encoded in turn: the `/` ones are encoded slashes.
    for (const encoded of encodings(char)) out.add(at(i, encoded));
    // Double encoding: %2561 is "%61" to the router, never "a".
    out.add(at(i, `%25${hex(char).join("%25")}`));
  }
  const slashes = [...path].flatMap((char, i) => (char === "/" ? [i] : []));
  for (const i of slashes) {
    out.add(at(i, "//"));
    out.add(at(i, "/./"));
    out.add(at(i, "/x/../"));
    out.add(at(i, "/%2e/"));
    out.add(at(i, "/x/%2e%2e/"));
    out.add(at(i, "\\"));
  }
  const segments = path.split("/");
  for (let s = 1; s < segments.length; s++) {
    const withParam = [...segments];
    withParam[s] = `${withParam[s]};x=1`;
    out.add(withParam.join("/"));
    const upper = [...segments];
    upper[s] = upper[s]!.toUpperCase();
    out.add(upper.join("/"));
  }
  out.add(path.toUpperCase());
  out.add(`${path}/`);
  out.add(`/${path}`);
  out.add(`${path}/.`);
  out.add(`${path}?x=1`);
  // Every character encoded at once.
  out.add([...path].map((char) => (char === "/" ? "/" : encodings(char)[0])).join(""));
  return [...out];
}

/** The kinds of respelling `respell` applies, one at a time (the fuzz run composes several). */
export const respellings = ["encode", "double", "doubleSlash", "dot", "dotDot", "upper", "semicolon", "trailing", "encodedSlash", "backslash"] as const;
export type Respelling = (typeof respellings)[number];

/** Applies one respelling at position `at` (taken modulo what it can apply to). */
export function respell(path: string, kind: Respelling, at: number, upperHex: boolean): string {
  const slashes = [...path].flatMap((char, i) => (char === "/" ? [i] : []));
  const slash = slashes[at % Math.max(1, slashes.length)] ?? 0;
  const i = at % Math.max(1, path.length);
  const replace = (index: number, text: string) => path.slice(0, index) + text + path.slice(index + 1);
  const encoded = (char: string) => {
    const e = hex(char).map((h) => `%${h}`).join("");
    return upperHex ? e.toUpperCase() : e;
  };
  const segments = path.split("/");
  const segment = 1 + (at % Math.max(1, segments.length - 1));
  switch (kind) {
    case "encode":
      return replace(i, encoded(path[i] ?? "/"));
    case "double":
      return replace(i, encoded(path[i] ?? "/").replaceAll("%", "%25"));
    case "doubleSlash":
      return replace(slash, "//");
    case "dot":
      return replace(slash, "/./");
    case "dotDot":
      return replace(slash, "/x/../");
    case "upper":
      return segments.map((s, n) => (n === segment ? s.toUpperCase() : s)).join("/");
    case "semicolon":
      return segments.map((s, n) => (n === segment ? `${s};x=1` : s)).join("/");
    case "trailing":
      return `${path}/`;
    case "encodedSlash":
      return replace(slash, upperHex ? "%2F" : "%2f");
    case "backslash":
      // Not the leading slash: `\/api` is a URL with a host to a client, not a path.
      return replace(slashes.length > 1 ? (slashes[1 + (at % (slashes.length - 1))] ?? slash) : slash, "\\");
  }
}
