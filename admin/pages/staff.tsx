// /admin/staff (owners): the team and their roles, invitations waiting to be accepted, and a
// form to invite someone. Changing a role or removing someone ends their sessions at once.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { staffListSchema, staffRoleLabels, staffRoles, type StaffList, type StaffRole } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { NativeSelect, SelectField, TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { useConfirmation } from "../components/confirmation";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../components/page";
import { useMe } from "../session";

export function StaffPage() {
  const me = useMe();
  const [list, setList] = useState<StaffList | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<StaffRole>("fulfilment");
  const [inviteError, setInviteError] = useState<ApiError | undefined>();
  const [busy, setBusy] = useState(false);
  const confirmation = useConfirmation();

  const load = useCallback(async () => setList(await api("GET", "/staff", { schema: staffListSchema })), []);
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  async function act(action: () => Promise<unknown>, done: string) {
    setError(undefined);
    setNotice(undefined);
    try {
      await action();
      setNotice(done);
      await load();
    } catch (caught) {
      setError(messageOf(caught));
    }
  }

  async function invite(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setInviteError(undefined);
    setNotice(undefined);
    try {
      await api("POST", "/staff/invites", { body: { email, role } });
      setNotice(`Invitation sent to ${email.trim()} as ${staffRoleLabels[role]}. It works for 7 days.`);
      setEmail("");
      await load();
    } catch (caught) {
      setInviteError(caught instanceof ApiError ? caught : new ApiError(0, messageOf(caught)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminPage title="Staff" intro="Who can use the back office, and what each role may do.">
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>
      <Panel title="Team">
        {!list ? (
          <p role="status">Loading…</p>
        ) : (
          <ul aria-label="Team">
            {list.staff.map((member) => (
              <li key={member.id} className="flex flex-col gap-3 border-b border-line py-3 last:border-0 sm:flex-row sm:flex-wrap sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="font-medium text-ink">
                    {member.name} {member.id === me.staff.id && <span className="text-sm text-muted">(you)</span>}
                  </p>
                  <p className="truncate text-sm text-muted">{member.email}</p>
                  <p className="text-sm text-muted">
                    {member.passkeys} passkey{member.passkeys === 1 ? "" : "s"} · last signed in {formatWhen(member.lastSignInAt)}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  <label className="sr-only" htmlFor={`role-${member.id}`}>
                    Role of {member.name}
                  </label>
                  <NativeSelect
                    id={`role-${member.id}`}
                    className="w-36"
                    value={member.role}
                    disabled={member.id === me.staff.id}
                    onChange={(e) =>
                      void act(
                        () => api("PATCH", `/staff/${member.id}`, { body: { role: e.target.value } }),
                        `${member.name} is now ${staffRoleLabels[e.target.value as StaffRole]}. Their sessions have ended.`,
                      )
                    }
                  >
                    {staffRoles.map((r) => (
                      <option key={r} value={r}>
                        {staffRoleLabels[r]}
                      </option>
                    ))}
                  </NativeSelect>
                  {member.id !== me.staff.id && (
                    <Button
                      size="sm"
                      variant="destructive"
                      aria-label={`Remove ${member.name}`}
                      onClick={() =>
                        void confirmation.ask(`Remove ${member.name}? They are signed out at once.`, `Yes, remove ${member.name}`, member.id).then((yes) => {
                          if (yes) void act(() => api("DELETE", `/staff/${member.id}`), `${member.name} has been removed and signed out.`);
                        })
                      }
                    >
                      Remove
                    </Button>
                  )}
                </div>
                {confirmation.prompt(member.id)}
              </li>
            ))}
          </ul>
        )}
      </Panel>
      {list && list.invites.length > 0 && (
        <Panel title="Invitations waiting">
          <ul aria-label="Invitations waiting">
            {list.invites.map((pending) => (
              <li key={pending.id} className="flex flex-col gap-2 border-b border-line py-3 last:border-0 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium text-ink">{pending.email}</p>
                  <p className="text-sm text-muted">
                    {staffRoleLabels[pending.role]} · expires {formatWhen(pending.expiresAt)}
                  </p>
                </div>
                <Button size="sm" variant="outline" aria-label={`Withdraw the invitation to ${pending.email}`} onClick={() => void act(() => api("DELETE", `/staff/invites/${pending.id}`), `The invitation to ${pending.email} has been withdrawn.`)}>
                  Withdraw
                </Button>
              </li>
            ))}
          </ul>
        </Panel>
      )}
      <Panel title="Invite someone">
        <form onSubmit={(e) => void invite(e)} noValidate className="grid gap-4 sm:grid-cols-[1fr_12rem_auto] sm:items-end">
          {inviteError && !inviteError.issues.length && (
            <div className="sm:col-span-3">
              <ErrorNotice>{inviteError.message}</ErrorNotice>
            </div>
          )}
          <TextField label="Email address" type="email" name="invite-email" required value={email} onChange={(e) => setEmail(e.target.value)} error={inviteError?.fieldMessage("email")} />
          <SelectField label="Role" name="invite-role" value={role} onChange={(e) => setRole(e.target.value as StaffRole)} error={inviteError?.fieldMessage("role")}>
            {staffRoles.map((r) => (
              <option key={r} value={r}>
                {staffRoleLabels[r]}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={busy}>
            Send invitation
          </Button>
        </form>
        <p className="mt-3 text-sm text-muted">Finance: gifts, plans, refunds, Gift Aid. Fulfilment: orders to pack and dispatch, no Gift Aid data. Owner: everything, including staff.</p>
      </Panel>
    </AdminPage>
  );
}
