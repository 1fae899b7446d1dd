/**
 * A queue that keeps only the newest job: jobs pushed while one is waiting
 * replace it (the replaced one is handed to `drop`), and the survivor runs
 * on the next turn of the event loop, after the messages already queued.
 * The search worker uses it so a fast typist's keystrokes don't queue up.
 */
export interface NewestOnlyOptions<T> {
  /** Runs the newest job. */
  run: (job: T) => void | Promise<void>;
  /** Told about a job that a newer one replaced before it ran. */
  drop: (job: T) => void;
  /** Schedules the run (default: `setTimeout(fn, 0)`). */
  schedule?: (fn: () => void) => void;
}

export function newestOnly<T>({
  run,
  drop,
  schedule = (fn) => setTimeout(fn, 0),
}: NewestOnlyOptions<T>): (job: T) => void {
  let waiting: { job: T } | undefined;
  return (job: T) => {
    if (waiting) {
      drop(waiting.job);
      waiting.job = job;
      return;
    }
    waiting = { job };
    schedule(() => {
      const next = waiting!.job;
      waiting = undefined;
      void run(next);
    });
  };
}
