// /admin/setup?token=… (the first owner) and /admin/invite?token=… (staff an owner invited):
// the page first asks the server what the link is for, then asks for what it still needs.
import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { linkInfoSchema, meResponseSchema, staffRoleLabels, type LinkInfo } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { AdminPage, ErrorNotice } from "../components/page";
import { useSession } from "../session";

type LinkState = { kind: "loading" } | { kind: "dead"; message: string } | { kind: "ready"; info: LinkInfo };

export function LinkPage({ purpose }: { purpose: "setup" | "invite" }) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { setMe } = useSession();
  const navigate = useNavigate();
  const [link, setLink] = useState<LinkState>({ kind: "loading" });
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | undefined>();

  useEffect(() => {
    if (!/^[A-Za-z0-9_-]{16,200}$/.test(token)) {
      setLink({ kind: "dead", message: "This link is incomplete. Open it again from the email or the server's log." });
      return;
    }
    api("GET", `/links/${token}`, { schema: linkInfoSchema, quietSignOut: true })
      .then((info) =>
        info.purpose === purpose
          ? setLink({ kind: "ready", info })
          : setLink({ kind: "dead", message: "This link is for another page. Open it exactly as it was sent." }),
      )
      .catch((caught: unknown) => setLink({ kind: "dead", message: messageOf(caught) }));
  }, [token, purpose]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const body = purpose === "setup" ? { token, name, email } : { token, name };
      setMe(await api("POST", purpose === "setup" ? "/setup" : "/invites/accept", { body, schema: meResponseSchema, quietSignOut: true }));
      navigate("/", { replace: true });
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  const title = purpose === "setup" ? "Set up the back office" : "Join the back office";
  if (link.kind === "loading") return <p role="status">Checking the link…</p>;
  if (link.kind === "dead") {
    return (
      <AdminPage title={title}>
        <ErrorNotice>{link.message}</ErrorNotice>
        <p className="text-sm text-muted">
          Links work once and expire. Ask an owner for a new invitation, or <Link className="underline" to="/sign-in">sign in</Link> if you already have access.
        </p>
      </AdminPage>
    );
  }
  const fieldError = (field: string) => (error instanceof ApiError ? error.fieldMessage(field) : undefined);
  const general = error instanceof ApiError ? (error.issues.length ? undefined : error.message) : error;
  return (
    <AdminPage
      title={title}
      intro={
        purpose === "setup"
          ? "You will be the first owner: you can invite the rest of the team once you are in."
          : `You have been invited as ${staffRoleLabels[link.info.role]}${link.info.email ? ` with ${link.info.email}` : ""}.`
      }
    >
      <ErrorNotice>{general}</ErrorNotice>
      <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
        <TextField label="Your name" name="name" autoComplete="name" required value={name} onChange={(e) => setName(e.target.value)} error={fieldError("name")} />
        {purpose === "setup" && (
          <TextField
            label="Your email address"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldError("email")}
            hint="Sign-in codes are sent here."
          />
        )}
        <Button type="submit" className="w-full" disabled={busy}>
          {purpose === "setup" ? "Become the owner" : "Join"}
        </Button>
      </form>
    </AdminPage>
  );
}
