// The back office's entry (docs/decisions/0014-admin-separate-entry.md): a client-rendered app
// under /admin. The server answers every /admin path with this app's page (noindex, no-store);
// what each person may see is decided by the server, route by route, and mirrored here.
import { lazy, StrictMode, Suspense, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, Navigate, RouterProvider, useLocation } from "react-router";
import { adminSections } from "@core/schemas/admin";
import "./admin.css";
import "./print.css";
import { AdminShell, EntryLayout } from "./components/shell";
import { AuditPage } from "./pages/audit";
import { DashboardPage } from "./pages/dashboard";
import { ClaimPage } from "./pages/giving/claim";
import { DeclarationsPage } from "./pages/giving/declarations";
import { DonorPage } from "./pages/giving/donor";
import { DonorsPage } from "./pages/giving/donors";
import { GiftsPage } from "./pages/giving/gifts";
import { PlansPage } from "./pages/giving/plans";
import { GiftAidPage } from "./pages/giving/gift-aid";
import { NewsletterEditPage } from "./pages/newsletters/edit";
import { NewsletterListPage } from "./pages/newsletters/list";
import { OrderDetailPage } from "./pages/orders/detail";
import { OrderListPage } from "./pages/orders/list";
import { PackingSlipsPage } from "./pages/orders/packing-slips";
import { LinkPage } from "./pages/link";
import { ProfilePage } from "./pages/profile";
import { ProductEditPage } from "./pages/products/edit";
import { ProductListPage } from "./pages/products/list";
import { ComplaintDetailPage } from "./pages/complaints/detail";
import { ComplaintListPage } from "./pages/complaints/list";
import { RequestDetailPage } from "./pages/requests/detail";
import { RequestListPage } from "./pages/requests/list";
import { NotAllowedPage, SectionPage } from "./pages/section";
import { SettingsPage } from "./pages/settings";
import { SitePageListPage } from "./pages/site-pages/list";
import { SignInPage } from "./pages/sign-in";
import { StaffPage } from "./pages/staff";
import { SupportersPage } from "./pages/supporters";
import { PreferencesProvider } from "./preferences";
import { hasRole, SessionProvider, useSession } from "./session";

// The reports and their chart library load only when someone opens them: never on the first screen.
const ReportsPage = lazy(async () => ({ default: (await import("./pages/reports/reports-page")).ReportsPage }));
// The page editor brings Tiptap (decision 0038): loaded when someone opens a page to edit, so the
// rest of the back office stays within its size budget.
const SitePageEditPage = lazy(() => import("./pages/site-pages/edit").then((module) => ({ default: module.SitePageEditPage })));

function Loading() {
  return (
    <p role="status" className="p-6 text-muted">
      Loading the back office…
    </p>
  );
}

/** Signed-in pages: otherwise to sign-in (and back here after); a required passkey comes first. */
function RequireStaff({ children }: { children: ReactNode }) {
  const { me } = useSession();
  const location = useLocation();
  if (me === undefined) return <Loading />;
  if (me === null) return <Navigate to={`/sign-in?next=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (me.mustAddPasskey && location.pathname !== "/profile") return <Navigate to="/profile" replace />;
  return children;
}

/** Pages for some roles only (the server refuses the others' requests anyway). */
function RequireRole({ section, children }: { section: (typeof adminSections)[number]["id"]; children: ReactNode }) {
  const { me } = useSession();
  const roles = adminSections.find((s) => s.id === section)?.roles ?? [];
  return me && hasRole(me, roles) ? children : <NotAllowedPage />;
}

/** Sign-in pages are for people who are not signed in: the others go on to the back office. */
function SignedOutOnly({ children }: { children: ReactNode }) {
  const { me } = useSession();
  if (me === undefined) return <Loading />;
  return me ? <Navigate to="/" replace /> : children;
}

const router = createBrowserRouter(
  [
    {
      element: <EntryLayout />,
      children: [
        { path: "sign-in", element: <SignedOutOnly><SignInPage /></SignedOutOnly> },
        { path: "setup", element: <LinkPage purpose="setup" /> },
        { path: "invite", element: <LinkPage purpose="invite" /> },
      ],
    },
    {
      element: (
        <RequireStaff>
          <PreferencesProvider>
            <AdminShell />
          </PreferencesProvider>
        </RequireStaff>
      ),
      children: [
        { index: true, element: <DashboardPage /> },
        { path: "profile", element: <ProfilePage /> },
        { path: "orders", element: <RequireRole section="orders"><OrderListPage /></RequireRole> },
        { path: "orders/packing-slips", element: <RequireRole section="orders"><PackingSlipsPage /></RequireRole> },
        { path: "orders/:reference", element: <RequireRole section="orders"><OrderDetailPage /></RequireRole> },
        { path: "products", element: <RequireRole section="products"><ProductListPage /></RequireRole> },
        { path: "products/:id", element: <RequireRole section="products"><ProductEditPage /></RequireRole> },
        { path: "giving", element: <RequireRole section="giving"><GiftAidPage /></RequireRole> },
        { path: "giving/claims/:id", element: <RequireRole section="giving"><ClaimPage /></RequireRole> },
        { path: "giving/gifts", element: <RequireRole section="giving"><GiftsPage /></RequireRole> },
        { path: "giving/plans", element: <RequireRole section="giving"><PlansPage /></RequireRole> },
        { path: "giving/declarations", element: <RequireRole section="giving"><DeclarationsPage /></RequireRole> },
        { path: "giving/donors", element: <RequireRole section="giving"><DonorsPage /></RequireRole> },
        { path: "giving/donors/:email", element: <RequireRole section="giving"><DonorPage /></RequireRole> },
        {
          path: "reports",
          element: (
            <RequireRole section="reports">
              <Suspense fallback={<p role="status">Loading the reports…</p>}>
                <ReportsPage />
              </Suspense>
            </RequireRole>
          ),
        },
        { path: "supporters", element: <RequireRole section="supporters"><SupportersPage /></RequireRole> },
        { path: "requests", element: <RequireRole section="requests"><RequestListPage /></RequireRole> },
        { path: "requests/:id", element: <RequireRole section="requests"><RequestDetailPage /></RequireRole> },
        { path: "complaints", element: <RequireRole section="complaints"><ComplaintListPage /></RequireRole> },
        { path: "complaints/:id", element: <RequireRole section="complaints"><ComplaintDetailPage /></RequireRole> },
        { path: "pages", element: <RequireRole section="pages"><SitePageListPage /></RequireRole> },
        { path: "pages/:key", element: <RequireRole section="pages"><Suspense fallback={<p role="status">Loading the page editor…</p>}><SitePageEditPage /></Suspense></RequireRole> },
        { path: "newsletters", element: <RequireRole section="newsletters"><NewsletterListPage /></RequireRole> },
        { path: "newsletters/:id", element: <RequireRole section="newsletters"><NewsletterEditPage key="newsletter" /></RequireRole> },
        { path: "settings", element: <RequireRole section="settings"><SettingsPage /></RequireRole> },
        { path: "staff", element: <RequireRole section="settings"><StaffPage /></RequireRole> },
        { path: "audit", element: <RequireRole section="audit"><AuditPage /></RequireRole> },
        { path: "*", element: <SectionPage title="Page not found" description="There is no back-office page at this address." /> },
      ],
    },
  ],
  { basename: "/admin" },
);

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>
  </StrictMode>,
);
