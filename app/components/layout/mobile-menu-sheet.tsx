import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { ModalSheet } from "~/components/ui/modal-sheet";
import { paths } from "@core/paths";
import { mainNavLinks } from "./nav-links";

/** The small-screen menu's sheet: it keeps focus inside, closes on Escape and returns focus to its button. */
export function MobileMenuSheet({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const close = () => onOpenChange(false);
  return (
    <ModalSheet open={open} onOpenChange={onOpenChange} title="Menu" description="Site navigation" closeLabel="Close menu">
      <nav aria-label="Mobile" className="flex h-full flex-col p-5">
        <ul className="space-y-1">
          {mainNavLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end
                onClick={close}
                className={({ isActive }) =>
                  `block rounded-lg px-4 py-3 text-lg font-medium ${isActive ? "bg-evergreen-50 text-evergreen-800" : "text-ink hover:bg-sand"}`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Button asChild className="mt-auto w-full">
          <NavLink to={paths.connect} onClick={close}>
            Contact Us
          </NavLink>
        </Button>
      </nav>
    </ModalSheet>
  );
}
