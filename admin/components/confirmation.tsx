// An "are you sure?" asked in the page, beside the button that asked it, instead of the browser's
// confirm(): that box appears far from where the person is looking on a phone, can't be styled or
// worded with a clear button name, and some browsers let a page silence it. Used for what can't be
// undone: refunds, a Gift Aid claim, cancelling a monthly gift, unsubscribing someone.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";

interface Pending {
  question: string;
  confirmLabel: string;
  /** Where the question is shown, when a page has one button per row. */
  place?: string;
  resolve(confirmed: boolean): void;
}

export interface Confirmation {
  /** Shows `question` with `confirmLabel` and *Cancel*; resolves with the person's answer. */
  ask(question: string, confirmLabel: string, place?: string): Promise<boolean>;
  /** The question while one is asked (at `place`, when given); render it beside the button. */
  prompt(place?: string): ReactNode;
}

export function useConfirmation(): Confirmation {
  const [pending, setPending] = useState<Pending | undefined>();
  const ask = useCallback(
    (question: string, confirmLabel: string, place?: string) =>
      new Promise<boolean>((resolve) => {
        setPending((earlier) => {
          earlier?.resolve(false);
          return { question, confirmLabel, place, resolve };
        });
      }),
    [],
  );
  const answer = useCallback((confirmed: boolean) => {
    setPending((current) => {
      current?.resolve(confirmed);
      return undefined;
    });
  }, []);
  const prompt = (place?: string) =>
    pending && pending.place === place ? <ConfirmPrompt key={pending.question} question={pending.question} confirmLabel={pending.confirmLabel} onAnswer={answer} /> : null;
  return { ask, prompt };
}

function ConfirmPrompt({ question, confirmLabel, onAnswer }: { question: string; confirmLabel: string; onAnswer(confirmed: boolean): void }) {
  const id = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Focus goes to the answer, so a keyboard or screen-reader user hears the question at once.
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="mt-3 w-full basis-full rounded-lg border border-gold-300 bg-gold-100 p-3 text-sm sm:col-span-full"
      onKeyDown={(event) => {
        if (event.key === "Escape") onAnswer(false);
      }}
    >
      <p id={id} className="font-medium text-ink">
        {question}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button ref={confirmRef} type="button" size="sm" variant="destructive" onClick={() => onAnswer(true)}>
          {confirmLabel}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onAnswer(false)}>
          Cancel
        </Button>
      </div>
    </div>
  );
}
