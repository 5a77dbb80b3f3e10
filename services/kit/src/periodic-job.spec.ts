import { PeriodicJob } from './periodic-job.js';

/** A job whose runs the test ends by hand, so overlap and shutdown can be watched step by step. */
class HeldJob extends PeriodicJob {
  runs = 0;
  private release: (() => void) | null = null;
  constructor(everyMs: number) {
    super(everyMs);
  }
  run(): Promise<void> {
    this.runs += 1;
    return new Promise((resolve) => (this.release = resolve));
  }
  finish(): void {
    this.release?.();
    this.release = null;
  }
}

const settle = () => new Promise((resolve) => setImmediate(resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until `done` holds (the timers of a busy machine may be late), at most 5 s. */
async function until(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 5) {
    if (waited > 5000) throw new Error('the job did not run again');
    await pause(5);
  }
}

describe('PeriodicJob', () => {
  it('runs at boot, never twice at once, again when due, and shutdown waits for the run in flight', async () => {
    const job = new HeldJob(5);
    job.onApplicationBootstrap();
    expect(job.runs).toBe(1);
    // Several intervals pass while the first run is held: no second run starts beside it.
    await pause(30);
    expect(job.runs).toBe(1);
    job.finish();
    await until(() => job.runs === 2);

    let stopped = false;
    const stopping = job.onApplicationShutdown().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    job.finish();
    await stopping;
    await pause(30);
    expect(job.runs).toBe(2);
  });

  it('a failed run does not stop the next', async () => {
    let runs = 0;
    const job = new (class extends PeriodicJob {
      constructor() {
        super(5);
      }
      async run(): Promise<void> {
        runs += 1;
        throw new Error('la base no respondió');
      }
    })();
    job.onApplicationBootstrap();
    await until(() => runs > 1);
    await job.onApplicationShutdown();
  });
});
