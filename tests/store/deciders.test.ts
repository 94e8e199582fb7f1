import { describe, expect, it, vi } from 'vitest';
import { legalActions, newGame, playerView } from '../../src/games/kapaga/engine';
import {
  browserDecider,
  type DecideRequest,
  WORKER_PATIENCE_MS,
  type WorkerReply,
} from '../../src/games/kapaga/store';

function request(level: DecideRequest['level']): DecideRequest {
  const g = newGame({ players: 3, seed: 5 });
  if (!g.ok) throw new Error(g.error.message);
  const seat = g.value.turn;
  return {
    level,
    seed: 1,
    view: playerView(g.value, seat),
    legal: legalActions(g.value).filter((a) => 'seat' in a && a.seat === seat),
  };
}

/** A stand-in Worker: answers each message with the first legal action. */
class FakeWorker {
  posted: unknown[] = [];
  onmessage: ((e: MessageEvent<WorkerReply>) => void) | null = null;
  onerror: (() => void) | null = null;
  terminated = false;
  constructor(
    private fail = false,
    private silent = false,
  ) {}
  terminate() {
    this.terminated = true;
  }
  postMessage(m: DecideRequest & { id: number }) {
    this.posted.push(m);
    if (this.silent) return; // hangs: never answers
    queueMicrotask(() => {
      if (this.fail) this.onerror?.();
      else
        this.onmessage?.({
          data: { id: m.id, decision: { action: m.legal[0] ?? null, reason: [{ say: 'random' }] } },
        } as MessageEvent<WorkerReply>);
    });
  }
}

describe('browserDecider', () => {
  it('sends the expert to the worker, with only its view and legal actions', async () => {
    const worker = new FakeWorker();
    const decide = browserDecider(() => worker as unknown as Worker);
    const req = request('expert');
    const d = await decide(req);
    expect(d.reason).toEqual([{ say: 'random' }]);
    expect(worker.posted).toHaveLength(1);
    expect(Object.keys(worker.posted[0] as object).sort()).toEqual(
      ['id', 'legal', 'level', 'seed', 'view'].sort(),
    );
    // JSON-safe: what crosses to the worker is plain data.
    expect(JSON.parse(JSON.stringify(worker.posted[0]))).toEqual(worker.posted[0]);
  });

  it('calls the other levels directly, without a worker', () => {
    let made = 0;
    const decide = browserDecider(() => {
      made++;
      return new FakeWorker() as unknown as Worker;
    });
    const d = decide(request('easy'));
    expect(d).not.toBeInstanceOf(Promise);
    expect(made).toBe(0);
  });

  it('a failing worker falls back to thinking in the page', async () => {
    const decide = browserDecider(() => new FakeWorker(true) as unknown as Worker);
    const req = { ...request('expert') };
    const d = await decide(req);
    expect(d.action).not.toBeNull();
    expect(d.reason).not.toEqual([{ say: 'random' }]);
  }, 20_000);

  it('a worker that misses one answer is given up at once: every later move is thought here', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const worker = new FakeWorker(false, true);
      let told = 0;
      const decide = browserDecider(
        () => worker as unknown as Worker,
        () => told++,
      );
      const first = decide(request('expert')) as Promise<unknown>;
      vi.advanceTimersByTime(WORKER_PATIENCE_MS + 1);
      expect(await first).toHaveProperty('action');
      expect(worker.terminated).toBe(true);
      expect(told).toBe(1);
      // The next expert moves never wait on the worker again.
      const next = decide(request('expert'));
      expect(next).not.toBeInstanceOf(Promise);
      expect(worker.posted).toHaveLength(1);
      expect(told).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  }, 20_000);
});
