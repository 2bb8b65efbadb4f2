// The loop the job queue (server/jobs/job-queue.ts) runs for each kind of job: a round of work now
// and then, at once when woken, never two rounds at a time, and a clean stop. The queue claims
// the rows in its rounds; this is only the when.

export interface PollingLoopOptions {
  /** One round of work. Resolves true when more may be due already (a full batch): go again at once. */
  round: () => Promise<boolean>;
  /** How often to look when nothing wakes the loop (another server's work, or from before a restart). */
  pollIntervalMs: number;
  /** A round that threw: said once, and the loop looks again five poll intervals later. */
  onError: (error: unknown) => void;
}

export class PollingLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeAgain = false;
  private started = false;
  private stopping = false;

  constructor(private readonly options: PollingLoopOptions) {}

  /** Whether `stop` was called: a long round checks it between items. */
  get stopped(): boolean {
    return this.stopping;
  }

  start(): void {
    if (this.started || this.stopping) return;
    this.started = true;
    this.schedule(0);
  }

  /**
   * Something was queued (and committed): look now rather than at the next poll. A timer, not a
   * call, so the caller's own answer is written before any of the work starts.
   */
  notify(): void {
    if (!this.started || this.stopping) return;
    if (this.running) {
      this.wakeAgain = true;
      return;
    }
    this.schedule(0);
  }

  /** Stops looking and waits for a round in flight to finish. */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Resolves when no round is in flight. */
  async idle(): Promise<void> {
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopping) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.tick(), delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    this.timer = undefined;
    if (this.running || this.stopping) return;
    this.wakeAgain = false;
    let failed = false;
    let more = false;
    this.running = this.options.round().then(
      (result) => void (more = result),
      (error: unknown) => {
        failed = true;
        this.options.onError(error);
      },
    );
    await this.running;
    this.running = undefined;
    this.schedule(failed ? this.options.pollIntervalMs * 5 : more || this.wakeAgain ? 0 : this.options.pollIntervalMs);
  }
}
