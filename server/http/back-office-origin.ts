// Which origins may change anything through the back office: its own, as PUBLIC_URL names it
// (decision 0036). In development, where PUBLIC_URL names a loopback address (localhost by
// default), the other loopback names of the same scheme and port are the same machine and the
// same site: a setup link opened as 127.0.0.1 or [::1] works. Anywhere else, and always in
// production, only the configured origin. A refusal through another host name says which
// address to use, for the person (the page shows the message) and for whoever reads the log.

const loopbackNames = new Set(["localhost", "127.0.0.1", "[::1]"]);

export interface BackOfficeOrigin {
  /** The configured origin, as PUBLIC_URL names it. */
  readonly origin: string;
  accepts(origin: string | undefined): boolean;
  /** What a refused request is told: which address to open the back office at, when it came through another. */
  refusal(origin: string | undefined): string;
}

function parsed(origin: string): URL | undefined {
  try {
    return new URL(origin);
  } catch {
    return undefined;
  }
}

export function backOfficeOrigin(publicUrl: string, nodeEnv: "development" | "production" | "test"): BackOfficeOrigin {
  const configured = new URL(publicUrl);
  const { origin } = configured;
  const loopbackAliases = nodeEnv === "development" && loopbackNames.has(configured.hostname);

  function accepts(sent: string | undefined): boolean {
    if (sent === origin) return true;
    if (!loopbackAliases || !sent) return false;
    const other = parsed(sent);
    return Boolean(other && other.protocol === configured.protocol && other.port === configured.port && loopbackNames.has(other.hostname));
  }

  return {
    origin,
    accepts,
    refusal(sent) {
      // No origin (not a browser's page) or an opaque one ("null"): there is no address to correct.
      if (!sent || !parsed(sent) || sent === "null") return "This request must come from the back office itself";
      return `This page was opened at ${sent}, but the back office is at ${origin} (the site's PUBLIC_URL). Open ${origin}/admin and try again.`;
    },
  };
}
