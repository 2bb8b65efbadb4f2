// Whether the charitable-purpose soft opt-in is on (an owner's setting; docs/privacy.md), read
// from GET /api/public-settings by the details steps' box (app/components/news-opt-out-box.tsx)
// as it mounts. Until the answer arrives, and if it never does, the box is not offered and
// nobody is added: the safe side.
// When public pages are rendered at run time with the database's data, the root loader can carry
// this flag instead, and this hook can read it from there.
import { useEffect, useState } from "react";

export function useSoftOptIn(): boolean {
  const [on, setOn] = useState(false);
  useEffect(() => {
    let current = true;
    fetch("/api/public-settings")
      .then((response) => response.json())
      .then((settings: { softOptIn?: unknown }) => current && setOn(settings.softOptIn === true))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return on;
}
