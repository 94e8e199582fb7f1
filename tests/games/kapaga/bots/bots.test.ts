/** The bots (issue 3): legal, explained, deterministic, fair, and ordered by strength. */
import { describe, expect, test } from 'vitest';
import { createBot, LEVELS, type Level } from '../../../../src/games/kapaga/bots';
import { handOver } from '../../../../src/games/kapaga/bots/expert';
import {
  type Action,
  actionsFor,
  fromSetup,
  type Game,
  legalActions,
  newGame,
  PRESET_NAMES,
  playerView,
  type Setup,
  worldSampler,
} from '../../../../src/games/kapaga/engine';
import { cloneGame, shuffle } from '../../../../src/games/kapaga/engine/fast';
import { arenaMatch, arenaRound, botStep, makeBots } from '../../../../src/games/kapaga/sim/arena';
import { type Clause, narrateReason, plain } from '../../../../src/games/kapaga/words';

/** What a seat may do as its view shows it (the bots' input, RULES.md §9 actionsFor). */
const mine = (g: Game, seat: number): Action[] =>
  actionsFor(g, seat).filter((a) => a.type !== 'next-round');
/** A reason in words, every clause shown (as where all hands are open). */
const said = (reason: Clause[]): string =>
  plain(narrateReason(reason, { names: ['Ann', 'Bea', 'Cal', 'Dan'], you: null }, true) ?? []);
const key = (a: Action | null): string => JSON.stringify(a);
const opts = { seed: 7, iterations: 60 };

/** Positions from seeded games of hard bots, across presets and table sizes. */
function positions(count: number): Game[] {
  const out: Game[] = [];
  for (let k = 0; out.length < count; k++) {
    const start = newGame({ players: 2 + (k % 5), seed: 500 + k, rules: PRESET_NAMES[k % 3] });
    if (!start.ok) throw new Error(start.error.message);
    let g = start.value;
    const bots = makeBots(new Array(2 + (k % 5)).fill('hard'), k, {} as never);
    for (let step = 0; step < 60 && g.phase === 'playing'; step++) {
      if (step % 7 === 3) out.push(g);
      g = botStep(g, bots);
    }
  }
  return out;
}

/** Everything `seat` cannot see, reshuffled: other hands (same sizes) and the stock. */
function reshuffle(g: Game, seat: number, seed: number): Game {
  const h = cloneGame(g);
  h.events = g.events; // what the last action showed stays as it was
  const hidden: number[] = [...h.stock];
  for (let s = 0; s < h.seats; s++) if (s !== seat) hidden.push(...(h.hands[s] as number[]));
  shuffle({ rng: seed }, hidden);
  for (let s = 0; s < h.seats; s++) {
    if (s === seat) continue;
    const n = (h.hands[s] as number[]).length;
    h.hands[s] = hidden.splice(0, n);
  }
  h.stock = hidden;
  return h;
}

const POSITIONS = positions(120);

describe('bots', () => {
  test.each(LEVELS)(
    '%s: on its turn always a legal action with a reason; off turn nothing or a legal call/catch',
    (level) => {
      for (const g of POSITIONS) {
        for (let seat = 0; seat < g.seats; seat++) {
          if (g.eliminated[seat]) continue;
          const legal = mine(g, seat);
          const d = createBot(level, opts).decide(playerView(g, seat), legal);
          if (d.action) {
            expect(legal.map(key)).toContain(key(d.action));
            expect(said(d.reason).length).toBeGreaterThan(5);
          }
          if (seat === g.turn && legal.some((a) => a.type !== 'kapaga' && a.type !== 'catch'))
            expect(d.action).not.toBeNull();
          if (seat !== g.turn && d.action) expect(['kapaga', 'catch']).toContain(d.action.type);
        }
      }
    },
  );

  test.each(LEVELS)('%s: same seed, view and legal actions give the same decision', (level) => {
    for (const g of POSITIONS.slice(0, 40)) {
      const v = playerView(g, g.turn);
      const legal = mine(g, g.turn);
      expect(key(createBot(level, opts).decide(v, legal).action)).toBe(
        key(createBot(level, opts).decide(v, legal).action),
      );
    }
  });

  test.each(LEVELS)(
    '%s is fair: reshuffling what the seat cannot see never changes its decision',
    (level) => {
      let checked = 0;
      for (const [i, g] of POSITIONS.entries()) {
        const seat = g.turn;
        const bot = createBot(level, opts);
        const before = bot.decide(playerView(g, seat), mine(g, seat));
        for (let k = 0; k < 3; k++) {
          const h = reshuffle(g, seat, i * 10 + k);
          expect(playerView(h, seat)).toEqual(playerView(g, seat));
          const after = bot.decide(playerView(h, seat), mine(h, seat));
          expect(key(after.action)).toBe(key(before.action));
          checked++;
        }
      }
      expect(checked).toBe(POSITIONS.length * 3);
    },
  );
});

