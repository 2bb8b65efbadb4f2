// Toasts that belong to a page: shown only while that page is, and dismissed when the visitor
// moves on (see lib/toast.ts). Loaded with sonner, so no page pays for it up front.
import { toast, type ExternalToast } from "sonner";

export type Message = Parameters<typeof toast>[0];
export type ToastKind = "success" | "error" | "info" | null;

export interface ToastOptions extends ExternalToast {
  /** Still true on the next page: not cleared when the page changes. */
  acrossPages?: boolean;
}

/** The page a toast is about: its path and query (each checkout step is a page of its own). */
export function currentPage(): string {
  return window.location.pathname + window.location.search;
}

const pageBound = new Set<string | number>();

export function show(kind: ToastKind, message: Message, options: ToastOptions = {}, raisedOn: string): void {
  const { acrossPages = false, ...rest } = options;
  // The visitor moved on while sonner loaded: the notice is about a page no longer shown.
  if (!acrossPages && currentPage() !== raisedOn) return;
  const id = kind ? toast[kind](message, rest) : toast(message, rest);
  if (!acrossPages) pageBound.add(id);
}

/** The page changed: its toasts go with it. */
export function dismissPageToasts(): void {
  for (const id of pageBound) toast.dismiss(id);
  pageBound.clear();
}
