/**
 * Where the bots think (src/platform/thinker.ts): a match's bots are kept per seat; a
 * worker's answers are used; a worker that fails or goes silent is given up for good, the
 * page answers instead, and the player is told once.
 */
import { describe, expect, test, vi } from 'vitest';
import { gameById } from '../../src/games/registry';
import { pageThinker, type Question, workerThinker } from '../../src/platform/thinker';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));
const g = kapow.engine.newGame({ players: 2, seed: 8 });
if (!g.ok) throw new Error('a game');
const seat = kapow.engine.status(g.value).turn ?? 0;
const q: Question = {
  game: 'kapow',
  match: 'm1',
  seat,
  level: 'medium',
  seed: 3,
  view: kapow.engine.playerView(g.value, seat),
  legal: kapow.engine.actionsFor(g.value, seat),
};

/** A worker stand-in: answers with `answer`, or stays silent, or fails. */
function fakeWorker(mode: 'answer' | 'silent' | 'fail') {
  const w = {
    onmessage: null as ((e: MessageEvent) => void) | null,
    onerror: null as (() => void) | null,
    terminate: vi.fn(),
    postMessage(m: { id: number; q: Question }) {
      if (mode === 'answer')
        setTimeout(() =>
          w.onmessage?.({
            data: { id: m.id, decision: { action: m.q.legal[0], reason: [] } },
          } as MessageEvent),
        );
      if (mode === 'fail') setTimeout(() => w.onerror?.());
    },
  };
  return w;
}

describe('thinkers', () => {
  test("the page makes a seat's bot once per match and answers from the seat's actions", async () => {
    const load = vi.fn(async () => kapow);
    const t = pageThinker(load);
    const d = await t.decide(q);
    await t.decide(q);
    expect(load).toHaveBeenCalledTimes(1);
    expect(q.legal).toContainEqual(d.action);
    expect(d.reason.length).toBeGreaterThan(0);
  });

  test("a worker's answer is used, and nobody is told anything", async () => {
    const w = fakeWorker('answer');
    const gaveUp = vi.fn();
    const d = await workerThinker(() => w as unknown as Worker, gaveUp).decide(q);
    expect(d.action).toEqual(q.legal[0]);
    expect(gaveUp).not.toHaveBeenCalled();
  });

  test.each(['silent', 'fail'] as const)(
    'a %s worker is given up once; the page answers',
    async (mode) => {
      const w = fakeWorker(mode);
      const gaveUp = vi.fn();
      const t = workerThinker(() => w as unknown as Worker, gaveUp, 50);
      const d = await t.decide(q);
      expect(q.legal).toContainEqual(d.action);
      await t.decide(q);
      expect(gaveUp).toHaveBeenCalledOnce();
      expect(w.terminate).toHaveBeenCalled();
    },
  );
});

describe("a worker's messages are read strictly (issue 34, item 1)", () => {
  const JUNK: unknown[] = [
    null,
    7,
    { id: { toString: 1 } },
    { id: 0, decision: { toString: 1 } },
    { id: 0, decision: { action: 1, reason: { length: 2 } } },
    { id: 0, decision: { action: 1, reason: [], detail: [[1]] } },
  ];
  test.each(JUNK)(
    'junk from the worker (%j) is given up, never thrown: the page thinks',
    async (junk) => {
      const w = {
        onmessage: null as ((e: MessageEvent) => void) | null,
        onerror: null as (() => void) | null,
        terminate: vi.fn(),
        postMessage() {
          setTimeout(() => w.onmessage?.({ data: junk } as MessageEvent));
        },
      };
      const gaveUp = vi.fn();
      const d = await workerThinker(() => w as unknown as Worker, gaveUp).decide(q);
      expect(q.legal).toContainEqual(d.action);
      expect(gaveUp).toHaveBeenCalledTimes(1);
    },
  );
});