/** A 4-seat table laid out by hand for one decision of seat 0. */
function table(s: Partial<Setup> & Pick<Setup, 'hands' | 'discard'>): Game {
  const g = fromSetup({ turn: 0, stock: ['3C', '4C', '6C'], ...s });
  if (!g.ok) throw new Error(g.error.message);
  return g.value;
}

/** A decision before anyone has had time to notice an uncalled card (catches come later). */
const decide = (level: Level, g: Game, seat = g.turn) =>
  createBot(level, opts).decide(
    playerView(g, seat),
    mine(g, seat).filter((a) => a.type !== 'catch'),
  );
/** A decision once the level has noticed: catches offered. */
const decideLater = (level: Level, g: Game, seat = g.turn) =>
  createBot(level, opts).decide(playerView(g, seat), mine(g, seat));

describe('bot behaviour', () => {
  test('medium sheds the Joker (600) before cheaper cards', () => {
    const g = table({
      hands: [
        ['JK', '4H', '6H', 'KS'],
        ['3D', '4D'],
        ['5D', '6D'],
        ['9D', 'TD'],
      ],
      discard: ['3H'],
    });
    const d = decide('medium', g);
    expect(d.action).toMatchObject({ type: 'play', cards: ['JK'] });
    expect(said(d.reason)).toMatch(/Everyone else draws/);
  });

  test('medium aims the 5 of spades at a player with one card left', () => {
    const g = table({
      hands: [['5S', '9S', 'QS', 'KH'], ['3D'], ['5D', '6D', '7D'], ['9D', 'TD', 'JD']],
      discard: ['4S'],
    });
    const d = decide('medium', g);
    expect(d.action).toMatchObject({ type: 'play', cards: ['5S'] });
    expect(said(d.reason)).toMatch(/Bea has one card left/);
  });

  test('medium calls the suit it holds most of', () => {
    const g = table({
      hands: [
        ['8C', '8S', '2H', '6H', 'TH', '4S'],
        ['3D', '4D'],
        ['5D', '6D'],
        ['9D', 'TD'],
      ],
      discard: ['KD'],
    });
    const d = decide('medium', g);
    expect(d.action).toMatchObject({ type: 'play', call: 'H' });
    expect(said(d.reason)).toMatch(/I hold three hearts/);
  });

  test('medium keeps its last 8 to escape a 2 rather than play it', () => {
    const g = table({
      hands: [
        ['8C', 'KH', 'QH', 'JH'],
        ['3D', '4D', '5D'],
        ['5H', '6D', '7D'],
        ['9D', 'TD', 'JD'],
      ],
      discard: ['4S'],
    });
    const d = decide('medium', g);
    expect(d.action).toEqual({ type: 'draw', seat: 0 });
    expect(said(d.reason)).toBe('Keeping my last 8 to escape a 2.');
  });

  test('medium answers a live 2 with its own 2', () => {
    let g = table({
      hands: [
        ['2S', '9H'],
        ['2D', '3D', '4D'],
        ['5H', '6D', '7D'],
        ['9D', 'TD', 'JD'],
      ],
      discard: ['4S'],
    });
    g = botStep(g, makeBots(['easy', 'easy', 'easy', 'easy'], 1, {} as never)); // seat 0 plays 2S
    expect(g.pending).toBe(2);
    const d = decide('medium', g);
    expect(d.action).toMatchObject({ type: 'play', cards: ['2D'] });
  });

  test.each(['medium', 'hard', 'expert'] as const)(
    '%s calls KAPAGA and catches a one-card opponent who did not',
    (level) => {
      const g = table({
        hands: [['7H', '7S'], ['3D'], ['5H', '6D', '7D'], ['9D', 'TD', 'JD']],
        discard: ['4S'],
      });
      expect(decide(level, g, 0).action).toEqual({ type: 'kapaga', seat: 0 });
      expect(decideLater(level, g, 2).action).toEqual({ type: 'catch', seat: 2, target: 1 });
    },
  );

  test('no level catches a two-card hand: it cannot see it has KAPAGA', () => {
    const g = table({
      hands: [
        ['KH', 'QS', 'JC'],
        ['3D', '3S'],
        ['5H', '6D', '7D'],
        ['9D', 'TD', 'JD'],
      ],
      discard: ['4S'],
    });
    // The referee knows seat 1 has KAPAGA; seat 2's view cannot make it certain (R21, §9).
    expect(legalActions(g).some((a) => a.type === 'catch' && a.seat === 2)).toBe(true);
    expect(mine(g, 2).some((a) => a.type === 'catch')).toBe(false);
    for (const level of LEVELS) expect(decideLater(level, g, 2).action).toBeNull();
  });

  test('easy forgets KAPAGA sometimes, medium never', () => {
    let forgot = 0;
    let chances = 0;
    for (const g of POSITIONS)
      for (let seat = 0; seat < g.seats; seat++) {
        const legal = mine(g, seat);
        if (!legal.some((a) => a.type === 'kapaga')) continue;
        chances++;
        if (createBot('easy', opts).decide(playerView(g, seat), legal).action?.type !== 'kapaga')
          forgot++;
        expect(createBot('medium', opts).decide(playerView(g, seat), legal).action?.type).toBe(
          'kapaga',
        );
      }
    expect(chances).toBeGreaterThanOrEqual(5);
    expect(forgot).toBeGreaterThan(0);
    expect(forgot).toBeLessThan(chances);
  });

  test('the expert goes out when it can, and explains its search otherwise', () => {
    let out = table({
      hands: [
        ['7H', '7S'],
        ['3D', '4D'],
        ['5H', '6D'],
        ['9D', 'TD'],
      ],
      discard: ['7D'],
    });
    expect(decide('expert', out).action).toEqual({ type: 'kapaga', seat: 0 }); // first things first
    out = botStep(out, makeBots(['expert', 'easy', 'easy', 'easy'], 1, {} as never));
    expect(decide('expert', out).action).toMatchObject({
      type: 'play',
      cards: expect.arrayContaining(['7H', '7S']),
    });
    const g = table({
      hands: [
        ['7H', 'KH', '2C', 'QS'],
        ['3D', '4D'],
        ['5H', '6D'],
        ['9D', 'TD'],
      ],
      discard: ['7D'],
    });
    expect(said(decide('expert', g).reason)).toMatch(/Weighed \d+ options over 60 simulated deals/);
  });
});

