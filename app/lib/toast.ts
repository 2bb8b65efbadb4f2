// sonner's `toast`, loaded on first use. The toaster that shows toasts mounts when the page is
// first idle (components/layout/lazy-toaster.tsx); a toast raised before then mounts it at once and
// waits for it, since sonner drops a toast that no mounted toaster hears. Pages don't carry
// sonner's 9 kB in their first load.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast>[0];

let mountToaster: (() => void) | undefined;
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});

/** The page's one lazy toaster registers how to mount it now, and says when it has mounted. */
export const toasterHost = {
  register(mount: () => void): void {
    mountToaster = mount;
  },
  mounted(): void {
    toasterMounted();
  },
};

async function sonner() {
  mountToaster?.();
  const [{ toast }] = await Promise.all([import("sonner"), toasterReady]);
  return toast;
}

function show(message: Message, options?: ExternalToast): void {
  void sonner().then((t) => t(message, options));
}

export const toast = Object.assign(show, {
  success: (message: Message, options?: ExternalToast) => void sonner().then((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => void sonner().then((t) => t.error(message, options)),
  info: (message: Message, options?: ExternalToast) => void sonner().then((t) => t.info(message, options)),
});
