// A section whose pages later work fills (orders, giving, supporters, requests): it exists in
// the navigation for the roles that will use it, and says so plainly instead of a blank page.
import { AdminPage, Panel } from "../components/page";

export function SectionPage({ title, description }: { title: string; description: string }) {
  return (
    <AdminPage title={title}>
      <Panel>
        <p className="text-muted">{description}</p>
      </Panel>
    </AdminPage>
  );
}

export function NotAllowedPage() {
  return (
    <AdminPage title="Not available to your role">
      <Panel>
        <p className="text-muted">This part of the back office is for other roles. Ask an owner if you need it.</p>
      </Panel>
    </AdminPage>
  );
}
