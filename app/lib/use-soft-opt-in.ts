// Whether the charitable-purpose soft opt-in is on (an owner's setting; docs/privacy.md), read
// from GET /api/public-settings when a details step mounts, not at page load: the checkout page
// is at its script budget and most visitors never reach the step. Until the answer arrives, and
// if it never does, the box is not offered and nobody is added: the safe side.
// When public pages are rendered at run time with the database's data, the root loader can
// carry this flag instead and this hook can read it from there.
import { useEffect, useState } from "react";

export const PUBLIC_SETTINGS_URL = "/api/public-settings";

export function useSoftOptIn(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let current = true;
    fetch(PUBLIC_SETTINGS_URL, { headers: { accept: "application/json" } })
      .then((response) => (response.ok ? response.json() : undefined))
      .then((settings: { softOptIn?: unknown } | undefined) => {
        if (current && settings?.softOptIn === true) setOn(true);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return on;
}

/** The box's words (PECR's simple means of refusal, offered unticked at the time of collection). */
export const NEWS_OPT_OUT_LABEL = "Please don't send me news about our work by email";
