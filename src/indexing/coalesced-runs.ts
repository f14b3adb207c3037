/**
 * One run of a task at a time, however often it is asked for: requests made while a run is
 * under way share the single run that starts after it. Embedding a backlog is such a task:
 * a watcher batch asks for it and goes on at once instead of waiting for the backlog.
 */
export class CoalescedRuns<T> {
  private readonly task: () => Promise<T>;
  private running: Promise<T> | undefined;
  private next: Promise<T> | undefined;

  constructor(task: () => Promise<T>) {
    this.task = task;
  }

  /** Resolves with the result of a run that starts after this call (never an earlier one). */
  request(): Promise<T> {
    const running = this.running;
    if (!running) return this.start();
    this.next ??= running
      .catch(() => undefined)
      .then(() => {
        this.next = undefined;
        return this.start();
      });
    return this.next;
  }

  private start(): Promise<T> {
    const run: Promise<T> = this.task().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }
}
