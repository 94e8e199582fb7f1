/**
 * The bots at the table (src/platform/bots.ts runBots) on a toy game whose seats may shout
 * off turn (tests/platform/toy.ts), with fake timers and a thinker that answers as told: an
 * off-turn bot with an action is asked after its own pause and acts; one that answers null
 * is not asked again for the same state; the bot on turn acts as before; a late answer is
 * dropped.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { Decision } from '../../src/games/module';
import { runBots } from '../../src/platform/bots';
import type { SeatPlan } from '../../src/platform/record';
import { createSession } from '../../src/platform/session';
import type { Question, Thinker } from '../../src/platform/thinker';
import { TOY_MODULE, type ToyAction } from './toy';

const PACE = { actMs: 100, offMs: 30, roundMs: 1000 };
const bot = (name: string): SeatPlan => ({ kind: 'bot', level: 'easy', name });
const person = (name: string): SeatPlan => ({ kind: 'person', name });

/** A thinker that notes each question ("seat:on" or "seat:off") and answers with `answer`. */
function noting(
  answer: (q: Question, on: boolean) => ToyAction | null | Promise<ToyAction | null>,
) {
  const asked: string[] = [];
  const thinker: Thinker = {
    async decide(q) {
      const legal = q.legal as ToyAction[];
      const on = legal.some((a) => a.type === 'step');
      asked.push(`${q.seat}:${on ? 'on' : 'off'}`);
      const d: Decision<unknown> = { action: await answer(q, on), reason: [] };
      return d;
    },
  };
  return { asked, thinker };
}

function table(seats: SeatPlan[]) {
  const s = createSession(TOY_MODULE, null);
  s.getState().setPlan({ seats, rules: {} });
  s.getState().start(1);
  return s;
}

