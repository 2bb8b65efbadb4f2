import { useId, useState, type FormEvent } from "react";
import { isValidEmail } from "@core/email-address";

/** The footer's email-only signup. (The newsletter issue connects it to POST /api/newsletter.) */
export function FooterSubscribeForm() {
  const id = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setError(isValidEmail(email.trim()) ? null : "Please enter a valid email address.");
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2" aria-label="Newsletter signup">
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-white">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-11 min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 text-white placeholder:text-evergreen-100/70"
          placeholder="you@example.com"
        />
        <button type="submit" className="h-11 shrink-0 rounded-full bg-gold-400 px-5 font-semibold text-ink hover:bg-gold-300">
          Subscribe
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-gold-300" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
