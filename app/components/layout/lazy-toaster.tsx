import { lazy, Suspense, useEffect, useState } from "react";
import { toasterHost } from "~/lib/toast";

// sonner is 10 kB gzip: it loads with the first toast (or when one is about to come, lib/toast.ts),
// not with the page. Toasts only follow a person's action, so a page nobody touches never loads it.
const SiteToaster = lazy(() => import("./site-toaster"));

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => toasterHost.register(() => setReady(true)), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <SiteToaster />
      <ToasterMounted />
    </Suspense>
  );
}

// Effects run in order after the Toaster's own, by which time it listens for toasts.
function ToasterMounted() {
  useEffect(() => toasterHost.mounted(), []);
  return null;
}
