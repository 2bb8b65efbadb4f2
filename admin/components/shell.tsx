// The frame of every signed-in page: who is signed in, the sections their role may use
// (adminSections, the same roles the server enforces), and the page. On a phone the
// navigation folds behind a Menu button; everything works by keyboard alone.
import { useEffect, useId, useState } from "react";
import { NavLink, Outlet, useLocation } from "react-router";
import { LogOut, Menu, X } from "lucide-react";
import { adminSections, staffRoleLabels } from "@core/schemas/admin";
import { newRequestCountSchema } from "@core/schemas/admin-requests";
import { newComplaintCountSchema } from "@core/schemas/complaint";
import { api } from "../api";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { hasRole, useMe, useSession } from "../session";

function navClass({ isActive }: { isActive: boolean }) {
  return cn(
    "block rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-3 focus-visible:outline-gold-500",
    isActive ? "bg-evergreen-700 text-white" : "text-ink hover:bg-sand",
  );
}

export function AdminShell() {
  const me = useMe();
  const { signOut } = useSession();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  const sections = adminSections.filter((section) => hasRole(me, section.roles));

  useEffect(() => setMenuOpen(false), [location.pathname]);
  // Owners see how many speaking requests and complaints are new beside "Requests" and
  // "Complaints", fresh on every page.
  const isOwner = me.staff.role === "owner";
  const [newCounts, setNewCounts] = useState<Partial<Record<string, number>>>({});
  useEffect(() => {
    if (!isOwner) return;
    let current = true;
    api("GET", "/requests/new-count", { schema: newRequestCountSchema })
      .then(({ count }) => current && setNewCounts((counts) => ({ ...counts, requests: count })))
      .catch(() => undefined);
    api("GET", "/complaints/new-count", { schema: newComplaintCountSchema })
      .then(({ count }) => current && setNewCounts((counts) => ({ ...counts, complaints: count })))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isOwner, location.pathname]);

  return (
    <div className="min-h-dvh bg-paper">
      <a href="#admin-main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="sticky top-0 z-40 border-b border-line bg-white print:hidden">
        <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3">
          <button
            type="button"
            className="btn btn-ghost btn-icon md:hidden"
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
            <span className="sr-only">Menu</span>
          </button>
          <p className="min-w-0 flex-1 truncate font-serif text-lg font-semibold text-evergreen-800">
            Purpose Movement <span className="font-sans text-sm font-medium text-muted">Back office</span>
          </p>
          <div className="flex items-center gap-2">
            <NavLink to="/profile" className="hidden text-right text-sm leading-tight hover:underline sm:block" aria-label={`Your profile: ${me.staff.name}, ${staffRoleLabels[me.staff.role]}`}>
              <span className="block font-medium text-ink">{me.staff.name}</span>
              <span className="block text-muted">{staffRoleLabels[me.staff.role]}</span>
            </NavLink>
            <Button variant="outline" size="sm" onClick={() => void signOut()}>
              <LogOut aria-hidden="true" />
              Sign out
            </Button>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-6 md:flex-row">
        <nav id={navId} aria-label="Back office" className={cn("md:block md:w-52 md:shrink-0 print:hidden", menuOpen ? "block" : "hidden")}>
          <ul className="space-y-1">
            {sections.map((section) => (
              <li key={section.id}>
                <NavLink to={section.path.replace(/^\/admin/, "") || "/"} end={section.id === "dashboard"} className={navClass}>
                  {section.label}
                  {isOwner && (newCounts[section.id] ?? 0) > 0 && (
                    <span className="ml-2 inline-flex min-w-6 justify-center rounded-full bg-gold-100 px-1.5 text-xs font-semibold text-gold-700">
                      <span aria-hidden="true">{newCounts[section.id]}</span>
                      <span className="sr-only">{`, ${newCounts[section.id]} new`}</span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
            <li className="border-t border-line pt-1">
              <NavLink to="/profile" className={navClass}>
                Your profile
              </NavLink>
            </li>
          </ul>
        </nav>
        <main id="admin-main" tabIndex={-1} className="min-w-0 flex-1 outline-none">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/** Sign-in, setup and invitation pages: one card in the middle of the screen. */
export function EntryLayout() {
  return (
    <div className="flex min-h-dvh items-start justify-center bg-paper px-4 py-10 sm:items-center">
      <main className="w-full max-w-md">
        <p className="mb-4 text-center font-serif text-xl font-semibold text-evergreen-800">Purpose Movement · Back office</p>
        <div className="card">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
