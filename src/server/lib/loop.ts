/**
 * A background loop outside the job queue (the loyalty catch-up): `work` runs `everyMs` after the previous run
 * ended, one run at a time. Its stop has the job runner's semantics (jobs/queue.ts): signalStop() (the server's
 * preClose) schedules nothing more and aborts the signal given to the run in progress, which ends after its current
 * unit of work (a batch in its own transaction, so whatever is left is there for the next start); stop() (onClose,
 * before the pool closes) also waits for that run.
 */
export class Loop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private controller = new AbortController();

  constructor(
    private readonly work: (signal: AbortSignal) => Promise<unknown>,
    private readonly options: { everyMs: number; onError: (error: unknown) => void },
  ) {}

  /** The first run `everyMs` from now; a no-op while running. start() after stop() runs again. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    if (this.controller.signal.aborted) this.controller = new AbortController();
    const tick = () => {
      this.timer = undefined;
      if (this.stopped) return;
      this.running = this.work(this.controller.signal)
        .catch(this.options.onError)
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, this.options.everyMs);
        });
    };
    this.timer = setTimeout(tick, this.options.everyMs);
  }

  /** No run starts any more and the run in progress is told to stop after its current unit (no waiting). */
  signalStop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.controller.signal.aborted) this.controller.abort();
  }

  /** signalStop(), then waits for the run in progress, if any, to end. */
  async stop(): Promise<void> {
    this.signalStop();
    await this.running;
  }
}
