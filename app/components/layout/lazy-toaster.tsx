import { lazy, Suspense, useEffect, useState } from "react";

// sonner is 10 kB gzip: load it after hydration instead of on every first paint.
// Toasts only follow a person's action, by which time it is here.
const Toaster = lazy(() => import("sonner").then((m) => ({ default: m.Toaster })));

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-center" richColors closeButton />
    </Suspense>
  );
}
