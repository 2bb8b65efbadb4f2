// Opening the provider's page so pop-up blockers let it through (docs/deviations.md,
// point 7): a tab opened while the click is still being handled is
// allowed; one opened later, when the server has answered, is not. So the tab
// is opened first, blank, and pointed at the page once the URL arrives.

export interface PendingTab {
  /** Sends the waiting tab to `url`, or this tab when no tab could be opened. Returns where it went. */
  go(url: string): "new-tab" | "same-tab";
  /** Closes the waiting tab (the payment could not start). */
  cancel(): void;
  /**
   * Whether the tab we opened has been closed. A browser may cut the link to a tab whose page asks
   * to be kept apart from its opener (Cross-Origin-Opener-Policy), and then says closed while it is
   * open: the worst that does is let a second payment start, as before this was asked.
   */
  closed(): boolean;
}

/** Call synchronously inside the click handler. */
export function openPendingTab(): PendingTab {
  let tab: Window | null = null;
  try {
    tab = window.open("", "_blank");
  } catch {
    tab = null;
  }
  if (tab) {
    try {
      // The provider's page gets no handle on ours; we keep ours on it.
      tab.opener = null;
      tab.document.title = "Opening secure payment…";
      tab.document.body.style.font = "16px system-ui, sans-serif";
      tab.document.body.style.margin = "2rem";
      tab.document.body.textContent = "Opening secure payment…";
    } catch {
      // Some browsers hand back a tab we can navigate but not write into; that's fine.
    }
  }
  return {
    go(url) {
      if (tab && !tab.closed) {
        tab.location.href = url;
        return "new-tab";
      }
      window.location.assign(url);
      return "same-tab";
    },
    cancel() {
      if (tab && !tab.closed) tab.close();
    },
    closed() {
      return !tab || tab.closed;
    },
  };
}
