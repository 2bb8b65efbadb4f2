// /admin/sign-in: a passkey, or a 6-digit code emailed to a staff address. The page reads the
// same whether or not the address belongs to staff (the server answers the same too).
import { useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { browserSupportsWebAuthn, startAuthentication } from "@simplewebauthn/browser";
import { KeyRound, Mail } from "lucide-react";
import { CODE_SENT_MESSAGE, meResponseSchema } from "@core/schemas/admin";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { api, ApiError, messageOf } from "../api";
import { AdminPage, ErrorNotice, InfoNotice } from "../components/page";
import { useSession } from "../session";

/** Only a path inside the back office: never another site. */
export function safeNext(next: string | null): string {
  return next && /^\/(?!\/)[\w\-/?=&.%]*$/.test(next) ? next : "/";
}

export function SignInPage() {
  const { setMe } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNext(params.get("next"));
  const [email, setEmail] = useState("");
  const [code, setCode] = useState("");
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | string | undefined>();
  const ended = params.get("ended") === "1";

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await action();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  const passkey = () =>
    run(async () => {
      const optionsJSON = await api<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("POST", "/sign-in/passkey/options");
      let response;
      try {
        response = await startAuthentication({ optionsJSON });
      } catch {
        throw new Error("The passkey sign-in was cancelled or timed out. Try again, or use an emailed code.");
      }
      setMe(await api("POST", "/sign-in/passkey/verify", { body: { response }, schema: meResponseSchema }));
      navigate(next, { replace: true });
    });

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api("POST", "/sign-in/code", { body: { email } });
      setCodeSent(true);
    });
  };

  const verifyCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      setMe(await api("POST", "/sign-in/code/verify", { body: { email, code }, schema: meResponseSchema }));
      navigate(next, { replace: true });
    });
  };

  const fieldError = (field: string) => (error instanceof ApiError ? error.fieldMessage(field) : undefined);
  const general = error instanceof ApiError ? (error.issues.length ? undefined : error.message) : error;

  return (
    <AdminPage title="Sign in">
      {ended && <InfoNotice>You have been signed out. Sign in again to continue.</InfoNotice>}
      <ErrorNotice>{general}</ErrorNotice>
      {browserSupportsWebAuthn() && (
        <>
          <Button type="button" className="w-full" size="lg" disabled={busy} onClick={() => void passkey()}>
            <KeyRound aria-hidden="true" />
            Sign in with a passkey
          </Button>
          <p className="text-center text-sm text-muted">or with a code sent to your email</p>
        </>
      )}
      {!codeSent ? (
        <form onSubmit={sendCode} noValidate className="space-y-4">
          <TextField label="Email address" type="email" name="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} error={fieldError("email")} />
          <Button type="submit" variant="outline" className="w-full" disabled={busy}>
            <Mail aria-hidden="true" />
            Email me a sign-in code
          </Button>
        </form>
      ) : (
        <form onSubmit={verifyCode} noValidate className="space-y-4">
          <InfoNotice>{CODE_SENT_MESSAGE}</InfoNotice>
          <TextField
            label="6-digit code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={fieldError("code")}
            hint={`Sent to ${email}.`}
          />
          <Button type="submit" className="w-full" disabled={busy}>
            Sign in
          </Button>
          <Button type="button" variant="link" className="w-full" onClick={() => { setCodeSent(false); setCode(""); setError(undefined); }}>
            Use another address, or send a new code
          </Button>
        </form>
      )}
    </AdminPage>
  );
}
