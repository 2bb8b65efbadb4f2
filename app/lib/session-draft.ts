// What a visitor has typed into a flow, kept in sessionStorage so a refresh
// doesn't lose it (this tab only; gone when the tab closes). Read it only after
// hydration. Never log what's in it.

export function readDraft(key: string): unknown {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage off or full: the flow still works, it just won't survive a refresh.
  }
}

export function clearDraft(key: string): void {
  try {
    window.sessionStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}
