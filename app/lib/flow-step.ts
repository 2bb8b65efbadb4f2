// Multi-step flows keep their step in the URL (`?step=`), so Back, refresh and
// links work (flow state lives in the URL). Pages are pre-rendered without a query string, so
// the URL's step is used only once `ready` (after hydration); until then the
// first step renders, exactly as the pre-rendered HTML did.
import { useCallback } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

interface FlowState {
  /** The step this entry was pushed from, so the page's Back can pop history instead of stacking it. */
  flowFrom?: string;
}

export function useFlowStep<S extends string>(steps: readonly S[], ready: boolean) {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const first = steps[0] as S;
  const requested = searchParams.get("step");
  const step: S = ready && requested && (steps as readonly string[]).includes(requested) ? (requested as S) : first;
  const state = (location.state ?? {}) as FlowState;

  /** Continue: a new history entry, so the browser's Back returns here. */
  const goTo = useCallback(
    (next: S) => navigate({ search: `?step=${next}` }, { state: { flowFrom: step } satisfies FlowState }),
    [navigate, step],
  );

  /** The page's own Back: the browser's Back when it leads to `previous`, else a replacement (no duplicate entries). */
  const back = useCallback(
    (previous: S) => {
      if (state.flowFrom === previous) navigate(-1);
      else navigate({ search: `?step=${previous}` }, { replace: true });
    },
    [navigate, state.flowFrom],
  );

  /** Sends a visitor who can't be on this step yet (say, a link to payment with no details) to `target`. */
  const redirect = useCallback((target: S) => navigate({ search: `?step=${target}` }, { replace: true }), [navigate]);

  return { step, index: steps.indexOf(step), goTo, back, redirect };
}
