/**
 * The contract every registered game keeps (src/games/module.ts), run over the registry:
 * a game added to the table is held to it without a line here. It runs over a toy trick
 * game too (tests/platform/tricks.ts: teams by deal, choices hidden until all are made,
 * cards that cancel), so the contract is one a game shaped like La Krap can keep. Beside
 * OpenSpiel's RandomSimTest and ResampleInfostateTest: a view hides something, worlds dealt
 * from it keep the seat on turn and its actions, the log and sounds tell nothing hidden, a
 * replay is deterministic, every level (the expert too) acts legally from its view.
 */
import { describe, expect, test } from 'vitest';
import type { AnyAction } from '../../src/games/module';
import { type AnyModule, GAMES } from '../../src/games/registry';
import { randomInt, seedState } from '../../src/lib/rng';
import { MELDS_MODULE } from '../platform/melds';
import { HIGHER_MODULE } from '../platform/minimal';
import { TRICKS_MODULE } from '../platform/tricks';

const MODULES: [string, AnyModule][] = [
  ...(await Promise.all(
    GAMES.map(async (e) => [e.info.id, await e.load()] as [string, AnyModule]),
  )),
  ['a toy trick game', TRICKS_MODULE],
  ['a toy meld game', MELDS_MODULE],
  ['the minimal game of HOW_TO_ADD_A_GAME.md', HIGHER_MODULE],
];

type Rand = { rng: number };
const pick = <T>(r: Rand, xs: readonly T[]): T => xs[randomInt(r, xs.length)] as T;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Deep-freezes a game so that any write to it throws. */
function freeze<T>(x: T): T {
  if (x && typeof x === 'object') {
    for (const v of Object.values(x)) freeze(v);
    Object.freeze(x);
  }
  return x;
}

/** A seeded random match of `m`, `each` called before every action; at most `cap` actions. */
function randomMatch(
  m: AnyModule,
  seed: number,
  cap: number,
  each: (g: unknown, a: AnyAction, r: Rand) => void = () => {},
): { game: unknown; actions: number } {
  const { min, max } = m.info.players;
  const made = m.engine.newGame({ players: min + (seed % (max - min + 1)), seed });
  if (!made.ok) throw new Error(made.error.message);
  let g = made.value;
  const r = { rng: seedState(seed * 7919 + 3) };
  let actions = 0;
  while (m.engine.status(g).phase !== 'game-over' && actions < cap) {
    const st = m.engine.status(g);
    let next: ReturnType<typeof m.engine.applyAction>;
    if (st.phase === 'round-over') next = m.engine.nextRound(g);
    else {
      const legal = m.engine.legalActions(g);
      expect(legal.length, 'a live game always has an action').toBeGreaterThan(0);
      const a = pick(r, legal);
      each(g, a, r);
      next = m.engine.applyAction(g, a);
    }
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
    actions++;
  }
  return { game: g, actions };
}

/** Random matches from `seed` on until `enough()` holds (a short game plays several). */
function matchesUntil(
  m: AnyModule,
  seed: number,
  cap: number,
  enough: () => boolean,
  each: (g: unknown, a: AnyAction, r: Rand) => void,
): void {
  for (let k = seed; k < seed + 40; k++) {
    randomMatch(m, k, cap, each);
    if (enough()) return;
  }
}

const JUNK: unknown[] = [
  null,
  undefined,
  0,
  'x',
  [],
  {},
  { type: 'draw' },
  { type: 'draw', seat: -1 },
  { type: 'draw', seat: 99 },
  { type: 'draw', seat: '0' },
  { type: 'nonsense', seat: 0 },
  { type: 'next-round', seat: { x: 1 } },
  { __proto__: { type: 'draw', seat: 0 } },
];

