/**
 * Property tests over random rules configs and random legal play (issue: engine).
 * Each property cites the rules it protects.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  type Game,
  legalActions,
  newGame,
  PRESET_NAMES,
  parseRecord,
  RANKS,
  type Rules,
  recordToText,
  replayRecord,
  SUITS,
  snapshot,
} from '../../../../src/games/kapaga/engine';
import { randomInt } from '../../../../src/games/kapaga/engine/rng';
import { cardCount } from '../../../../src/games/kapaga/sim/random';

const rulesArb: fc.Arbitrary<Partial<Rules>> = fc.record(
  {
    handSize: fc.integer({ min: 1, max: 7 }),
    handSizeTwoPlayers: fc.integer({ min: 1, max: 12 }),
    decks: fc.constantFrom(1 as const, 2 as const),
    jokers: fc.constantFrom(0 as const, 1 as const, 2 as const),
    multiPlay: fc.constantFrom('same-rank' as const, 'none' as const),
    twos: fc.constantFrom('draw' as const, 'plain' as const),
    fiveOfSpades: fc.constantFrom('draw' as const, 'plain' as const),
    stackTwos: fc.boolean(),
    twoOfSpadesOnFive: fc.boolean(),
    zombieTwos: fc.boolean(),
    eights: fc.constantFrom('suit-or-rank' as const, 'suit' as const),
    aces: fc.constantFrom('companion' as const, 'plain' as const),
    sevens: fc.constantFrom('skip' as const, 'plain' as const),
    nines: fc.constantFrom('pass' as const, 'plain' as const),
    fiveOfClubs: fc.constantFrom('pass' as const, 'plain' as const),
    drawnCardPlayable: fc.boolean(),
    kapagaWhen: fc.constantFrom('can-go-out' as const, 'one-card' as const),
    kapagaPenalty: fc.integer({ min: 0, max: 3 }),
    recyclePenalty: fc.constantFrom(0, 100),
    eliminationScore: fc.constantFrom(500, 2000),
    exactScoreResets: fc.boolean(),
  },
  { requiredKeys: [] },
);

const gameArb = fc
  .record({
    players: fc.integer({ min: 2, max: 10 }),
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    rules: fc.oneof(rulesArb, fc.constantFrom(...PRESET_NAMES)),
    playSeed: fc.integer(),
  })
  .map((o) => ({ ...o, start: newGame({ players: o.players, seed: o.seed, rules: o.rules }) }))
  .filter((o) => o.start.ok);

const key = (a: Action): string => JSON.stringify(a, Object.keys(a).sort());

/** Near-misses of legal actions: wrong seats, other cards, other orders, other calls. */
function candidates(g: Game, r: { rng: number }): Action[] {
  const s = snapshot(g);
  const n = s.hands.length;
  const seat = randomInt(r, n);
  const hand = s.hands[s.turn] ?? [];
  const pick = (): string[] => {
    const cards = hand.slice();
    const k = 1 + randomInt(r, Math.min(3, Math.max(1, cards.length)));
    const out: string[] = [];
    for (let i = 0; i < k && cards.length; i++)
      out.push(cards.splice(randomInt(r, cards.length), 1)[0] as string);
    return out;
  };
  const calls = [...SUITS, ...RANKS];
  const call = calls[randomInt(r, calls.length)] as string;
  return [
    { type: 'play', seat: s.turn, cards: pick() },
    { type: 'play', seat: s.turn, cards: pick(), call },
    { type: 'play', seat, cards: pick() },
    { type: 'play', seat: s.turn, cards: ['7H'] },
    { type: 'draw', seat },
    { type: 'pass', seat },
    { type: 'call', seat: s.turn, call },
    { type: 'kapaga', seat },
    { type: 'catch', seat, target: randomInt(r, n) },
    { type: 'next-round' },
  ];
}

describe('engine properties', () => {
  test('R1, R8-R22: every legal action applies, cards are conserved, nothing is mutated', () => {
    fc.assert(
      fc.property(gameArb, ({ start, playSeed }) => {
        let g = (start as { ok: true; value: Game }).value;
        const total = cardCount(g);
        const r = { rng: playSeed };
        for (let i = 0; i < 150 && g.phase !== 'game-over'; i++) {
          const legal = legalActions(g);
          expect(legal.length).toBeGreaterThan(0);
          const before = JSON.stringify(g);
          const a = legal[randomInt(r, legal.length)] as Action;
          const next = applyAction(g, a);
          if (!next.ok)
            throw new Error(
              `generated action rejected: ${JSON.stringify(a)}: ${next.error.message}`,
            );
          expect(JSON.stringify(g)).toBe(before); // applyAction never mutates its input
          g = next.value;
          expect(cardCount(g)).toBe(total);
        }
      }),
      { numRuns: 150 },
    );
  }, 120_000);

  test('RULES §9: applyAction accepts exactly what legalActions generates; the rest is rejected with a message', () => {
    fc.assert(
      fc.property(gameArb, ({ start, playSeed }) => {
        let g = (start as { ok: true; value: Game }).value;
        const r = { rng: playSeed };
        for (let i = 0; i < 80 && g.phase !== 'game-over'; i++) {
          const legal = legalActions(g);
          const keys = new Set(legal.map(key));
          const before = JSON.stringify(g);
          for (const c of candidates(g, r)) {
            const res = applyAction(g, c);
            expect(res.ok, `${JSON.stringify(c)} ${res.ok ? '' : res.error.message}`).toBe(
              keys.has(key(c)),
            );
            if (!res.ok) {
              expect(res.error.message.length).toBeGreaterThan(10);
              expect(JSON.stringify(g)).toBe(before);
            }
          }
          const next = applyAction(g, legal[randomInt(r, legal.length)] as Action);
          if (!next.ok) throw new Error(next.error.message);
          g = next.value;
        }
      }),
      { numRuns: 120 },
    );
  }, 120_000);

  test('state is plain JSON: a round trip changes nothing, and play goes on identically', () => {
    fc.assert(
      fc.property(gameArb, ({ start, playSeed }) => {
        let g = (start as { ok: true; value: Game }).value;
        const r = { rng: playSeed };
        for (let i = 0; i < 60 && g.phase !== 'game-over'; i++) {
          const copy = JSON.parse(JSON.stringify(g)) as Game;
          expect(copy).toEqual(g);
          const legal = legalActions(g);
          const a = legal[randomInt(r, legal.length)] as Action;
          const x = applyAction(g, a);
          const y = applyAction(copy, a);
          expect(x.ok && y.ok).toBe(true);
          if (x.ok && y.ok) expect(y.value).toEqual(x.value);
          if (x.ok) g = x.value;
        }
      }),
      { numRuns: 80 },
    );
  }, 120_000);

  test('same seed, same game: a record (seed, rules, actions) replays to the same table', () => {
    fc.assert(
      fc.property(gameArb, ({ players, seed, rules, start, playSeed }) => {
        let g = (start as { ok: true; value: Game }).value;
        const r = { rng: playSeed };
        const actions: Action[] = [];
        for (let i = 0; i < 120 && g.phase !== 'game-over'; i++) {
          const legal = legalActions(g);
          const a = legal[randomInt(r, legal.length)] as Action;
          const next = applyAction(g, a);
          if (!next.ok) throw new Error(next.error.message);
          actions.push(a);
          g = next.value;
        }
        const text = recordToText({ players, seed, rules, actions });
        const rec = parseRecord(text);
        if (!rec.ok) throw new Error(rec.error.message);
        const again = replayRecord(rec.value);
        if (!again.ok) throw new Error(again.error.message);
        expect(again.value).toEqual(g);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
