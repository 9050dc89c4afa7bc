/**
 * A background worker on every instance (the mail outbox, the work after new leads): it runs
 * a round, then sleeps until the next poll or until `wake()` says there is work now; `stop()`
 * ends it after the round in hand.
 */
export abstract class WakeLoop {
  private loopDone: Promise<void> | undefined;
  private stopping = false;
  private woken = false;
  private interrupt: (() => void) | undefined;

  /** One round (told whether wake() started it); returns how long to sleep before the next (ms), unless woken. */
  protected abstract round(woken: boolean): Promise<number>;

  /** Whether stop() was called. */
  protected get stopped(): boolean {
    return this.stopping;
  }

  start(): void {
    this.stopping = false;
    this.loopDone ??= this.run().finally(() => {
      this.loopDone = undefined;
    });
  }

  /** There is work (a message was enqueued, a lead stored): look now instead of at the next poll. */
  wake(): void {
    this.woken = true;
    this.interrupt?.();
  }

  /** Stops and waits for the round in hand (sends in flight, work begun). */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wake();
    await this.loopDone;
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      const woken = this.woken;
      this.woken = false;
      await this.sleep(await this.round(woken));
    }
  }

  /** Sleeps `ms`, or less when woken or stopped. */
  private sleep(ms: number): Promise<void> {
    if (this.woken || this.stopping) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.interrupt = () => {
        this.interrupt = undefined;
        done();
      };
    });
  }
}
