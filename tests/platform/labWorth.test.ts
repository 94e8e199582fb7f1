/**
 * The rules lab weighs a game's kinds of move by restricted play (module.ts `worth`), for
 * every game that names some: the same deal again with one seat never making a move of that
 * kind while it has any other, and what that seat loses is the move's worth. KAPOW! names
 * taking the discard (K10), powering up (K11) and the KAPOW! swaps (K12).
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { playLabDeal, runDeals, worthDeals } from '../../src/platform/lab/run';
import { checkSpec, defaultSpec, type LabSpec, MAX_ROUNDS } from '../../src/platform/lab/spec';
import { figureRows } from '../../src/platform/lab/stats';
import { labLink, readLink } from '../../src/platform/share';
import { TRICKS_MODULE } from './tricks';

const kapow = (await gameById('kapow')?.load()) as AnyModule;
const kinds = kapow.kinds ?? [];
const spec = (patch: Partial<LabSpec> = {}): LabSpec => ({
  ...defaultSpec(kapow),
  seats: ['medium', 'medium'],
  rounds: 40,
  worth: true,
  ...patch,
});

describe('restricted play', () => {
  test.each(kinds.map((k, i) => [k.name, i] as const))(
    'a seat never %s does not make that move while it has another',
    (_name, i) => {
      const kind = kinds[i];
      if (!kind) throw new Error('no kind');
      // Every decision of seat 0: the moves it was offered and the one it made.
      const made: { offered: boolean; used: boolean }[] = [];
      const watched: AnyModule = {
        ...kapow,
        bots: {
          ...kapow.bots,
          create(level, o) {
            const bot = kapow.bots.create(level, o);
            return {
              decide(view, legal) {
                const d = bot.decide(view, legal);
                if (kapow.engine.viewSeat(view) === 0 && d.action !== null)
                  made.push({
                    offered: legal.some((a) => !kind.uses(a)),
                    used: kind.uses(d.action),
                  });
                return d;
              },
            };
          },
        },
      };
      let usedFree = 0;
      for (let seed = 1; seed <= 8; seed++) {
        const free = playLabDeal(watched, {}, ['medium', 'medium'], seed, { unit: 'rounds' });
        expect(free.rounds).toBe(1);
        usedFree += made.filter((x) => x.used).length;
        made.length = 0;
        playLabDeal(watched, {}, ['medium', 'medium'], seed, { without: { seat: 0, kind } });
        // Offered something else, the restricted seat always took it.
        expect(made.filter((x) => x.used && x.offered)).toEqual([]);
        made.length = 0;
      }
      // The move is one the free seat does make: the restriction has something to take away.
      expect(usedFree).toBeGreaterThan(0);
    },
  );
});

describe('the weighing', () => {
  test("a kind's worth is what the seat loses without it, deal by deal, its seat turning", () => {
    const s = spec();
    for (const i of [0, 1]) {
      const sums = runDeals(kapow, s, i, i + 1, 'worth');
      expect(sums).toMatchObject({ deals: 0, skill: 0, worth: 1 });
      const seed = s.seed + 2 * MAX_ROUNDS + i;
      const levels = ['medium', 'medium'] as const;
      const normal = playLabDeal(kapow, s.a, levels, seed, { watch: i })['watched:points'] ?? NaN;
      kinds.forEach((kind, k) => {
        const without = playLabDeal(kapow, s.a, levels, seed, {
          watch: i,
          without: { seat: i, kind },
        });
        // KAPOW!: the lowest total wins, so points more are points lost.
        expect(sums.a[`worth:${k}`]?.sum).toBe((without['watched:points'] ?? NaN) - normal);
      });
    }
  });

  test('taking the discard is worth points to a medium Kai: clearly more than none', () => {
    // 40 deals left its range touching zero (about 5 points lost a round, deal to deal +-25).
    const s = spec({ rounds: 80 });
    const rows = figureRows(kapow, s, runDeals(kapow, s, 0, 80, 'worth'));
    const discard = rows.find((r) => r.label === 'Never taking the discard: points lost per round');
    expect(discard?.a?.n).toBe(80);
    expect(discard?.a?.lo).toBeGreaterThan(0);
  }, 120_000);

  test('asked for only: without it, no deal is weighed and no row says so', () => {
    const s = spec({ worth: false });
    expect(worthDeals(s)).toBe(0);
    expect(
      figureRows(kapow, s, runDeals(kapow, s, 0, 1)).some((r) => r.key.startsWith('worth')),
    ).toBe(false);
    // A quarter of the deals compared, 20 at least, never more than compared.
    expect([
      worthDeals(spec({ rounds: 1000 })),
      worthDeals(spec({ rounds: 40 })),
      worthDeals(spec({ rounds: 5 })),
    ]).toEqual([250, 20, 5]);
  });
});

describe('a comparison that weighs, from outside', () => {
  test('a game without kinds weighs nothing; a link carries the weighing and old ones read without', async () => {
    const toy = checkSpec(TRICKS_MODULE, { ...defaultSpec(TRICKS_MODULE), worth: true });
    expect(toy.ok && toy.value.worth).toBe(false);
    expect(checkSpec(kapow, { ...spec(), worth: 'yes' })).toMatchObject({
      ok: false,
      error: { message: 'Weighing the moves is on or off.' },
    });
    const s = spec({ b: { kapowPenalty: 40 } });
    const link = new URL(labLink(kapow, s, 'https://example.test/'));
    expect(await readLink(kapow, link.hash)).toEqual({ kind: 'lab', spec: s });
    const { worth: _, ...old } = spec({ worth: false });
    expect(checkSpec(kapow, old)).toMatchObject({ ok: true, value: { worth: false } });
  });
});

describe('counting the kinds of move', () => {
  test("every seat's moves of a kind are counted, per round; the next deals are not moves", () => {
    // A kind every move is of: its count per round is the round's actions, over a match too.
    const every: AnyModule = { ...kapow, kinds: [{ name: 'moving', uses: () => true }] };
    const round = playLabDeal(every, {}, ['easy', 'easy'], 5, { unit: 'rounds' });
    expect(round['made:0']).toBe(round.actions);
    const match = playLabDeal(every, { rounds: 3 }, ['easy', 'easy'], 5, { unit: 'matches' });
    expect(match['made:0']).toBe((match.actions ?? NaN) / 3);
  });

  test('KAPOW!: taking the discard and powering up are counted, each a share of the moves', () => {
    const s = spec({ worth: false, rounds: 10 });
    const rows = figureRows(kapow, s, runDeals(kapow, s, 0, 10));
    const made = (label: string) => rows.find((r) => r.label === label)?.a?.value ?? NaN;
    const actions = rows.find((r) => r.key === 'actions')?.a?.value ?? NaN;
    for (const label of ['Taking the discard, per round', 'Building a powerset, per round']) {
      expect(made(label)).toBeGreaterThan(0);
      expect(made(label)).toBeLessThan(actions);
    }
  });
});

describe("Kapaga's figures in every game's lab", () => {
  test('its special cards are kinds of move, counted; its events tallied per round', async () => {
    const kapaga = (await gameById('kapaga')?.load()) as AnyModule;
    const s: LabSpec = {
      ...defaultSpec(kapaga),
      players: 4,
      seats: ['medium', 'medium', 'medium', 'medium'],
      rounds: 12,
    };
    const rows = figureRows(kapaga, s, runDeals(kapaga, s, 0, 12));
    const value = (label: string) => {
      const r = rows.find((x) => x.label === label);
      if (!r?.a) throw new Error(`no figure ${label}`);
      return r.a.value;
    };
    // R8-R19: the eight specials, each a kind of move; 2s and 8s come up in twelve rounds.
    expect((kapaga.kinds ?? []).map((k) => k.name)).toEqual([
      'playing the Joker',
      'playing the 5 of spades',
      'playing a 2',
      'playing an 8',
      'playing a 7',
      'playing a 9',
      'playing the 5 of clubs',
      'playing an ace',
    ]);
    expect(value('Playing a 2, per round')).toBeGreaterThan(0);
    expect(value('Playing an 8, per round')).toBeGreaterThan(0);
    // Every turn is a 'turn' event: fewer than the actions (a turn may draw, then play).
    const turns = value('Turns, per round');
    expect(turns).toBeGreaterThan(4);
    expect(turns).toBeLessThanOrEqual(value('Actions per round (all seats)'));
    // R25: nobody is eliminated in a first round (the scores start at 0).
    expect(value('Players eliminated, per round')).toBe(0);
    expect(value('Penalty cards drawn, per round')).toBeGreaterThan(0);
  });
});
