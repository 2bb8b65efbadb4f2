// The toaster itself, loaded lazily with sonner (lazy-toaster.tsx).
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { Toaster } from "sonner";
import { currentPage, dismissPageToasts } from "~/lib/page-toasts";

// Bottom right (full width at the bottom on a phone): clear of the sticky header and its cart
// button, which a person reaches for after 'Added to cart'. Beneath the modal layers (the header is
// z-40, overlays z-50), so a toast never sits over a drawer's or dialog's buttons.
const style = { zIndex: 45 };
const toastOptions = { closeButtonAriaLabel: "Dismiss notification" };

export default function SiteToaster() {
  const location = useLocation();
  const shownPage = useRef(currentPage());

  // A new page or step: the last page's notices no longer apply.
  useEffect(() => {
    const page = location.pathname + location.search;
    if (shownPage.current === page) return;
    shownPage.current = page;
    dismissPageToasts();
  }, [location.pathname, location.search]);

  return <Toaster position="bottom-right" richColors closeButton style={style} toastOptions={toastOptions} />;
}
