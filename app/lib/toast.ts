// sonner's `toast`, loaded on first use. The toaster that shows toasts (components/layout/
// lazy-toaster.tsx) mounts with the first toast, or sooner where one is about to come
// (`prepareToasts`), and the toast waits for it, since sonner drops a toast that no mounted toaster
// hears. Pages don't carry sonner's 9 kB, neither in their first load nor while nobody touches them.
//
// A toast belongs to the page it was raised on ('Missing Information' is about this form) and is
// cleared when the visitor moves to another page or step; one that stays true elsewhere (the
// cart's 'Added to cart') says so with `acrossPages` (lib/page-toasts.ts, loaded with sonner).
import type { Message, ToastKind, ToastOptions } from "./page-toasts";

export type { ToastOptions };

let mountToaster: (() => void) | undefined;
// A toast can come before the toaster has registered (a page's own effects run before the root's).
let wanted = false;
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/** The page's one lazy toaster registers how to mount it now, and says when it has mounted. */
export const toasterHost = {
  register(mount: () => void): () => void {
    mountToaster = mount;
    if (wanted) mount();
    return () => {
      if (mountToaster === mount) mountToaster = undefined;
    };
  },
  mounted(): void {
    toasterMounted();
  },
};

/** A toast is likely soon (a person has opened the dialog that raises one): load and mount the toaster now. */
export function prepareToasts(): void {
  wanted = true;
  mountToaster?.();
}

function raise(kind: ToastKind, message: Message, options?: ToastOptions): void {
  // Which page it is about is known now, not once sonner has loaded.
  const raisedOn = window.location.pathname + window.location.search;
  prepareToasts();
  void Promise.all([import("./page-toasts"), toasterReady]).then(([pages]) => pages.show(kind, message, options, raisedOn));
}

export const toast = Object.assign((message: Message, options?: ToastOptions) => raise(null, message, options), {
  success: (message: Message, options?: ToastOptions) => raise("success", message, options),
  error: (message: Message, options?: ToastOptions) => raise("error", message, options),
  info: (message: Message, options?: ToastOptions) => raise("info", message, options),
});
