// Subject access, on the Supporters page: an owner enters an address and downloads everything
// held about it (JSON, for the person to keep or move) or opens it as a readable page to print.
// Sent as a POST: the address never appears in a URL or a log.
import { useState, type FormEvent } from "react";
import { Download, FileText } from "lucide-react";
import { readApiError } from "@core/schemas/api-error";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { ErrorNotice, Panel } from "../components/page";

export function PrivacyExport() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<{ field?: string; message: string } | undefined>();

  async function exportAs(format: "json" | "html") {
    setError(undefined);
    let response: Response;
    try {
      response = await fetch("/api/admin/privacy/export", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, format }),
      });
    } catch {
      return setError({ message: "The back office could not be reached. Try again." });
    }
    if (!response.ok) {
      const { error: message, issues } = readApiError(await response.json().catch(() => undefined));
      const issue = issues.find((i) => i.field === "email");
      return setError(issue ? { field: "email", message: issue.message } : { message: message || `Something went wrong (${response.status}).` });
    }
    const url = URL.createObjectURL(await response.blob());
    if (format === "html") {
      window.open(url, "_blank", "noopener");
    } else {
      const link = document.createElement("a");
      link.href = url;
      link.download = "personal-data.json";
      link.click();
    }
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void exportAs("json");
  }

  return (
    <Panel title="What we hold about someone">
      <p className="mb-3 text-sm text-muted">
        When a person asks what we hold about them (UK GDPR gives a month to answer): their orders, gifts, declarations, newsletter, requests and the
        emails we sent. The export is recorded in the audit log.
      </p>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        {error && !error.field && (
          <div className="sm:col-span-3">
            <ErrorNotice>{error.message}</ErrorNotice>
          </div>
        )}
        <TextField label="Their email address" type="email" name="privacy-email" value={email} onChange={(e) => setEmail(e.target.value)} error={error?.field ? error.message : undefined} />
        <Button type="submit">
          <Download aria-hidden="true" />
          Download (JSON)
        </Button>
        <Button type="button" variant="outline" onClick={() => void exportAs("html")}>
          <FileText aria-hidden="true" />
          Open as a page
        </Button>
      </form>
    </Panel>
  );
}