describe('bot strength (seeded, so the figures are fixed; the arena measures more)', () => {
  const pointsPerRound = (seats: Level[], deals: number): number[] => {
    const total = new Map<Level, { pts: number; n: number }>();
    for (let d = 0; d < deals; d++)
      for (let rot = 0; rot < seats.length; rot++) {
        const { levels, result } = arenaRound(9000 + d, rot, { seats });
        levels.forEach((l, s) => {
          const t = total.get(l as Level) ?? { pts: 0, n: 0 };
          t.pts += result.points[s] as number;
          t.n++;
          total.set(l as Level, t);
        });
      }
    return [...new Set(seats)].map((l) => (total.get(l)?.pts ?? 0) / (total.get(l)?.n ?? 1));
  };

  test('medium takes at least 30% fewer points per round than easy (400 rounds)', () => {
    const [medium, easy] = pointsPerRound(['medium', 'easy', 'easy', 'easy'], 100) as [
      number,
      number,
    ];
    expect(1 - medium / easy).toBeGreaterThan(0.3);
  });

  test('hard takes at least 5% fewer points per round than medium (1,200 rounds)', () => {
    const [hard, medium] = pointsPerRound(['hard', 'medium', 'medium', 'medium'], 300) as [
      number,
      number,
    ];
    expect(1 - hard / medium).toBeGreaterThan(0.05);
  });

  test('medium beats a random legal player in at least 85% of 2-player matches (200 matches)', () => {
    let wins = 0;
    for (let m = 0; m < 100; m++)
      for (let rot = 0; rot < 2; rot++) {
        const r = arenaMatch(7000 + m, rot, { seats: ['medium', 'random'] as never });
        const seat = r.levels.indexOf('medium');
        if (r.winners.length === 1 && r.winners[0] === seat) wins++;
      }
    expect(wins / 200).toBeGreaterThanOrEqual(0.85);
  });
});

