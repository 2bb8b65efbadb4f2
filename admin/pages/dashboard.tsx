// /admin: the landing page after sign-in. Owners and finance see the figures (each a link to its
// list), with test payments as the person chose (admin/preferences.tsx); owners see the go-live
// list after the figures; everyone sees their sections.
import { useEffect, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ChevronRight } from "lucide-react";
import { formatPence } from "@core/money";
import { adminSections, passkeyListSchema } from "@core/schemas/admin";
import { dashboardSchema, type Dashboard, type DashboardPayments } from "@core/schemas/admin-giving";
import { api, messageOf } from "../api";
import { AdminPage, ErrorNotice, Panel } from "../components/page";
import { TestPaymentsChoice } from "../components/test-payments";
import { usePreferences } from "../preferences";
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

type Figure = { label: string; value: string; note: string; href: string };

/**
 * The figures, each a link to the list it counts (with the same dates or view), then `between`
 * (the go-live list: on a phone it comes after the figures, not before), then the chart.
 */
function Figures({ shown, between }: { shown: DashboardPayments; between?: ReactNode }) {
  const [figures, setFigures] = useState<Dashboard | undefined>();
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    setFigures(undefined);
    setError(undefined);
    api("GET", `/dashboard?payments=${shown}`, { schema: dashboardSchema })
      .then(setFigures)
      .catch((caught: unknown) => setError(messageOf(caught)));
  }, [shown]);
  if (error || !figures) {
    return (
      <>
        {error ? <ErrorNotice>{error}</ErrorNotice> : <p role="status">Adding up…</p>}
        {between}
      </>
    );
  }
  // The month the figures call "this month" (UTC, as the server counts it), for the lists' dates.
  const monthFrom = `${figures.history.at(-1)?.month ?? new Date().toISOString().slice(0, 7)}-01`;
  const cards: Figure[] = [
    { label: "Gifts this month", value: formatPence(figures.thisMonth.gifts), note: `Last month ${formatPence(figures.lastMonth.gifts)}`, href: `/giving/gifts?from=${monthFrom}` },
    { label: "Sales this month", value: formatPence(figures.thisMonth.sales), note: `Last month ${formatPence(figures.lastMonth.sales)}`, href: `/orders?view=all&from=${monthFrom}` },
    { label: "Active monthly gifts", value: String(figures.activePlans.count), note: `${formatPence(figures.activePlans.monthlyTotal)} a month`, href: "/giving/plans?status=active" },
    { label: "Gift Aid waiting to be claimed", value: formatPence(figures.giftAidWaiting), note: "25% of eligible gifts", href: "/giving" },
    { label: "Orders to dispatch", value: String(figures.ordersToDispatch), note: "Paid, not yet sent", href: "/orders" },
  ];
  return (
    <>
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5" aria-label={shown === "both" ? "Figures, test payments included" : "Figures"}>
        {cards.map((card) => (
          // The whole card opens the list; the link is the label, so its name says where it goes.
          <div key={card.label} className="card relative p-4 transition-colors focus-within:ring-2 focus-within:ring-evergreen-600 hover:border-evergreen-600">
            <dt className="text-sm text-muted">
              <Link to={card.href} className="flex items-center justify-between gap-2 font-medium text-evergreen-700 outline-none after:absolute after:inset-0 after:content-['']">
                {card.label}
                <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums">{card.value}</dd>
            <dd className="text-sm text-muted">{card.note}</dd>
          </div>
        ))}
      </dl>
      {between}
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
  const { preferences } = usePreferences();
  const goLive = me.staff.role === "owner" ? <GoLivePanel /> : undefined;
  return (
    <AdminPage title="Dashboard" intro={`Welcome, ${me.staff.name}.`}>
      {seesMoney ? (
        <>
          <TestPaymentsChoice />
          {preferences ? <Figures shown={preferences.testPayments ? "both" : "live"} between={goLive} /> : <p role="status">Adding up…</p>}
        </>
      ) : (
        goLive
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
