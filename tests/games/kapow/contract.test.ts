// KAPOW.md §6: the contract over seeded random games (2-4 players, house rules).
import { describe, expect, test } from 'vitest';
import {
  type Action,
  actionsFor,
  applyAction,
  determinize,
  fromSetup,
  type Game,
  legalActions,
  newGame,
  openView,
  playerView,
  snapshot,
} from '../../../src/games/kapow/engine';
import { type AnyModule, gameById } from '../../../src/games/registry';
import { randomInt, seedState } from '../../../src/lib/rng';
import { readRecord, replay } from '../../../src/platform/record';

const RULES = [
  {},
  { goingOutPenalty: 'none' },
  { discardTakenCard: true, firstTurnReveals: 0 },
  { kapowPenalty: 0, rounds: 2 },
  { turnLimit: 3, rounds: 3 },
];

/** A seeded random match to its end, calling `each` before every action. */
function randomMatch(
  seed: number,
  each?: (g: Game, a: Action) => void,
): { game: Game; actions: number; starters: number[] } {
  const players = 2 + (seed % 3);
  const made = newGame({ players, seed, rules: RULES[seed % RULES.length] });
  if (!made.ok) throw new Error(made.error.message);
  let g = made.value;
  const r = { rng: seedState(seed * 31 + 1) };
  let actions = 0;
  const starters = [g.turn];
  while (g.phase !== 'game-over') {
    const legal = legalActions(g);
    expect(legal.length, 'a live game always has an action').toBeGreaterThan(0);
    const a = legal[randomInt(r, legal.length)] as Action;
    each?.(g, a);
    const next = applyAction(g, a);
    if (!next.ok) throw new Error(`${JSON.stringify(a)}: ${next.error.message}`);
    if (a.type === 'next-round') starters.push(next.value.turn);
    g = next.value;
    actions++;
    if (actions > 200_000) throw new Error('the match does not end');
  }
  return { game: g, actions, starters };
}

