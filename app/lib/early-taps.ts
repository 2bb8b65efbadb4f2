/**
 * Part of the inline script in every page's <head> (app/root.tsx). Pages are pre-rendered and
 * their scripts run after the first paint (decision 0009), so for a moment, longer on a slow
 * phone, a visitor sees the header's buttons (the menu, the cart) and the store's Add to Cart
 * before React has taken them over, and a tap then did nothing. This notices such a tap and, once
 * React has the button, taps it again for them: what they reached for opens, a moment late.
 *
 * Only buttons that just open something: the header's, and any that says it opens a dialog
 * (`aria-haspopup="dialog"`), so opening it late is what the person wanted (a form's button is
 * disabled until the page is ready instead: lib/use-api-form.ts). Only
 * the last early tap counts, and not after ten seconds. React marks an element it has taken over
 * with its props (the key `__reactProps$…`): if that ever changes, an early tap does nothing, as
 * before. The e2e fixtures wait for hydration the same way (e2e/fixtures/hydration.ts).
 */
export const earlyTapsScript = `(() => {
  const ready = (button) => Object.keys(button).some((key) => key.startsWith("__reactProps"));
  let pending;
  document.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest('header button, button[aria-haspopup="dialog"]') : null;
    if (!button || ready(button)) return;
    const tap = (pending = { button, at: Date.now() });
    const replay = () => {
      if (pending !== tap || !button.isConnected || Date.now() - tap.at > 10000) return;
      if (!ready(button)) return setTimeout(replay, 50);
      pending = undefined;
      button.click();
    };
    setTimeout(replay, 50);
  }, true);
})();`;
