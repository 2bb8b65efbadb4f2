// /admin: the landing page after sign-in. Later sections add their figures here; until then it
// greets the person and points to what they can do now.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { adminSections, passkeyListSchema } from "@core/schemas/admin";
import { api } from "../api";
import { AdminPage, Panel } from "../components/page";
import { hasRole, useMe } from "../session";

export function DashboardPage() {
  const me = useMe();
  const [passkeys, setPasskeys] = useState<number | undefined>();
  useEffect(() => {
    api("GET", "/passkeys", { schema: passkeyListSchema })
      .then((list) => setPasskeys(list.passkeys.length))
      .catch(() => setPasskeys(undefined));
  }, []);
  const sections = adminSections.filter((s) => s.id !== "dashboard" && hasRole(me, s.roles));
  return (
    <AdminPage title="Dashboard" intro={`Welcome, ${me.staff.name}.`}>
      {passkeys === 0 && (
        <Panel title="Sign in faster with a passkey">
          <p className="text-muted">
            A passkey lets you sign in with this device's fingerprint, face or PIN instead of waiting for an email.{" "}
            <Link to="/profile" className="font-medium text-evergreen-700 underline">
              Add one on your profile
            </Link>
            .
          </p>
        </Panel>
      )}
      <Panel title="Nothing to show yet">
        <p className="text-muted">This month's sales, gifts and requests will appear here. Your sections:</p>
        <ul className="mt-3 flex flex-wrap gap-2">
          {sections.map((section) => (
            <li key={section.id}>
              <Link to={section.path.replace(/^\/admin/, "")} className="btn btn-outline btn-sm">
                {section.label}
              </Link>
            </li>
          ))}
        </ul>
      </Panel>
    </AdminPage>
  );
}
