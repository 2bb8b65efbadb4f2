// sonner's `toast`, loaded on first use. The toaster itself loads right after
// hydration (components/layout/lazy-toaster.tsx), so by the time a person's
// action raises a toast the module is already here; pages just don't carry
// sonner's 9 kB in their first load.
import type { ExternalToast, toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast>[0];

const sonner = () => import("sonner").then((m) => m.toast);

function show(message: Message, options?: ExternalToast): void {
  void sonner().then((t) => t(message, options));
}

export const toast = Object.assign(show, {
  success: (message: Message, options?: ExternalToast) => void sonner().then((t) => t.success(message, options)),
  error: (message: Message, options?: ExternalToast) => void sonner().then((t) => t.error(message, options)),
  info: (message: Message, options?: ExternalToast) => void sonner().then((t) => t.info(message, options)),
});
