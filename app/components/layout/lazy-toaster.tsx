import { lazy, Suspense, useEffect, useState } from "react";
import { toasterHost } from "~/lib/toast";
import { whenIdle } from "~/lib/when-idle";

// sonner is 10 kB gzip: it loads once the page is idle, after hydration, instead of with the first
// paint; toasts only follow a person's action, and one that comes sooner mounts it (lib/toast.ts).
const SiteToaster = lazy(() => import("./site-toaster"));

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    toasterHost.register(() => setReady(true));
    return whenIdle(() => setReady(true));
  }, []);
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
