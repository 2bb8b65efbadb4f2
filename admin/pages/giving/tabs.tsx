// The giving section's own navigation: Gift Aid, gifts, monthly plans, donors, declarations.
import { NavLink } from "react-router";
import { cn } from "~/lib/utils";

const tabs = [
  { to: "/giving", label: "Gift Aid", end: true },
  { to: "/giving/gifts", label: "Gifts", end: false },
  { to: "/giving/plans", label: "Monthly plans", end: false },
  // Also lit on one donor's page, which lives under it.
  { to: "/giving/donors", label: "Donors", end: false },
  { to: "/giving/declarations", label: "Declarations", end: false },
];

export function GivingTabs() {
  return (
    <nav aria-label="Giving" className="flex flex-wrap gap-2 print:hidden">
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end={tab.end} className={({ isActive }) => cn("btn btn-sm", isActive ? "btn-primary" : "btn-outline")}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
