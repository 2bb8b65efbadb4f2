// /admin: the landing page after sign-in. Later sections add their figures here; until then it
// greets the person and points to what they can do now.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatPence } from "@core/money";
import { adminSections, passkeyListSchema } from "@core/schemas/admin";
import { dashboardSchema, type Dashboard } from "@core/schemas/admin-giving";
import { api } from "../api";
import { AdminPage, Panel } from "../components/page";
import { hasRole, useMe } from "../session";
import { GoLivePanel } from "./go-live";

const monthName = (key: string) => new Intl.DateTimeFormat("en-GB", { month: "short", year: "2-digit", timeZone: "UTC" }).format(new Date(`${key}-01T00:00:00Z`));

/** Twelve months of income as bars (orders and gifts stacked); the numbers are in the table below it. */
function IncomeChart({ history }: { history: Dashboard["history"] }) {
  const most = Math.max(1, ...history.map((m) => m.sales + m.gifts));
  const width = 600;
  const height = 180;
  const bar = width / history.length;
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height + 24}`} className="h-auto w-full" aria-hidden="true">
        {history.map((m, i) => {
          const gifts = (m.gifts / most) * height;
          const sales = (m.sales / most) * height;
          return (
            <g key={m.month}>
              <rect x={i * bar + 6} y={height - gifts} width={bar - 12} height={gifts} fill="#177048" />
              <rect x={i * bar + 6} y={height - gifts - sales} width={bar - 12} height={sales} fill="#e0a81e" />
              <text x={i * bar + bar / 2} y={height + 16} textAnchor="middle" fontSize="11" fill="#5c5648">
                {monthName(m.month)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-2 flex gap-4 text-sm text-muted">
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-3 bg-evergreen-600" />
          Gifts
        </span>
        <span>
          <span aria-hidden="true" className="mr-1 inline-block size-3 bg-gold-500" />
          Orders
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>Income by month</caption>
        <thead>
          <tr>
            <th scope="col">Month</th>
            <th scope="col">Gifts</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {history.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month)}</th>
              <td>{formatPence(m.gifts)}</td>
              <td>{formatPence(m.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

function Figures({ test }: { test: boolean }) {
  const [figures, setFigures] = useState<Dashboard | undefined>();
  useEffect(() => {
    setFigures(undefined);
    api("GET", `/dashboard${test ? "?test=1" : ""}`, { schema: dashboardSchema })
      .then(setFigures)
      .catch(() => setFigures(undefined));
  }, [test]);
  if (!figures) return <p role="status">Adding up…</p>;
  const cards: [string, string, string][] = [
    ["Gifts this month", formatPence(figures.thisMonth.gifts), `Last month ${formatPence(figures.lastMonth.gifts)}`],
    ["Sales this month", formatPence(figures.thisMonth.sales), `Last month ${formatPence(figures.lastMonth.sales)}`],
    ["Active monthly gifts", String(figures.activePlans.count), `${formatPence(figures.activePlans.monthlyTotal)} a month`],
    ["Gift Aid waiting to be claimed", formatPence(figures.giftAidWaiting), "25% of eligible gifts"],
    ["Orders to dispatch", String(figures.ordersToDispatch), "Paid, not yet sent"],
  ];
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        {cards.map(([label, value, note]) => (
          <div key={label} className="card p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{value}</dd>
            <dd className="text-sm text-muted">{note}</dd>
          </div>
        ))}
      </dl>
      <Panel title="Income, last 12 months">
        <IncomeChart history={figures.history} />
      </Panel>
    </>
  );
}

export function DashboardPage() {
  const me = useMe();
  const [passkeys, setPasskeys] = useState<number | undefined>();
  useEffect(() => {
    api("GET", "/passkeys", { schema: passkeyListSchema })
      .then((list) => setPasskeys(list.passkeys.length))
      .catch(() => setPasskeys(undefined));
  }, []);
  const sections = adminSections.filter((s) => s.id !== "dashboard" && hasRole(me, s.roles));
  const seesMoney = hasRole(me, ["owner", "finance"]);
  const [test, setTest] = useState(false);
  return (
    <AdminPage title="Dashboard" intro={`Welcome, ${me.staff.name}.`}>
      {me.staff.role === "owner" && <GoLivePanel />}
      {seesMoney && (
        <>
          <label className="flex items-center gap-3 text-sm">
            <input type="checkbox" className="size-5 accent-evergreen-700" checked={test} onChange={(e) => setTest(e.target.checked)} />
            Show test payments instead (the sandbox or Stripe test mode)
          </label>
          <Figures test={test} />
        </>
      )}
      <Panel title="Your sections">
        <p className="text-muted">{seesMoney ? "Go straight to:" : "Orders to pack and dispatch are under Orders."}</p>
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
      {/* Last: it appears once the passkeys are counted, and above the rest it moved what staff
          were about to press (the test-payments box) a moment after it showed. */}
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
    </AdminPage>
  );
}
