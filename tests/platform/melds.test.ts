/**
 * Nothing in the platform stops a meld game (Cap-It, ../shared/rules/CAPIT.md): a toy
 * shaped like it (tests/platform/melds.ts) keeps the contract (tests/games/contract.test.ts)
 * and here plays through the session with pass and play and reloads, the one match loop,
 * the search expert and the lab, with melds a person builds that the engine never listed
 * and its contracts as a list rules field.
 */
import { describe, expect, test } from 'vitest';
import type { Level } from '../../src/games/module';
import { play, whoActs } from '../../src/kit/loop';
import { search } from '../../src/kit/search';
import { runDeals } from '../../src/platform/lab/run';
import { createSession } from '../../src/platform/session';
import { isLay, MELDS, MELDS_MODULE, type Melds, type MeldsAction } from './melds';
import { memoryStorage } from './storage';

const e = MELDS.engine;
const people = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ kind: 'person' as const, name: `P${i + 1}` }));
const THREE = [
  [{ kind: 'set', length: 3 }],
  [{ kind: 'run', length: 3 }],
  [{ kind: 'set', length: 4 }],
];

/** A session at the first lay of a deal whose listed way lays two melds (one alone would do). */
function atLay() {
  const storage = memoryStorage();
  for (let seed = 1; seed < 2000; seed++) {
    const s = createSession(MELDS_MODULE, storage);
    s.getState().setPlan({ seats: people(2), rules: {} });
    s.getState().start(seed);
    const g = () => s.getState().game as Melds;
    const seat = g().turn;
    s.getState().take(seat);
    s.getState().act({ type: 'draw', seat, from: 'stock' });
    const listed = e.actionsFor(g(), seat).find((a) => a.type === 'lay');
    if (listed?.type !== 'lay' || listed.melds.length < 2) continue;
    const alone = listed.melds.find((m) => isLay(g(), seat, [m]));
    if (alone)
      return { s, g, seat, storage, unlisted: { type: 'lay' as const, seat, melds: [alone] } };
  }
  throw new Error('no deal with two melds to lay');
}

describe('a meld game on the platform', () => {
  test('a lay the engine never listed is taken, logged, saved and replayed on reload', () => {
    const { s, g, seat, storage, unlisted } = atLay();
    const listed = e.actionsFor(g(), seat);
    expect(listed.some((a) => JSON.stringify(a) === JSON.stringify(unlisted))).toBe(false);
    const before = s.getState().record?.actions.length ?? 0;
    s.getState().act(unlisted);
    expect(s.getState().problem).toBeNull();
    expect(s.getState().record?.actions.at(-1)).toEqual(unlisted);
    expect(g().table).toEqual(unlisted.melds);
    expect(s.getState().record?.actions.length).toBe(before + 1);
    // A reload plays the record back to the same table.
    const again = createSession(MELDS_MODULE, storage);
    expect((again.getState().game as Melds).table).toEqual(unlisted.melds);
    // A lay that is no meld is refused in words, and nothing is lost.
    s.getState().act({ type: 'lay', seat, melds: [[g().hands[seat]?.[0] ?? '']] });
    expect(s.getState().problem).toMatch(/not melds/);
    expect(s.getState().record?.actions.at(-1)).toEqual(unlisted);
  });

  test('the contracts, a list rules field, set the rounds: three contracts, three rounds', () => {
    const s = createSession(MELDS_MODULE, memoryStorage());
    s.getState().setPlan({ seats: people(2), rules: { contracts: THREE } });
    s.getState().start(3);
    const g = () => s.getState().game as Melds;
    expect(g().contracts).toEqual(THREE);
    let rounds = 1;
    for (let i = 0; i < 2000; i++) {
      const next = whoActs(e, g());
      if (next.kind === 'over') break;
      if (next.kind === 'next-round') {
        s.getState().nextRound();
        rounds++;
        continue;
      }
      // Pass and play: the device goes to the seat on turn.
      if (s.getState().holder !== next.seat) s.getState().take(next.seat);
      const bot = MELDS.bots.create('easy', { seed: 1 });
      const legal = e.actionsFor(g(), next.seat);
      s.getState().act(bot.decide(e.playerView(g(), next.seat), legal).action);
    }
    expect(whoActs(e, g()).kind).toBe('over');
    expect(rounds).toBe(3);
    expect(s.getState().history.at(-1)?.winners).toEqual(g().winners);
  });

  test('the loop plays whole matches; the search plays from a view alone', () => {
    const bots = [0, 1, 2].map(() => MELDS.bots.create('easy', { seed: 2 }));
    const made = e.newGame({ players: 3, seed: 8 });
    if (!made.ok) throw new Error(made.error.message);
    const done = play(
      e,
      made.value,
      (seat, v, legal) => bots[seat]?.decide(v, legal).action ?? null,
      'match',
    );
    expect(e.status(done.game).phase).toBe('game-over');
    let g = made.value;
    g = (
      e.applyAction(g, { type: 'draw', seat: g.turn, from: 'stock' }) as { ok: true; value: Melds }
    ).value;
    const legal = e.actionsFor(g, g.turn);
    const r = search(
      {
        engine: e,
        rollout: (v, l) => bots[0]?.decide(v, l).action ?? (l[0] as MeldsAction),
        evaluate: (w, s) => -(w.hands[s]?.length ?? 0),
      },
      e.playerView(g, g.turn),
      g.turn,
      legal,
      { seed: 3, iterations: 12 },
    );
    expect(legal).toContainEqual(r.best);
  });

  test('the lab compares two contract lists on the same deals', () => {
    const spec = {
      game: 'melds',
      a: {},
      b: { contracts: [[{ kind: 'set', length: 4 }]] },
      labels: ['Standard', 'Harder first contract'] as [string, string],
      players: 2,
      seats: Array<Level>(2).fill('easy'),
      unit: 'rounds' as const,
      worth: false,
      rounds: 8,
      seed: 1,
    };
    const sums = runDeals(MELDS_MODULE, spec, 0, 8);
    expect(sums.deals).toBe(8);
    expect(Object.keys(sums.diff).some((k) => k.startsWith('points:'))).toBe(true);
  });
});