describe('hard counts the scores', () => {
  test('R25: hard keeps a hand worth exactly what takes it to 2000, which resets it to 0', () => {
    // 1,700 points: shedding the king is greedy, but keeping KH 2C (300) lands on exactly 2000.
    const g = table({
      hands: [
        ['KH', '6H', '2C'],
        ['3D', '4D', '5D'],
        ['5H', '6D', '7D'],
        ['9D', 'TD', 'JD'],
      ],
      discard: ['4H'],
      scores: [1700, 0, 0, 0],
    });
    expect(decide('medium', g).action).toMatchObject({ type: 'play', cards: ['KH'] });
    const d = decide('hard', g);
    expect(d.action).toMatchObject({ type: 'play', cards: ['6H'] });
    expect(said(d.reason)).toBe('Keeping exactly 300 points: 1,700 + 300 = 2,000 resets me to 0.');
  });
});

describe('research: the partial oracle of the yardstick (--know)', () => {
  const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);
  test('a fair world handed some true hands holds them, the rest still guessed, no card lost', () => {
    // Two decks and two Jokers too: a card handed over may have a twin in a hand already true.
    const twins: Game[] = [];
    for (let seed = 0; seed < 20; seed++) {
      const start = newGame({ players: 5, seed, rules: { decks: 2, jokers: 2 } });
      if (!start.ok) throw new Error(start.error.message);
      let g = start.value;
      const bots = makeBots(new Array(5).fill('hard'), seed, {} as never);
      for (let step = 0; step < 12 && g.phase === 'playing'; step++) g = botStep(g, bots);
      twins.push(g);
    }
    let checked = 0;
    for (const [k, g] of [...POSITIONS, ...twins].entries()) {
      const me = g.turn;
      const view = playerView(g, me);
      const world = worldSampler(view, { misses: true }).sample({ rng: k + 1 });
      const all = (x: Game) => sorted([...x.stock, ...x.discard, ...x.hands.flat()]);
      const before = all(world);
      handOver(world, g, me, [1]);
      const s = (me + 1) % g.seats;
      expect(sorted(world.hands[s] as number[])).toEqual(sorted(g.hands[s] as number[]));
      expect(world.hands[me]).toEqual(g.hands[me]);
      expect(all(world)).toEqual(before);
      // Every other hand known too: the world is the true table but for the stock's order.
      const every = Array.from({ length: g.seats - 1 }, (_, i) => i + 1);
      handOver(world, g, me, every);
      for (let t = 0; t < g.seats; t++)
        expect(sorted(world.hands[t] as number[])).toEqual(sorted(g.hands[t] as number[]));
      expect(sorted(world.stock)).toEqual(sorted(g.stock));
      checked++;
    }
    expect(checked).toBe(POSITIONS.length + twins.length);
  });
});