const actions = (s: ReturnType<typeof table>) => s.getState().record?.actions ?? [];

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('runBots asks bots off turn', () => {
  test('an off-turn bot with an action is asked after its own pause and acts', async () => {
    const s = table([bot('A'), bot('B'), bot('C')]);
    const { asked, thinker } = noting((q) => {
      const legal = q.legal as ToyAction[];
      return legal.find((a) => a.type === 'shout') ?? legal[0] ?? null;
    });
    const stop = runBots(s, PACE, thinker);
    await vi.advanceTimersByTimeAsync(PACE.actMs);
    expect(actions(s)).toEqual([{ type: 'step', seat: 0 }]);
    // Seat 0 may shout now, off turn: asked first, after the off-turn pause, not the turn's.
    await vi.advanceTimersByTimeAsync(PACE.offMs);
    expect(actions(s).at(-1)).toEqual({ type: 'shout', seat: 0 });
    expect(s.getState().log.at(-1)?.seat, 'the log names the seat that acted off turn').toBe(0);
    // Then the bot on turn acts as before.
    await vi.advanceTimersByTimeAsync(PACE.actMs);
    expect(actions(s).at(-1)).toEqual({ type: 'step', seat: 1 });
    expect(asked).toEqual(['0:on', '0:off', '1:on']);
    stop();
  });

  test('an off-turn bot answering null is not asked again for the same state', async () => {
    // Seat 1, on turn after seat 0, is a person: the game waits on them.
    const s = table([bot('A'), person('Bo'), bot('C')]);
    const { asked, thinker } = noting((q, on) =>
      on ? ((q.legal as ToyAction[])[0] ?? null) : null,
    );
    const stop = runBots(s, PACE, thinker);
    await vi.advanceTimersByTimeAsync(PACE.actMs + PACE.offMs);
    expect(asked).toEqual(['0:on', '0:off']);
    // No busy loop: ten seconds on, the same state, nobody asked again.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(asked).toEqual(['0:on', '0:off']);
    expect(actions(s)).toHaveLength(1);
    // The person acts: a new state, so seat 0 may be asked again; seat 1 (a person, who may
    // shout now) is never asked; then the bot on turn plays.
    // Each on its own clock from the new state: seat 0 after its off-turn pause, the bot on
    // turn after its own, not after seat 0's as well.
    s.getState().act({ type: 'step', seat: 1 });
    await vi.advanceTimersByTimeAsync(PACE.actMs);
    expect(asked).toEqual(['0:on', '0:off', '0:off', '2:on']);
    expect(actions(s).at(-1)).toEqual({ type: 'step', seat: 2 });
    stop();
  });

  test('an answer that arrives after the game moved on is dropped', async () => {
    const s = table([bot('A'), person('Bo'), bot('C')]);
    let release: (a: ToyAction) => void = () => {};
    const late = new Promise<ToyAction>((r) => {
      release = r;
    });
    let first = true;
    const { thinker } = noting((q, on) => {
      if (on) return (q.legal as ToyAction[])[0] ?? null;
      if (!first) return null;
      first = false;
      return late;
    });
    const stop = runBots(s, PACE, thinker);
    await vi.advanceTimersByTimeAsync(PACE.actMs + PACE.offMs);
    // Seat 0 is thinking about a shout; the person steps meanwhile.
    s.getState().act({ type: 'step', seat: 1 });
    release({ type: 'shout', seat: 0 });
    await vi.advanceTimersByTimeAsync(0);
    expect(actions(s)).toEqual([
      { type: 'step', seat: 0 },
      { type: 'step', seat: 1 },
    ]);
    stop();
  });

  test('an action the bots take time to notice is offered only once it has stood open that long', async () => {
    // The toy's shout, noticed by an easy bot after 500 ms (a catch: a person's time to call).
    const slow = {
      ...TOY_MODULE,
      bots: {
        ...TOY_MODULE.bots,
        reactMs: (_: unknown, a: ToyAction) => (a.type === 'shout' ? 500 : 0),
      },
    };
    const s = createSession(slow, null);
    s.getState().setPlan({ seats: [bot('A'), person('Bo'), bot('C')], rules: {} });
    s.getState().start(1);
    const { asked, thinker } = noting((q) => (q.legal as ToyAction[])[0] ?? null);
    const stop = runBots(s, PACE, thinker);
    await vi.advanceTimersByTimeAsync(PACE.actMs);
    expect(actions(s)).toEqual([{ type: 'step', seat: 0 }]);
    // The person is on turn; seat 0's shout stands open but is not noticed yet.
    await vi.advanceTimersByTimeAsync(400);
    expect(asked).toEqual(['0:on']);
    // Noticed at 500 ms, its off-turn pause long over: asked at once (the timer of 0 ms set
    // at that moment runs a tick later), and it shouts.
    await vi.advanceTimersByTimeAsync(101);
    expect(asked).toEqual(['0:on', '0:off']);
    expect(actions(s).at(-1)).toEqual({ type: 'shout', seat: 0 });
    stop();
  });

  test('watching bots only: paused, nothing is played; Step plays one action at once; Resume goes on', async () => {
    const s = table([bot('A'), bot('B'), bot('C')]);
    const { thinker } = noting((q) => (q.legal as ToyAction[])[0] ?? null);
    s.getState().pause(true);
    const stop = runBots(s, PACE, thinker);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actions(s)).toEqual([]);
    s.getState().stepWatch();
    await vi.advanceTimersByTimeAsync(1);
    expect(actions(s)).toEqual([{ type: 'step', seat: 0 }]);
    expect(s.getState().watch).toEqual({ paused: true, steps: 0 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(actions(s)).toHaveLength(1);
    s.getState().pause(false);
    await vi.advanceTimersByTimeAsync(PACE.offMs);
    expect(actions(s)).toHaveLength(2);
    stop();
  });
});

describe("a bot's reason", () => {
  test("is kept under the line of the move it made; a person's move has none", async () => {
    const s = table([bot('A'), person('You'), bot('C')]);
    const thinker: Thinker = {
      async decide(q) {
        const legal = q.legal as ToyAction[];
        const action = legal.find((a) => a.type === 'step') ?? null;
        return { action, reason: [{ kind: 'text', text: `A steps: why ${q.seat}.` }] };
      },
    };
    const stop = runBots(s, PACE, thinker);
    await vi.advanceTimersByTimeAsync(PACE.actMs);
    expect(actions(s)).toEqual([{ type: 'step', seat: 0 }]);
    const line = s.getState().log.at(-1);
    expect(line?.seat).toBe(0);
    expect(line?.reason).toEqual([{ kind: 'text', text: 'A steps: why 0.' }]);
    // The person's own move: no reason.
    s.getState().act({ type: 'step', seat: 1 });
    expect(s.getState().log.at(-1)?.reason).toBeUndefined();
    stop();
  });
});
