// What a page downloads while its visitor does nothing: every request from loading it until it
// has sat untouched through its timers and idle callbacks (check-budgets.mjs). Code a page loads
// "when idle" costs the visitor the same bytes as code it loads at once, so budgets count both.
//
// The page's clock is Playwright's fake one, run forward in steps: timers, idle callbacks and
// animation frames fire as they would over `pageTime` of real time (and longer while each step
// still brings new requests), without waiting that long. Between steps the network must go quiet,
// so what a timer starts is fetched, and its own timers run in the next step.
const STEP_MS = 10_000;
const QUIET_MS = 250;
const NETWORK_TIMEOUT_MS = 20_000;

/**
 * Loads `url` in a new page of `context` and leaves it alone. Returns the absolute URLs it
 * requested, in order, and the URL it ended on (a page may send its visitor elsewhere by itself).
 */
export async function idleDownloads(context, url, { pageTime = 30_000 } = {}) {
  const page = await context.newPage();
  const requested = [];
  const inFlight = new Set();
  let lastActivity = Date.now();
  page.on("request", (request) => {
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
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) {
        throw new Error(`${url}: requests still open after ${NETWORK_TIMEOUT_MS / 1000} s: ${[...inFlight].map((r) => r.url()).join(", ")}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  // Noted by an observer set up before the fake clock, which also stands in for `performance`.
  await page.addInitScript(() => {
    new globalThis.PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      globalThis.idleDownloadsFirstPaint = true;
    }).observe({ type: "paint", buffered: true });
  });
  async function firstPaint() {
    const deadline = Date.now() + NETWORK_TIMEOUT_MS;
    while (!(await page.evaluate(() => globalThis.idleDownloadsFirstPaint === true))) {
      if (Date.now() > deadline) throw new Error(`${url}: no first contentful paint after ${NETWORK_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  try {
    await page.clock.install();
    await page.goto(url, { waitUntil: "load" });
    // Pages fetch their scripts once their first paint is shown (decision 0009), which takes real
    // time however fast the page's clock runs: on a busy machine, longer than all the steps below.
    await firstPaint();
    await networkQuiet();
    let ran = 0;
    let before = -1;
    // At least `pageTime`, then until a whole step brings nothing new; a page that keeps fetching
    // (polling) fails rather than being measured at some arbitrary moment.
    while (ran < pageTime || requested.length !== before) {
      if (ran >= pageTime * 4) throw new Error(`${url}: still requesting after ${ran / 1000} s of page time untouched: ${requested.slice(before).join(", ")}`);
      before = requested.length;
      await page.clock.runFor(STEP_MS);
      ran += STEP_MS;
      await networkQuiet();
    }
    return { requested, finalUrl: page.url() };
  } finally {
    await page.close();
  }
}
