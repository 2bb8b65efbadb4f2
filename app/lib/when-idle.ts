/**
 * Runs `task` when the browser is next idle, or after `timeoutMs` at the latest, so work that can
 * wait (loading the drawer, the toaster, a dialog) stays out of the tasks that hydrate the page.
 * Returns the cancel function an effect's cleanup needs.
 */
export function whenIdle(task: () => void, timeoutMs = 4000): () => void {
  if ("requestIdleCallback" in window) {
    const id = window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: a short delay keeps the task out of hydration all the same.
  const timer = setTimeout(task, 1500);
  return () => clearTimeout(timer);
}
