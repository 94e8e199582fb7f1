// The checks the platform's contract suite (tests/games/contract.test.ts) runs on every
// registered game, run on Cap-It's engine alone until it joins the table; and Cap-It's
// own properties: the decks' cards conserved, views blind to what their seat cannot see
// (its actions too), the listed actions exactly the accepted ones.
import { describe, expect, test } from 'vitest';
import {
  type Action,
  actionsFor,
  applyAction,
  determinize,
  type Game,
  legalActions,
  newGame,
  parseAction,
  playerView,
  snapshot,
} from '../../../src/games/capit/engine';
import { checkGame } from '../../../src/games/capit/sim/check';
import { randomInt } from '../../../src/lib/rng';
import { randomMatch } from './helpers';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function freeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) freeze(v);
    Object.freeze(x);
  }
  return x;
}

describe('Cap-It keeps the platform contract (engine alone)', () => {
  test('seeded random games end, with winners named, at 4, 5 and 6 players', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const { game } = randomMatch(3 + seed, seed);
      expect(game.phase).toBe('game-over');
      expect(game.winners.length).toBeGreaterThan(0);
      expect(game.roundWinners).toHaveLength(5);
      expect(legalActions(game)).toEqual([]);
    }
  });

  test('apply never changes its input; each legal action is accepted, one of another seat refused', () => {
    let refused = 0;
    randomMatch(4, 11, {}, 1_500, (g, a) => {
      const before = JSON.stringify(g);
      freeze(g);
      const legal = legalActions(g);
      for (let s = 0; s < g.players; s++)
        for (const own of actionsFor(g, s)) expect(legal.some((x) => same(x, own))).toBe(true);
      expect(applyAction(g, a).ok).toBe(true);
      if ('seat' in a) {
        const other = { ...a, seat: (a.seat + 1) % g.players } as Action;
        const r = applyAction(g, other);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.error.message).toBe('It is not your turn.');
        refused++;
      }
      expect(JSON.stringify(g)).toBe(before);
    });
    expect(refused).toBeGreaterThan(10);
  });

  test('C11: a view, and its seat’s actions, are the same whatever the seat cannot see', () => {
    let checked = 0;
    let differ = 0;
    randomMatch(5, 23, {}, 1_500, (g, _a) => {
      if (checked > 400 || g.turnsPlayed % 3 !== 0) return;
      for (let s = 0; s < g.players; s++) {
        const view = playerView(g, s);
        const world = determinize(view, checked * 7 + s);
        if (!world.ok) throw new Error(world.error.message);
        expect(playerView(world.value, s)).toEqual(view);
        if (s === g.turn) expect(actionsFor(world.value, s)).toEqual(actionsFor(g, s));
        if (!same(snapshot(world.value).hands, snapshot(g).hands)) differ++;
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(50);
    // The worlds did deal the hidden cards anew.
    expect(differ).toBeGreaterThan(checked / 2);
  });

  test('a game survives a JSON round trip and plays on the same', () => {
    const { game } = randomMatch(6, 31, {}, 300);
    const copy = JSON.parse(JSON.stringify(game)) as Game;
    expect(legalActions(copy)).toEqual(legalActions(game));
    for (const a of legalActions(game)) {
      const x = applyAction(game, a);
      const y = applyAction(copy, a);
      expect(x.ok && y.ok && same(x.value, y.value)).toBe(true);
    }
  });

  test('an action read from outside is the same action; every listed one parses', () => {
    randomMatch(4, 41, {}, 600, (g) => {
      for (const a of legalActions(g)) {
        const back = parseAction(JSON.parse(JSON.stringify(a)));
        expect(back.ok && applyAction(g, back.value).ok).toBe(true);
      }
    });
  });
});

/** Every discard, lay-off and free (onto a table meld) a seat could try now. */
function tries(g: Game): Action[] {
  const seat = g.turn;
  const hand = [...new Set(snapshot(g).hands[seat])];
  const table = snapshot(g).table;
  const ends = [undefined, 'low', 'high'] as const;
  const out: Action[] = [];
  for (const card of [...hand, 'JK', '7H']) {
    out.push({ type: 'discard', seat, card });
    table.forEach((m, meld) => {
      for (const end of ends)
        out.push(
          end ? { type: 'layoff', seat, card, meld, end } : { type: 'layoff', seat, card, meld },
        );
      m.cards.forEach((c, index) => {
        // C4: only a joker or a 2 is ever wild.
        if (c !== 'JK' && c[0] !== '2') return;
        for (let to = 0; to < table.length; to++)
          for (const end of ends)
            out.push(
              end
                ? { type: 'free', seat, card, meld, index, to, end }
                : { type: 'free', seat, card, meld, index, to },
            );
      });
    });
  }
  return out;
}

describe('the listed actions are exactly the accepted ones (section 5)', () => {
  test('every listed action is accepted; every accepted discard, lay-off and free is listed', () => {
    let accepted = 0;
    let frees = 0;
    for (const seed of [3, 5, 8]) {
      let states = 0;
      randomMatch(4 + (seed % 3), seed, { meldOptions: 6 }, 4_000, (g) => {
        if (g.phase !== 'playing' || g.stage !== 'meld' || !g.down[g.turn]) return;
        if (++states > 40) return;
        const legal = legalActions(g);
        for (const a of legal) expect(applyAction(g, a).ok, JSON.stringify(a)).toBe(true);
        for (const a of tries(g)) {
          if (!applyAction(g, a).ok) continue;
          accepted++;
          if (a.type === 'free') frees++;
          const onSet =
            'meld' in a && g.table[a.type === 'free' ? (a.to as number) : a.meld]?.kind === 'set';
          const listed = legal.some(
            (b) =>
              b.type === a.type &&
              same({ ...b, end: undefined }, { ...a, end: undefined }) &&
              ('end' in a && a.end !== undefined && !onSet ? 'end' in b && b.end === a.end : true),
          );
          expect(listed, JSON.stringify(a)).toBe(true);
        }
      });
    }
    expect(accepted).toBeGreaterThan(100);
    expect(frees).toBeGreaterThan(0);
  });
});

describe('C1: the decks’ cards are conserved (108 or 162) in random games under random rules', () => {
  test('fifty checked games (sim/check.ts, the fuzz’s unit; `npm run fuzz` plays 100,000)', () => {
    let actions = 0;
    for (let i = 0; i < 50; i++) actions += checkGame(i).actions;
    expect(actions).toBeGreaterThan(5_000);
  }, 120_000);

  test('a new game holds every card once per deck', () => {
    for (const players of [4, 5, 6]) {
      const g = newGame({ players, seed: players });
      if (!g.ok) throw new Error(g.error.message);
      const s = snapshot(g.value);
      expect(s.hands.flat().length + s.discard.length + s.stock.length).toBe(
        players === 4 ? 108 : 162,
      );
    }
  });
});

test('the random helper is seeded', () => {
  expect(randomInt({ rng: 5 }, 10)).toBe(randomInt({ rng: 5 }, 10));
});