describe.each(MODULES)('%s keeps the platform contract', (_id, m) => {
  const e = m.engine;

  test('seeded random games end, with winners named', () => {
    for (let seed = 1; seed <= 3; seed++) {
      const { game } = randomMatch(m, seed, 400_000);
      const st = e.status(game);
      expect(st.phase).toBe('game-over');
      expect(st.winners.length).toBeGreaterThan(0);
      expect(st.turn).toBeNull();
    }
  });

  test('apply never changes its input; each legal action is accepted, one from elsewhere refused', () => {
    let refused = 0;
    randomMatch(m, 11, 3_000, (g, a) => {
      const before = JSON.stringify(g);
      freeze(g);
      const legal = e.legalActions(g);
      // Every action a seat may take is one the referee accepts.
      for (const s of new Set(legal.map((x) => x.seat ?? -1)))
        if (s >= 0)
          for (const own of e.actionsFor(g, s)) expect(legal.some((x) => same(x, own))).toBe(true);
      expect(e.applyAction(g, a).ok).toBe(true);
      // The same action by a seat it does not belong to is refused, and says why.
      const seat = a.seat;
      if (typeof seat === 'number') {
        const other: AnyAction = { ...a, seat: (seat + 1) % e.status(g).scores.length };
        if (!legal.some((x) => same(x, other))) {
          const r = e.applyAction(g, other);
          expect(r.ok).toBe(false);
          if (!r.ok) expect(r.error.message.length).toBeGreaterThan(5);
          refused++;
        }
      }
      expect(JSON.stringify(g)).toBe(before);
    });
    expect(refused).toBeGreaterThan(10);
  });

  test('a view is the same whatever the seat cannot see (determinize keeps it)', () => {
    let checked = 0;
    matchesUntil(
      m,
      23,
      1_500,
      () => checked > 50,
      (g, _a, r) => {
        if (randomInt(r, 4) !== 0) return;
        const seats = e.status(g).scores.length;
        for (let s = 0; s < seats; s++) {
          const view = e.playerView(g, s);
          expect(e.viewSeat(view)).toBe(s);
          const world = e.determinize(view, randomInt(r, 1 << 30));
          expect(world.ok).toBe(true);
          if (world.ok) expect(e.playerView(world.value, s)).toEqual(view);
          checked++;
        }
      },
    );
    expect(checked).toBeGreaterThan(50);
  });

  // Only a game with an open view is held to it (the toy trick game has none).
  const open = e.openView;
  if (open)
    test("an open view is its seat's, and shows what the seat's own view keeps hidden", () => {
      let checked = 0;
      let shown = 0;
      randomMatch(m, 31, 1_500, (g, _a, r) => {
        if (randomInt(r, 4) !== 0) return;
        for (let s = 0; s < e.status(g).scores.length; s++) {
          const seen = open(g, s);
          expect(e.viewSeat(seen)).toBe(s);
          // Another world the seat's view cannot tell from this one: the open views tell.
          const world = e.determinize(e.playerView(g, s), randomInt(r, 1 << 30));
          if (world.ok && !same(open(world.value, s), seen)) shown++;
          checked++;
        }
      });
      expect(checked).toBeGreaterThan(50);
      expect(shown).toBeGreaterThan(checked / 2);
    });

  // Only a game with a public view is held to it.
  const shared = e.publicView;
  if (shared)
    test('a public view tells nothing any seat cannot see: the same in every world a seat allows', () => {
      let checked = 0;
      randomMatch(m, 37, 1_500, (g, _a, r) => {
        if (randomInt(r, 4) !== 0) return;
        const seen = shared(g);
        for (let s = 0; s < e.status(g).scores.length; s++) {
          const world = e.determinize(e.playerView(g, s), randomInt(r, 1 << 30));
          if (world.ok) expect(shared(world.value)).toEqual(seen);
          checked++;
        }
      });
      expect(checked).toBeGreaterThan(50);
    });

  test('a view hides something: worlds dealt from it differ, and each keeps the seat on turn and its actions', () => {
    let checked = 0;
    let differ = 0;
    randomMatch(m, 29, 1_500, (g, _a, r) => {
      if (randomInt(r, 4) !== 0) return;
      const st = e.status(g);
      for (let s = 0; s < st.scores.length; s++) {
        const view = e.playerView(g, s);
        const w1 = e.determinize(view, randomInt(r, 1 << 30));
        const w2 = e.determinize(view, randomInt(r, 1 << 30));
        if (!w1.ok || !w2.ok) throw new Error('determinize refused a view of the game');
        if (!same(w1.value, w2.value)) differ++;
        for (const w of [w1.value, w2.value]) {
          const ws = e.status(w);
          expect([ws.phase, ws.turn, ws.together ?? []]).toEqual([
            st.phase,
            st.turn,
            st.together ?? [],
          ]);
          expect(e.actionsFor(w, s)).toEqual(e.actionsFor(g, s));
        }
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(20);
    // Some seat, somewhere, cannot see everything: its view allows more than one world.
    expect(differ).toBeGreaterThan(0);
  });

  test('the log, a deal and the sounds never tell a seat what it cannot see', () => {
    const said = { names: ['A', 'B', 'C', 'D', 'E', 'F'], you: null };
    let compared = 0;
    matchesUntil(
      m,
      43,
      1_200,
      () => compared > 20,
      (g, a, r) => {
        if (randomInt(r, 3) !== 0) return;
        const after = e.applyAction(g, a);
        if (!after.ok) throw new Error(after.error.message);
        const line = JSON.stringify(m.describe(g, a, said));
        const heard = JSON.stringify(m.sounds?.(g, a, after.value) ?? []);
        for (let s = 0; s < e.status(g).scores.length; s++) {
          if (s === a.seat) continue;
          // Another world this seat cannot tell from this one, before and after the action:
          // the line and the sounds must be the same there.
          const w = e.determinize(e.playerView(g, s), randomInt(r, 1 << 30));
          if (!w.ok) continue;
          const wAfter = e.applyAction(w.value, a);
          if (!wAfter.ok || !same(e.playerView(wAfter.value, s), e.playerView(after.value, s)))
            continue;
          expect(
            JSON.stringify(m.describe(w.value, a, said)),
            `${JSON.stringify(a)} to seat ${s}`,
          ).toBe(line);
          expect(JSON.stringify(m.sounds?.(w.value, a, wAfter.value) ?? [])).toBe(heard);
          compared++;
        }
      },
    );
    expect(compared).toBeGreaterThan(20);
    // A deal as the log says it: the same in every world a seat allows.
    const dealt = m.dealt;
    if (dealt)
      for (let seed = 1; seed <= 5; seed++) {
        const g = e.newGame({ players: m.info.players.min, seed });
        if (!g.ok) throw new Error(g.error.message);
        const line = JSON.stringify(dealt(g.value, said));
        for (let s = 0; s < m.info.players.min; s++) {
          const w = e.determinize(e.playerView(g.value, s), seed * 31 + s);
          if (w.ok) expect(JSON.stringify(dealt(w.value, said))).toBe(line);
        }
      }
  });

  test('a replay is deterministic: the same seed and actions give the same game', () => {
    const actions: AnyAction[] = [];
    const { game } = randomMatch(m, 47, 600, (_g, a) => void actions.push(a));
    const { min, max } = m.info.players;
    const again = (): unknown => {
      const made = e.newGame({ players: min + (47 % (max - min + 1)), seed: 47 });
      if (!made.ok) throw new Error(made.error.message);
      let g = made.value;
      for (const a of actions) {
        if (e.status(g).phase === 'round-over') {
          const n = e.nextRound(g);
          if (n.ok) g = n.value;
        }
        const next = e.applyAction(g, a);
        if (!next.ok) throw new Error(next.error.message);
        g = next.value;
      }
      return g;
    };
    const first = again();
    expect(same(first, again())).toBe(true);
    expect(e.status(first)).toEqual(e.status(game));
  });

  test('a game survives a JSON round trip and plays on the same', () => {
    const { game } = randomMatch(m, 31, 200);
    const copy = JSON.parse(JSON.stringify(game));
    expect(e.legalActions(copy)).toEqual(e.legalActions(game));
    for (const a of e.legalActions(game)) {
      const x = e.applyAction(game, a);
      const y = e.applyAction(copy, a);
      expect(y.ok && x.ok && same(x.value, y.value)).toBe(true);
    }
  });

  test('an action read from outside is the same action; junk is refused, never thrown', () => {
    const { game } = randomMatch(m, 41, 100);
    for (const a of e.legalActions(game)) {
      const back = e.parseAction(JSON.parse(JSON.stringify(a)));
      expect(back.ok && e.applyAction(game, back.value).ok).toBe(true);
    }
    for (const j of JUNK) {
      expect(() => e.parseAction(j)).not.toThrow();
      const r = e.applyAction(game, j as never);
      expect(r.ok, JSON.stringify(j)).toBe(false);
    }
    for (const o of [
      null,
      {},
      { players: 1, seed: 1 },
      { players: 2, seed: 'x' },
      { players: 99, seed: 1 },
    ])
      expect(e.newGame(o as never).ok).toBe(false);
    expect(e.nextRound(game).ok).toBe(e.status(game).phase === 'round-over');
  });

  test('rules: the defaults resolve to themselves; every field has words; junk is refused', () => {
    const r = m.rules.resolve({});
    expect(r.ok && same(r.value, m.rules.defaults)).toBe(true);
    for (const k of Object.keys(m.rules.fields)) {
      const t = m.rules.text[k as keyof typeof m.rules.text];
      expect(t?.label, k).toBeTruthy();
      expect(t?.line, k).toBeTruthy();
    }
    for (const bad of [{ nonsense: 1 }, { [Object.keys(m.rules.fields)[0] as string]: {} }, 5])
      expect(m.rules.resolve(bad).ok).toBe(false);
  });

  test("rules in the editor: groups name every field once, match fields are fields, the check's notes name fields", () => {
    const fields = Object.keys(m.rules.fields).sort();
    if (m.rules.groups) {
      const grouped = m.rules.groups.flatMap((g) => g.fields);
      expect([...grouped].sort()).toEqual(fields);
      expect(new Set(grouped).size).toBe(grouped.length);
      for (const g of m.rules.groups) expect(g.title.length).toBeGreaterThan(0);
    }
    for (const f of m.rules.matchFields ?? []) expect(fields).toContain(f);
    // The standard rules start a game of every size the game allows: no error among its notes.
    const { min, max } = m.info.players;
    for (let n = min; n <= max; n++)
      for (const note of m.rules.check?.(m.rules.defaults, n) ?? []) {
        expect(fields).toContain(note.field);
        expect(note.level).toBe('note');
      }
  });

  test('every bot level answers from the seat view with an action of the seat, and says why', () => {
    for (const level of ['easy', 'medium', 'hard'] as const) {
      let asked = 0;
      randomMatch(m, 53, 300, (g, _a, r) => {
        const turn = e.status(g).turn;
        if (turn === null || randomInt(r, 3) !== 0) return;
        const legal = e.actionsFor(g, turn);
        if (legal.length === 0) return;
        const d = m.bots.create(level, { seed: 5 }).decide(e.playerView(g, turn), legal);
        expect(
          legal.some((x) => same(x, d.action)),
          `${level}: ${JSON.stringify(d.action)}`,
        ).toBe(true);
        asked++;
      });
      expect(asked).toBeGreaterThan(5);
    }
  });

  test('the expert answers from the seat view with an action of the seat', () => {
    let asked = 0;
    randomMatch(m, 61, 200, (g, _a, r) => {
      const turn = e.status(g).turn;
      if (turn === null || asked >= 3 || randomInt(r, 8) !== 0) return;
      const legal = e.actionsFor(g, turn);
      if (legal.length < 2) return;
      const d = m.bots.create('expert', { seed: 5 }).decide(e.playerView(g, turn), legal);
      expect(
        legal.some((x) => same(x, d.action)),
        JSON.stringify(d.action),
      ).toBe(true);
      asked++;
    });
    expect(asked).toBeGreaterThan(0);
  });

  test("a bot asked for advice (the hint's voice) makes the same move, still with words", () => {
    let asked = 0;
    matchesUntil(
      m,
      59,
      300,
      () => asked > 5,
      (g, _a, r) => {
        const turn = e.status(g).turn;
        if (turn === null || randomInt(r, 4) !== 0) return;
        const legal = e.actionsFor(g, turn);
        if (legal.length === 0) return;
        const view = e.playerView(g, turn);
        const of = m.bots.create('hard', { seed: 5 }).decide(view, legal);
        const to = m.bots.create('hard', { seed: 5, voice: 'advice' }).decide(view, legal);
        expect(same(to.action, of.action)).toBe(true);
        // Advice to the seat's own person may say more (what only that hand shows), never less.
        if (of.reason.length > 0) expect(to.reason.length).toBeGreaterThan(0);
        asked++;
      },
    );
    expect(asked).toBeGreaterThan(5);
  });
});
