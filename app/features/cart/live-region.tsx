import { useCallback, useState } from "react";

/**
 * A polite status message for screen readers (quantity changed, line removed).
 * Saying the same words twice still announces: the second copy differs by an
 * invisible space.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState("");
  const announce = useCallback((text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)), []);
  return { message, announce };
}

export function LiveRegion({ message }: { message: string }) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="cart-announcer">
      {message}
    </p>
  );
}
