// /admin/profile: who you are, your passkeys (add, rename, remove), and signing out everywhere.
// While an owner requires passkeys and you have none, this is the only page you can open.
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { browserSupportsWebAuthn, startRegistration } from "@simplewebauthn/browser";
import { KeyRound } from "lucide-react";
import { passkeyListSchema, passkeySchema, staffRoleLabels, type Passkey } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { useConfirmation } from "../components/confirmation";
import { AdminPage, ErrorNotice, formatWhen, InfoNotice, Panel } from "../components/page";
import { useMe, useSession } from "../session";

function PasskeyRow({ passkey, onChanged, onError }: { passkey: Passkey; onChanged(message: string): void; onError(message: string): void }) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [error, setError] = useState<string | undefined>();
  const confirmation = useConfirmation();

  async function rename(event: FormEvent) {
    event.preventDefault();
    try {
      await api("PATCH", `/passkeys/${passkey.id}`, { body: { name }, schema: passkeySchema });
      setRenaming(false);
      onChanged(`Renamed to “${name.trim()}”.`);
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldMessage("name") ?? caught.message) : messageOf(caught));
    }
  }

  async function remove() {
    if (!(await confirmation.ask(`Remove the passkey “${passkey.name}”? You can no longer sign in with it.`, `Yes, remove “${passkey.name}”`))) return;
    try {
      await api("DELETE", `/passkeys/${passkey.id}`);
      onChanged(`Removed “${passkey.name}”.`);
    } catch (caught) {
      onError(messageOf(caught));
    }
  }

  return (
    <li className="flex flex-col gap-3 border-b border-line py-3 last:border-0 sm:flex-row sm:flex-wrap sm:items-center">
      {renaming ? (
        <form onSubmit={(e) => void rename(e)} noValidate className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
          <TextField className="flex-1" label="Passkey name" value={name} onChange={(e) => setName(e.target.value)} error={error} />
          <div className="flex gap-2">
            <Button type="submit" size="sm">
              Save
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => { setRenaming(false); setName(passkey.name); setError(undefined); }}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <p className="font-medium text-ink">{passkey.name}</p>
            <p className="text-sm text-muted">
              Added {formatWhen(passkey.createdAt)} · last used {formatWhen(passkey.lastUsedAt)}
            </p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => setRenaming(true)} aria-label={`Rename ${passkey.name}`}>
              Rename
            </Button>
            <Button size="sm" variant="destructive" onClick={() => void remove()} aria-label={`Remove ${passkey.name}`}>
              Remove
            </Button>
          </div>
          {confirmation.prompt()}
        </>
      )}
    </li>
  );
}

export function ProfilePage() {
  const me = useMe();
  const { refresh, setMe } = useSession();
  const navigate = useNavigate();
  const [passkeys, setPasskeys] = useState<Passkey[] | undefined>();
  const [newName, setNewName] = useState("");
  const [notice, setNotice] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const confirmation = useConfirmation();

  const load = useCallback(async () => {
    setPasskeys((await api("GET", "/passkeys", { schema: passkeyListSchema })).passkeys);
  }, []);
  useEffect(() => {
    load().catch((caught: unknown) => setError(messageOf(caught)));
  }, [load]);

  const changed = (message: string) => {
    setNotice(message);
    setError(undefined);
    void load();
  };

  async function addPasskey(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const optionsJSON = await api<Parameters<typeof startRegistration>[0]["optionsJSON"]>("POST", "/passkeys/options");
      let response;
      try {
        response = await startRegistration({ optionsJSON });
      } catch {
        throw new Error("No passkey was made: the request was cancelled or timed out. Try again.");
      }
      const name = newName.trim() || "Passkey";
      await api("POST", "/passkeys", { body: { response, name }, schema: passkeySchema });
      setNewName("");
      changed(`Added the passkey “${name}”. Next time, sign in with it.`);
      if (me.mustAddPasskey) await refresh();
    } catch (caught) {
      setError(caught instanceof ApiError ? (caught.fieldMessage("name") ?? caught.message) : messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  async function signOutEverywhere() {
    if (!(await confirmation.ask("Sign out on every device, including this one?", "Yes, sign out everywhere"))) return;
    await api("POST", "/sign-out-everywhere").catch(() => undefined);
    setMe(null);
    navigate("/sign-in?ended=1", { replace: true });
  }

  return (
    <AdminPage title="Your profile" intro={`${me.staff.name} · ${me.staff.email} · ${staffRoleLabels[me.staff.role]}`}>
      {me.mustAddPasskey && <ErrorNotice>An owner requires a passkey for everyone. Add one to continue.</ErrorNotice>}
      {notice && <InfoNotice>{notice}</InfoNotice>}
      <ErrorNotice>{error}</ErrorNotice>
      <Panel title="Passkeys">
        {passkeys === undefined ? (
          <p role="status">Loading…</p>
        ) : passkeys.length === 0 ? (
          <p className="text-muted">You have no passkeys yet. You sign in with a code sent to your email.</p>
        ) : (
          <ul aria-label="Your passkeys">
            {passkeys.map((passkey) => (
              <PasskeyRow key={passkey.id} passkey={passkey} onChanged={changed} onError={setError} />
            ))}
          </ul>
        )}
        {browserSupportsWebAuthn() ? (
          <form onSubmit={(e) => void addPasskey(e)} noValidate className="mt-4 flex flex-col gap-3 border-t border-line pt-4 sm:flex-row sm:items-end">
            <TextField className="flex-1" label="Name for a new passkey" placeholder="Office laptop" value={newName} onChange={(e) => setNewName(e.target.value)} maxLength={60} />
            <Button type="submit" disabled={busy}>
              <KeyRound aria-hidden="true" />
              Add a passkey
            </Button>
          </form>
        ) : (
          <p className="mt-4 text-sm text-muted">This browser cannot make passkeys.</p>
        )}
      </Panel>
      <Panel title="Sessions">
        <p className="mb-3 text-muted">Signed in on a shared or lost device? End every session, here and elsewhere.</p>
        <Button variant="outline" onClick={() => void signOutEverywhere()}>
          Sign out everywhere
        </Button>
        {confirmation.prompt()}
      </Panel>
    </AdminPage>
  );
}
