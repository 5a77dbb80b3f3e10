import { navigate, visitorAddress, waitFor } from '@afilia/service-kit/testing';

export interface ClickLoadOptions {
  /** The redirect's address at this moment (it moves when the process is started again). */
  target: () => string;
  code: string;
  /** Requests in flight at once. */
  concurrency: number;
  /** The most requests the load fires in all. */
  maxRequests: number;
  /** Each worker's pause between two requests. */
  pauseMs?: number;
}

/** A different person per request (an address and a browser of its own): each click is a unique human one. */
const visitor = (n: number) =>
  `Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Visitante/${n}`;

/**
 * A bounded load on /track/{code} from a small pool of concurrent fetches that never follow the
 * redirect: it keeps the click id of every 302 it received (the shopper was sent on, so the
 * click must be counted) and counts the requests that got no answer or another one.
 */
export class ClickLoad {
  /** The click ids of the 302s received. */
  readonly sent: string[] = [];
  /** Requests that got no answer: refused, reset or timed out. */
  failed = 0;
  /** The status of every answer other than a 302. */
  readonly otherAnswers: number[] = [];
  fired = 0;
  /** Every worker has returned. */
  ended = false;
  private stopping = false;
  /** Which request (its number in firing order) each 302 answered. */
  private readonly requestOf = new Map<string, number>();
  private held: { gate: Promise<void>; open: () => void } | null = null;
  private readonly done: Promise<void>;

  constructor(private readonly options: ClickLoadOptions) {
    this.done = Promise.all(Array.from({ length: options.concurrency }, () => this.worker())).then(() => {
      this.ended = true;
    });
  }

  /** New requests wait until resume(); those in flight go on. */
  hold(): void {
    if (this.held) return;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    this.held = { gate, open };
  }

  resume(): void {
    this.held?.open();
    this.held = null;
  }

  /** The click ids of the 302s that answered requests fired once `fired` was `firstRequest` or more. */
  sentSince(firstRequest: number): string[] {
    return this.sent.filter((id) => this.requestOf.get(id)! >= firstRequest);
  }

  /** Requests fired and not answered yet. */
  get inFlight(): number {
    return this.fired - this.sent.length - this.failed - this.otherAnswers.length;
  }

  /** Waits until `count` 302s have been received since the load began. */
  async until(count: number, timeoutMs = 60_000): Promise<void> {
    await waitFor(
      async () => {
        if (this.sent.length >= count) return true;
        if (this.ended) throw new Error(`the load ended after ${this.sent.length} redirects of ${count}`);
        return undefined;
      },
      { timeoutMs, intervalMs: 50, what: `${count} redirects` },
    );
  }

  /** Fires no new request and waits for those in flight. */
  async finish(): Promise<void> {
    this.stopping = true;
    this.resume();
    await this.done;
  }

  /** Waits until every request of the load has been fired and answered. */
  async complete(): Promise<void> {
    await this.done;
  }

  /** Fires `count` more requests at once, beside the workers; resolves when all are answered. */
  async burst(count: number): Promise<void> {
    await Promise.all(Array.from({ length: count }, () => this.request()));
  }

  private async worker(): Promise<void> {
    const { maxRequests, pauseMs = 0 } = this.options;
    while (!this.stopping && this.fired < maxRequests) {
      if (this.held) {
        await this.held.gate;
        continue;
      }
      await this.request();
      if (pauseMs) await new Promise((r) => setTimeout(r, pauseMs));
    }
  }

  private async request(): Promise<void> {
    const { target, code } = this.options;
    const n = this.fired++;
    try {
      const res = await navigate(`${target()}/track/${code}`, {
        headers: { 'user-agent': visitor(n), 'x-forwarded-for': visitorAddress(n) },
        signal: AbortSignal.timeout(30_000),
      });
      await res.arrayBuffer();
      if (res.status === 302) {
        const clickId = new URL(res.headers.get('location')!).searchParams.get('click_id')!;
        this.sent.push(clickId);
        this.requestOf.set(clickId, n);
      } else this.otherAnswers.push(res.status);
    } catch {
      this.failed += 1;
    }
  }
}