describe('KAPOW! contract', () => {
  test('K19: seeded random matches end after their rounds, lowest total wins; cards are conserved', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const { game } = randomMatch(seed);
      expect(game.round).toBe(game.rules.rounds);
      const best = Math.min(...game.scores);
      expect(game.winners).toEqual(game.scores.flatMap((s, i) => (s === best ? [i] : [])));
    }
  });

  test("an open view (watching, replays) names every face-down card and the drawn one; a seat's own names none", () => {
    let downs = 0;
    randomMatch(3, (g) => {
      const snap = snapshot(g);
      for (let seat = 0; seat < g.players; seat++) {
        const own = playerView(g, seat);
        const seen = openView(g, seat);
        expect(seen.hands).toEqual(snap.hands);
        expect(seen.drawn).toBe(snap.drawn);
        expect({ ...seen, hands: own.hands, drawn: own.drawn }).toEqual(own);
        for (const p of own.hands.flat(2)) if (p && 'down' in p) expect(p.down).toBe('?');
        for (const p of seen.hands.flat(2))
          if (p && 'down' in p) {
            expect(p.down).not.toBe('?');
            downs++;
          }
      }
    });
    expect(downs).toBeGreaterThan(100);
  });

  test('K7: each round after the first starts with the first seat out, or the seat after the last starter', () => {
    for (let seed = 1; seed <= 8; seed++) {
      const made = newGame({ players: 3, seed });
      if (!made.ok) throw new Error('no game');
      let g = made.value;
      const r = { rng: seedState(seed) };
      while (g.phase !== 'game-over') {
        if (g.phase === 'round-over') {
          const want = g.wentOut ?? (g.starter + 1) % g.players;
          const next = applyAction(g, { type: 'next-round' });
          if (!next.ok) throw new Error(next.error.message);
          expect(next.value.turn).toBe(want);
          g = next.value;
          continue;
        }
        const legal = legalActions(g);
        const next = applyAction(g, legal[randomInt(r, legal.length)]);
        if (!next.ok) throw new Error(next.error.message);
        g = next.value;
      }
    }
  });

  test('every legal action is accepted, apply never changes its input, 118 cards always', () => {
    randomMatch(101, (g, a) => {
      const before = JSON.stringify(g);
      const s = snapshot(g);
      const count =
        s.discard.length +
        s.stock.length +
        (s.drawn ? 1 : 0) +
        s.hands
          .flat(2)
          .reduce((n, p) => n + (p === null ? 0 : 'down' in p ? 1 : 1 + p.mods.length), 0);
      // Discarded triads are on the pile, so nothing is ever lost.
      expect(count).toBe(118);
      expect(applyAction(g, a).ok).toBe(true);
      expect(JSON.stringify(g)).toBe(before);
    });
  });

  test('applyAction accepts exactly what legalActions lists (a swap either way round, base held by default)', () => {
    const W = [0, 1, 2, 3].flatMap((triad) => [0, 1, 2].map((pos) => ({ triad, pos })));
    const every = (seat: number): Action[] => [
      { type: 'next-round' },
      { type: 'draw', seat, from: 'stock' },
      { type: 'draw', seat, from: 'discard' },
      { type: 'discard', seat },
      { type: 'end', seat },
      ...W.flatMap((at): Action[] => [
        { type: 'reveal', seat, at },
        { type: 'replace', seat, at },
        ...([1, -1] as const).flatMap((sign): Action[] => [
          { type: 'power', seat, at, sign },
          { type: 'power', seat, at, sign, base: 'held' },
          { type: 'power', seat, at, sign, base: 'drawn' },
        ]),
        ...W.map((b): Action => ({ type: 'swap', seat, a: at, b })),
      ]),
    ];
    const key = (a: Action): string =>
      JSON.stringify(a.type === 'power' ? { ...a, base: a.base ?? 'held' } : a);
    let step = 0;
    let checked = 0;
    randomMatch(606, (g) => {
      if (step++ % 19 !== 0) return;
      const listed = new Set(
        legalActions(g).flatMap((b) =>
          b.type === 'swap' ? [key(b), key({ ...b, a: b.b, b: b.a })] : [key(b)],
        ),
      );
      for (const a of [...every(g.turn), ...every((g.turn + 1) % g.players)]) {
        expect(applyAction(g, a).ok, `${JSON.stringify(a)} in ${g.stage}`).toBe(listed.has(key(a)));
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(5_000);
  });

  test('an action outside legalActions is refused with a message, the game unchanged', () => {
    randomMatch(202, (g) => {
      const seat = g.turn;
      const wrong: unknown[] = [
        { type: 'draw', seat: (seat + 1) % g.players, from: 'stock' },
        { type: 'end', seat },
        { type: 'reveal', seat, at: { triad: 4, pos: 0 } },
        { type: 'swap', seat, a: { triad: 0, pos: 0 }, b: { triad: 0, pos: 0 } },
      ];
      const legal = JSON.stringify(legalActions(g));
      for (const w of wrong) {
        if (legal.includes(JSON.stringify(w))) continue;
        const r = applyAction(g, w);
        expect(r.ok, `${JSON.stringify(w)} in ${g.phase} ${g.stage}: ${legal}`).toBe(false);
        if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
      }
    });
  });

  test('K14: a record made before turnLimit (its rules without the field) replays, the limit 50', async () => {
    const rules = {
      rounds: 2,
      firstTurnReveals: 2,
      discardTakenCard: false,
      kapowPenalty: 25,
      goingOutPenalty: 'double',
    };
    const made = newGame({ players: 2, seed: 9, rules });
    if (!made.ok) throw new Error(made.error.message);
    let g = made.value;
    const actions: unknown[] = [];
    for (let i = 0; i < 60; i++) {
      const a = legalActions(g)[i % 3] ?? legalActions(g)[0];
      const next = applyAction(g, a);
      if (!next.ok) throw new Error(next.error.message);
      actions.push(a);
      g = next.value;
    }
    const seats = [0, 1].map((i) => ({ kind: 'bot', name: `Kai ${i}`, level: 'hard' }));
    const rec = readRecord({ game: 'kapow', v: 1, seed: 9, rules, seats, actions }, 'kapow');
    if (!rec.ok) throw new Error(rec.error.message);
    const m = (await gameById('kapow')?.load()) as AnyModule;
    const back = replay<Game>(m, rec.value);
    expect(back.ok && back.value.rules.turnLimit).toBe(50);
    expect(back.ok && snapshot(back.value)).toEqual(snapshot(g));
  });

  test('a game survives a JSON round trip and plays on the same', () => {
    const { game } = randomMatch(303);
    expect(JSON.parse(JSON.stringify(game))).toEqual(game);
    let g = newGame({ players: 2, seed: 5 });
    if (!g.ok) throw new Error('no game');
    for (let i = 0; i < 40; i++) {
      const a = legalActions(g.value)[0] as Action;
      const copy = JSON.parse(JSON.stringify(g.value)) as Game;
      const x = applyAction(g.value, a);
      const y = applyAction(copy, a);
      expect(x).toEqual(y);
      g = x;
      if (!g.ok) throw new Error('refused');
    }
  });

  test('a view is unchanged when everything its seat cannot see is dealt anew (determinize)', () => {
    let worlds = 0;
    let step = 0;
    randomMatch(404, (g) => {
      if (step++ % 9 !== 0) return;
      for (let seat = 0; seat < g.players; seat++) {
        const view = playerView(g, seat);
        const world = determinize(view, worlds++);
        expect(world.ok).toBe(true);
        if (!world.ok) return;
        expect(playerView(world.value, seat)).toEqual(view);
        expect(actionsFor(world.value, seat)).toEqual(actionsFor(g, seat));
      }
    });
    expect(worlds).toBeGreaterThan(50);
  });

  test("a view hides face-down cards, the stock, and another seat's drawn card from the stock", () => {
    let step = 0;
    randomMatch(505, (g) => {
      if (step++ % 5 !== 0) return;
      for (let seat = 0; seat < g.players; seat++) {
        const v = playerView(g, seat);
        for (const p of v.hands.flat(2)) if (p && 'down' in p) expect(p.down).toBe('?');
        expect(typeof v.stock).toBe('number');
        if (g.drawn !== null && g.drawnFrom === 'stock' && seat !== g.turn)
          expect(v.drawn).toBe('?');
      }
    });
  });

  test.each([
    null,
    42,
    'x',
    [],
    { type: '__proto__' },
    { type: 'toString', seat: 0 },
    { type: 'draw', seat: 0, from: 'hat' },
    { type: 'power', seat: 0, at: { triad: 0, pos: 0 }, sign: 2 },
    { type: 'reveal', seat: 0, at: { triad: 0, pos: 0, x: 1 } },
    JSON.parse('{"type":"end","seat":0,"__proto__":{"x":1}}'),
  ])('outside data never throws: applyAction(%j)', (junk) => {
    const g = newGame({ players: 2, seed: 1 });
    if (!g.ok) throw new Error('no game');
    expect(applyAction(g.value, junk).ok).toBe(false);
  });

  test.each([
    [{ players: 1, seed: 1 }],
    [{ players: 5, seed: 1 }],
    [{ players: 2, seed: 1.5 }],
    [{ players: 2, seed: 1, rules: { rounds: 0 } }],
    [{ players: 2, seed: 1, rules: { toString: 1 } }],
    [{ players: 2, seed: 1, rules: JSON.parse('{"__proto__":{"rounds":3}}') }],
    [null],
  ])('newGame(%j) is refused with a message', (o) => {
    const r = newGame(o as never);
    expect(r.ok).toBe(false);
  });

  test.each([
    [{ hands: [], discard: [], turn: 0 }, /2 to 4 players/],
    [{ hands: [[], []], discard: [], turn: 0 }, /4 triads of 3/],
    [
      {
        hands: Array(2).fill(Array(4).fill([{ down: '0' }, { down: '0' }, { down: '0' }])),
        discard: [],
        turn: 0,
      },
      /only 8 of 0/,
    ],
    [
      {
        hands: Array(2).fill(Array(4).fill([{ down: '5' }, null, { down: '7' }])),
        discard: [],
        turn: 0,
      },
      /whole/,
    ],
    [
      {
        hands: Array(2).fill(
          Array(4).fill([
            { up: 'KW', mods: [{ card: 'P1', sign: 1 }] },
            { down: '3' },
            { down: '4' },
          ]),
        ),
        discard: [],
        turn: 0,
      },
      /KAPOW! card is never/,
    ],
    [
      {
        hands: Array(2).fill(Array(4).fill([{ down: '13' }, { down: '3' }, { down: '4' }])),
        discard: [],
        turn: 0,
      },
      /not a KAPOW! card/,
    ],
  ])('fromSetup refuses a bad table: %#', (s, message) => {
    const r = fromSetup(s as never);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(message);
  });
});
