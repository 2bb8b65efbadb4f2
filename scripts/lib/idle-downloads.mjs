// What a page downloads while its visitor does nothing: every request from loading it until it
// has sat untouched through its timers and idle callbacks (check-budgets.mjs). Code a page loads
// "when idle" costs the visitor the same bytes as code it loads at once, so budgets count both.
//
// The page's clock is Playwright's fake one, run forward in steps: timers, idle callbacks and
// animation frames fire as they would over `pageTime` of real time (and longer while each step
// still brings new requests), without waiting that long. Between steps the network must go quiet,
// so what a timer starts is fetched, and its own timers run in the next step.
//
// Every wait has a deadline (lib/deadline.mjs) that names what it waited for, and a page that
// leaves for another document while it is measured ends the measurement at once, with the address
// it went to: the fake clock's run lives in the page that left, and waiting on it once sat for
// twelve minutes in CI (issue 31).
import { withDeadline } from "./deadline.mjs";

const STEP_MS = 10_000;
const QUIET_MS = 250;
const NETWORK_TIMEOUT_MS = 20_000;
// One call into the browser (load, a clock step, an evaluation): generous, for a busy machine.
const CALL_TIMEOUT_MS = 60_000;

/**
 * Loads `url` in a new page of `context` and leaves it alone. Returns the absolute URLs it
 * requested, in order, and the URL it ended on (a page may send its visitor elsewhere by itself).
 */
export async function idleDownloads(context, url, { pageTime = 30_000, progress = {} } = {}) {
  // `progress.step` says what the measurement is waiting on, for a caller whose own deadline passes.
  progress.step = "a new page";
  const page = await withDeadline(context.newPage(), CALL_TIMEOUT_MS, `a new page for ${url}`);
  const requested = [];
  // Set once the page starts loading another document in its place: any navigation of its main
  // frame after the one `goto` starts (a server's redirect of that one is the same navigation).
  // Even before the load event: on a busy machine a page's timer can fire while it still loads.
  let leftFor;
  let left;
  const leaving = new Promise((resolve) => (left = resolve));
  let navigations = 0;
  const inFlight = new Set();
  let lastActivity = Date.now();
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedFrom()) {
      navigations += 1;
      if (navigations > 1 && leftFor === undefined) {
        leftFor = request.url();
        left();
      }
    }
    requested.push(request.url());
    inFlight.add(request);
    lastActivity = Date.now();
  });
  const settled = (request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on("requestfinished", settled);
  page.on("requestfailed", settled);

  async function networkQuiet() {
    const deadline = Date.now() + NETWORK_TIMEOUT_MS;
    while (leftFor === undefined && (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS)) {
      if (Date.now() > deadline) {
        throw new Error(`${url}: requests still open after ${NETWORK_TIMEOUT_MS / 1000} s: ${[...inFlight].map((r) => r.url()).join(", ")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  // Noted by an observer set up before the fake clock, which also stands in for `performance`.
  await withDeadline(page.addInitScript(() => {
    new globalThis.PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      globalThis.idleDownloadsFirstPaint = true;
    }).observe({ type: "paint", buffered: true });
  }), CALL_TIMEOUT_MS, `${url}: the first-paint observer to be added`);
  async function firstPaint() {
    const deadline = Date.now() + NETWORK_TIMEOUT_MS;
    while (leftFor === undefined && !(await call(page.evaluate(() => globalThis.idleDownloadsFirstPaint === true), "its first paint to be reported"))) {
      if (Date.now() > deadline) throw new Error(`${url}: no first contentful paint after ${NETWORK_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /**
   * One step of the measurement, raced against the page leaving: resolves to true when the step
   * finished, false when the page went elsewhere first (its own promise is then left behind).
   */
  async function step(promise) {
    promise.catch(() => {}); // a page that left may fail the step it abandoned; that isn't news
    try {
      return await Promise.race([promise.then(() => true), leaving.then(() => false)]);
    } catch (error) {
      if (leftFor !== undefined) return false;
      throw error;
    }
  }
  const call = (promise, what) => {
    progress.step = what;
    return withDeadline(promise, CALL_TIMEOUT_MS, `${url}: ${what}`);
  };
  const result = () => ({ requested, finalUrl: leftFor ?? page.url() });

  try {
    await call(page.clock.install(), "the fake clock to be installed");
    if (!(await step(call(page.goto(url, { waitUntil: "load", timeout: CALL_TIMEOUT_MS }), "the page's load event")))) return result();
    // Pages fetch their scripts once their first paint is shown (decision 0009), which takes real
    // time however fast the page's clock runs: on a busy machine, longer than all the steps below.
    progress.step = "its first paint";
    if (!(await step(firstPaint()))) return result();
    progress.step = "the network to go quiet after the first paint";
    if (!(await step(networkQuiet()))) return result();
    let ran = 0;
    let before = -1;
    // At least `pageTime`, then until a whole step brings nothing new; a page that keeps fetching
    // (polling) fails rather than being measured at some arbitrary moment.
    while (ran < pageTime || requested.length !== before) {
      if (ran >= pageTime * 4) throw new Error(`${url}: still requesting after ${ran / 1000} s of page time untouched: ${requested.slice(before).join(", ")}`);
      before = requested.length;
      if (!(await step(call(page.clock.runFor(STEP_MS), `the page's timers over ${STEP_MS / 1000} s of page time`)))) return result();
      ran += STEP_MS;
      progress.step = `the network to go quiet after ${ran / 1000} s of page time`;
      if (!(await step(networkQuiet()))) return result();
    }
    return result();
  } finally {
    // A page that has left for another document is not closed here: page.close() then often never
    // finished on a busy machine (issue 31's hang, with no deadline). Closing its context (the
    // caller's) ends it as well.
    if (leftFor === undefined) {
      progress.step = "the page to close";
      await withDeadline(page.close(), CALL_TIMEOUT_MS, `${url}: the page to close`);
    }
  }
}
