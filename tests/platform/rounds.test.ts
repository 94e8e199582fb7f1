/**
 * Each finished match keeps its points per round (src/platform/record.ts `roundsOf`), for
 * every game: a round's points are what the running totals moved by over it, so Kapaga's
 * deck-recycling penalties (R22) count in the round they were paid, as Kapaga's own history
 * counted them; the rounds add up to the final scores.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, GAMES } from '../../src/games/registry';
import { play } from '../../src/kit/loop';
import { type MatchRecord, roundsOf } from '../../src/platform/record';

const modules = await Promise.all(GAMES.map((g) => g.load()));

/** A whole match of seeded random legal moves, as the table records it (deals included). */
function randomMatch(
  m: AnyModule,
  seed: number,
  players: number,
  rules: Record<string, unknown> = {},
) {
  const made = m.rules.resolve(rules);
  if (!made.ok) throw new Error(made.error.message);
  const g = m.engine.newGame({ players, seed, rules: made.value });
  if (!g.ok) throw new Error(g.error.message);
  let r = seed;
  const actions: unknown[] = [];
  const end = play(
    m.engine,
    g.value,
    (_seat, _view, legal) => {
      r = (r * 1103515245 + 12345) % 2 ** 31;
      return legal[r % legal.length] ?? null;
    },
    'match',
    1_000_000,
    undefined,
    (s) => actions.push(s.action === null ? 'next-round' : s.action),
  );
  const rec: MatchRecord = {
    game: m.info.id,
    v: m.version,
    seed,
    rules,
    seats: Array.from({ length: players }, (_, i) => ({
      kind: 'bot',
      level: 'easy',
      name: `B${i}`,
    })),
    actions,
  };
  return { rec, final: m.engine.status(end.game) };
}

describe.each(modules.map((m) => [m.info.id, m] as const))('%s', (_id, m) => {
  test('the rounds add up to the final scores, one row per round played', () => {
    for (const seed of [1, 2, 3]) {
      const { rec, final } = randomMatch(m, seed, Math.max(3, m.info.players.min));
      const rounds = roundsOf(m, rec);
      expect(rounds.length).toBe(final.round);
      const sums = final.scores.map((_, s) => rounds.reduce((t, row) => t + (row[s] ?? 0), 0));
      expect(sums).toEqual([...final.scores]);
    }
  });
});

test("Kapaga R22: a round's points include the penalties paid for recycling the deck in it", () => {
  const m = modules.find((x) => x.info.id === 'kapaga') as AnyModule;
  // Random play draws often: find seeded matches whose rounds recycled the deck.
  let checked = 0;
  for (let seed = 1; checked < 3 && seed < 60; seed++) {
    const { rec } = randomMatch(m, seed, 4, { recyclePenalty: 25 });
    // The oracle: Kapaga's events, each round's scored points plus the penalties paid in it.
    const expected: number[][] = [];
    let current = [0, 0, 0, 0];
    let paid = 0;
    const rules = m.rules.resolve(rec.rules);
    if (!rules.ok) throw new Error(rules.error.message);
    let g = m.engine.newGame({ players: 4, seed, rules: rules.value });
    for (const a of rec.actions) {
      if (!g.ok) throw new Error(g.error.message);
      g =
        a === 'next-round'
          ? m.engine.nextRound(g.value)
          : m.engine.applyAction(g.value, a as never);
      if (!g.ok) throw new Error(g.error.message);
      const events = (g.value as { events: { type: string; seat: number; points: unknown }[] })
        .events;
      for (const e of events) {
        if (e.type === 'recycle') {
          current[e.seat] = (current[e.seat] ?? 0) + (e.points as number);
          paid++;
        }
        if (e.type === 'round-over') {
          expected.push(current.map((p, s) => p + ((e.points as number[])[s] ?? 0)));
          current = [0, 0, 0, 0];
        }
      }
    }
    if (paid === 0) continue;
    checked++;
    expect(roundsOf(m, rec)).toEqual(expected);
  }
  expect(checked).toBe(3);
});
