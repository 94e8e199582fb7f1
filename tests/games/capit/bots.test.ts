// Cap-It's bots (src/games/capit/bots): every level acts legally from its seat's view over
// many seeded states, every reason's claim is true of the table (checked here from the view
// and the engine, independently of the bot's own ranking), and the expert reads no hidden
// card: a view dealt again by determinize gives the same decision with the same seed.
import { describe, expect, test } from 'vitest';
import { BOTS, createCapitBot } from '../../../src/games/capit/bots';
import { EXPERT } from '../../../src/games/capit/bots/expert';
import {
  cardOf,
  fitIndex,
  isWild,
  missing,
  needsOf,
  points,
  rankOf,
  tableOf,
  without,
} from '../../../src/games/capit/bots/hand';
import type { Why } from '../../../src/games/capit/bots/think';
import {
  type Action,
  actionsFor,
  applyAction,
  type CapitRules,
  determinize,
  fromSetup,
  type Game,
  newGame,
  type PlayerView,
  playerView,
} from '../../../src/games/capit/engine';
import { waysToLay } from '../../../src/games/capit/engine/fast';
import type { Level } from '../../../src/kit/levels';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const LEVELS: Level[] = ['easy', 'medium', 'hard', 'expert'];

/** The left seat may want `c`, read straight from the view (C11). */
function leftMayWant(view: PlayerView, c: number): boolean {
  const left = (view.seat + 1) % view.players;
  if (isWild(c, view.rules.wildTwos)) return true;
  if (view.down[left] && fitIndex(tableOf(view), c, view.rules.wildTwos) >= 0) return true;
  return view.pushes.some(
    (p) => (p.seat + 1) % view.players === left && rankOf(cardOf(p.discard)) === rankOf(c),
  );
}

/** Checks a decision's claim against the view it was made from; returns what is false, or null. */
function falseClaim(
  view: PlayerView,
  legal: readonly Action[],
  a: Action,
  why: Why,
): string | null {
  const hand = view.hand.map(cardOf);
  const needs = needsOf(view);
  const w = view.rules.wildTwos;
  const down = view.down[view.seat] === true;
  const top =
    view.discard.length > 0 ? cardOf(view.discard[view.discard.length - 1] as string) : -1;
  const table = tableOf(view);
  const discardable = [
    ...new Set(legal.flatMap((x) => (x.type === 'discard' ? [cardOf(x.card)] : []))),
  ];
  switch (why.k) {
    case 'take':
      if (a.type !== 'take' || why.card !== top) return 'a take names the top card';
      if (why.for === 'contract') {
        const after = missing([...hand, top], needs, w);
        if (!(after === why.after && why.before === missing(hand, needs, w) && after < why.before))
          return 'take: closer';
        if (after === 0 && waysToLay([...hand, top], needs, w).length === 0)
          return 'take: holds the contract';
      }
      if (why.for === 'layoff' && !(down && fitIndex(table, top, w) >= 0))
        return 'take: lays it off';
      if (why.for === 'meld') {
        const set = [{ kind: 'set' as const, length: 3 }];
        const run = [{ kind: 'run' as const, length: 3 }];
        const more = [...hand, top];
        const makes = (n: { kind: 'set' | 'run'; length: number }[]) =>
          waysToLay(hand, n, w, -1, 1).length === 0 && waysToLay(more, n, w, -1, 1).length > 0;
        if (!(down && (makes(set) || makes(run)))) return 'take: makes a meld';
      }
      if (why.for === 'only' && legal.some((x) => x.type === 'push')) return 'take: no push';
      if (why.for === 'deny' && !leftMayWant(view, top)) return 'take: the left seat may want it';
      return null;
    case 'push':
      if (a.type !== 'push' || why.card !== top) return 'a push names the top card';
      if (why.for === 'stall') {
        const left = (view.seat + 1) % view.players;
        return view.down[left] && view.handSizes[left] === why.cards && why.cards <= 3
          ? null
          : 'push: stalls';
      }
      if (why.for === 'no-fit')
        return down && fitIndex(table, top, w) < 0 ? null : 'push: fits nothing';
      if (why.for === 'no-help' && why.short === 0 && missing(hand, needs, w) !== 0)
        return 'push: holds it';
      if (why.for === 'no-help')
        return !down && missing([...hand, top], needs, w) >= missing(hand, needs, w)
          ? null
          : 'push: no help';
      return !down && missing([...hand, top], needs, w) > 0 ? null : 'push: not complete';
    case 'searched':
      return a.type === why.act && why.card === top && why.gain > 0 ? null : 'searched';
    case 'contract':
      return a.type === 'meld' && !down ? null : 'contract: not down yet';
    case 'meld':
      return a.type === 'meld' && down ? null : 'meld: down';
    case 'layoff': {
      const m = table[why.meld];
      return a.type === 'layoff' && m && fitIndex([m], why.card, w) === 0 ? null : 'layoff: fits';
    }
    case 'free':
      return a.type === 'free' && table[why.meld]?.cards.includes(why.wild) && isWild(why.wild, w)
        ? null
        : 'free: a wild';
    case 'discard': {
      if (a.type !== 'discard' || cardOf(a.card) !== why.card) return 'a discard names its card';
      const c = why.card;
      const short = (x: number) => missing(without(hand, x), needs, w);
      if (why.for === 'last') return hand.length === 1 ? null : 'last card';
      if (why.for === 'no-help' && why.short === 0 && missing(hand, needs, w) !== 0)
        return 'push: holds it';
      if (why.for === 'no-help')
        return !down && short(c) === missing(hand, needs, w) && short(c) === why.short
          ? null
          : 'no help';
      if (why.for === 'least')
        return !down && discardable.every((d) => short(c) <= short(d)) ? null : 'least needed';
      if (why.for === 'dump') {
        const out = view.down[why.out] && view.handSizes[why.out] === why.cards && why.cards <= 3;
        const highest = discardable.every((d) => points(c) >= points(d));
        return out && highest && !down && missing(hand, needs, w) >= 2 ? null : 'dump';
      }
      if (why.for === 'high')
        return discardable.every((d) => points(c) >= points(d)) ? null : 'highest';
      if (why.for === 'safe') return down && !leftMayWant(view, c) ? null : 'safe';
      if (why.for === 'alone') {
        const rest = without(hand, c);
        const alone =
          !isWild(c, w) &&
          !rest.some(
            (d) =>
              !isWild(d, w) &&
              (rankOf(d) === rankOf(c) ||
                ((d & 3) === (c & 3) &&
                  Math.abs((((d >> 2) + 12) % 13) - (((c >> 2) + 12) % 13)) <= 2)),
          );
        return alone ? null : 'alone';
      }
      return null;
    }
    default:
      return null;
  }
}

interface Seen {
  decisions: number;
  kinds: Set<string>;
}

/** Plays seeded games with `levels` at the seats, checking each decision; returns what it saw. */
function playChecked(
  seed: number,
  levels: Level[],
  steps: number,
  seen: Seen,
  rules: Partial<CapitRules> = {},
): void {
  const bots = levels.map((l, s) => createCapitBot(l, { seed: seed + s, iterations: 2 }));
  const r = newGame({ players: levels.length, seed, rules });
  if (!r.ok) throw new Error(r.error.message);
  let g: Game = r.value;
  for (let k = 0; k < steps && g.phase !== 'game-over'; k++) {
    if (g.phase === 'round-over') {
      const next = applyAction(g, { type: 'next-round' });
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
      continue;
    }
    const seat = g.turn;
    const view = playerView(g, seat);
    const legal = actionsFor(g, seat);
    const d = (bots[seat] ?? bots[0])?.decide(view, legal);
    if (!d?.action) throw new Error('no action on turn');
    expect(legal.some((x) => same(x, d.action))).toBe(true);
    const why = d.why as Why;
    const wrong = falseClaim(view, legal, d.action, why);
    if (wrong)
      throw new Error(
        `${levels[seat]}: ${wrong}: ${JSON.stringify(why)} in ${JSON.stringify(view)}`,
      );
    expect(d.reason.length).toBeGreaterThan(0);
    expect(d.reason.map((t) => t.text).join('')).not.toMatch(/undefined|NaN|\[object/);
    seen.decisions++;
    seen.kinds.add(`${why.k}:${'for' in why ? why.for : ''}`);
    const next = applyAction(g, d.action);
    if (!next.ok) throw new Error(next.error.message);
    g = next.value;
  }
}

describe('Cap-It bots', () => {
  test('C5-C14: every heuristic level acts legally, and every reason is true of the table', () => {
    const seen: Seen = { decisions: 0, kinds: new Set() };
    for (let seed = 1; seed <= 4; seed++) {
      const levels: Level[] =
        seed % 2
          ? ['easy', 'medium', 'hard', 'medium']
          : ['hard', 'easy', 'medium', 'hard', 'easy', 'medium'];
      playChecked(seed, levels, 500, seen);
    }
    expect(seen.decisions).toBeGreaterThan(800);
    // The checks above met the common claims.
    for (const k of [
      'take:contract',
      'push:no-help',
      'contract:',
      'layoff:',
      'discard:no-help',
      'discard:high',
    ])
      expect([...seen.kinds]).toContain(k);
  });

  test('C4, C9, C11: legal with true reasons under other rules (no push, no wild 2s, other hands)', () => {
    const seen: Seen = { decisions: 0, kinds: new Set() };
    const rules: Partial<CapitRules>[] = [
      { push: false },
      { wildTwos: false, handSize: 13 },
      { handSize: 7, meldOptions: 1, contracts: [[{ kind: 'run', length: 5 }]], rounds: 1 },
    ];
    rules.forEach((x, i) => {
      playChecked(100 + i, ['easy', 'medium', 'hard', 'expert', 'hard'], 250, seen, x);
    });
    expect([...seen.kinds]).toContain('take:only');
    expect(seen.decisions).toBeGreaterThan(400);
  });

  test('C11: the expert acts legally with true reasons (few worlds)', () => {
    const seen: Seen = { decisions: 0, kinds: new Set() };
    const dumpAt = EXPERT.dumpAt;
    EXPERT.dumpAt = 3;
    try {
      playChecked(41, ['expert', 'hard', 'medium', 'easy'], 500, seen);
      playChecked(42, ['hard', 'expert', 'hard', 'expert'], 300, seen);
    } finally {
      EXPERT.dumpAt = dumpAt;
    }

    expect(seen.decisions).toBeGreaterThan(200);
  });

  test('the expert reads no hidden card: a view dealt again by determinize decides the same', () => {
    let compared = 0;
    for (let seed = 3; seed < 9; seed++) {
      const r = newGame({ players: 4, seed });
      if (!r.ok) throw new Error(r.error.message);
      let g = r.value;
      const hard = createCapitBot('hard', { seed });
      for (let k = 0; k < 60 && g.phase === 'playing'; k++) {
        const seat = g.turn;
        const view = playerView(g, seat);
        const legal = actionsFor(g, seat);
        if (k % 7 === 3) {
          const world = determinize(view, seed * 31 + k);
          if (!world.ok) throw new Error(world.error.message);
          const view2 = playerView(world.value, seat);
          const a = createCapitBot('expert', { seed: 5, iterations: 4 }).decide(view, legal);
          const b = createCapitBot('expert', { seed: 5, iterations: 4 }).decide(
            view2,
            actionsFor(world.value, seat),
          );
          expect(same(a.action, b.action)).toBe(true);
          expect(same(a.reason, b.reason)).toBe(true);
          compared++;
        }
        const d = hard.decide(view, legal);
        const next = applyAction(g, d.action as Action);
        if (!next.ok) throw new Error(next.error.message);
        g = next.value;
      }
    }
    expect(compared).toBeGreaterThan(30);
  });

  test('C13, C14: the expert sheds its highest card when a seat may go out before its contract (dumpAt)', () => {
    const r = fromSetup({
      hands: [
        ['KS', 'QD', '4C', '6H', '8C', 'TD', '3S', '5D', 'JC', 'AH', '8H'],
        ['4D', '5S'],
        ['3H', '3D', '4S', '5H', '6S', '6D', 'TS', 'JH', 'QS', 'KD'],
        ['3C', '4H', '5C', '6C', '7C', '9C', 'TC', 'JD', 'QC', 'KC'],
      ],
      discard: ['8D'],
      table: [
        { owner: 1, kind: 'set', cards: ['7S', '7H', '7D'] },
        { owner: 1, kind: 'set', cards: ['9S', '9H', '9D'] },
      ],
      turn: 0,
      stage: 'meld',
    });
    if (!r.ok) throw new Error(r.error.message);
    const view = playerView(r.value, 0);
    const legal = actionsFor(r.value, 0);
    const dumpAt = EXPERT.dumpAt;
    EXPERT.dumpAt = 2;
    try {
      const d = createCapitBot('expert', { seed: 1, iterations: 4 }).decide(view, legal);
      const why = d.why as Why;
      expect(why).toMatchObject({ k: 'discard', for: 'dump', out: 1, cards: 2 });
      expect(falseClaim(view, legal, d.action as Action, why)).toBeNull();
      expect(d.action).toMatchObject({ type: 'discard' });
      expect(points(cardOf((d.action as { card: string }).card))).toBe(15);
    } finally {
      EXPERT.dumpAt = dumpAt;
    }
  });

  test('the hint speaks to the seat: no reason names its own seat, each starts with a capital', () => {
    const r = newGame({ players: 4, seed: 12 });
    if (!r.ok) throw new Error(r.error.message);
    let g = r.value;
    const hint = createCapitBot('hard', { seed: 1, voice: 'advice' });
    for (let k = 0; k < 120 && g.phase === 'playing'; k++) {
      const seat = g.turn;
      const d = hint.decide(playerView(g, seat), actionsFor(g, seat));
      expect(d.reason.some((t) => t.kind === 'seat' && t.seat === seat)).toBe(false);
      expect(d.reason[0]?.text ?? '').toMatch(/^[A-Z]/);
      const next = applyAction(g, d.action as Action);
      if (!next.ok) throw new Error(next.error.message);
      g = next.value;
    }
  });

  test('off turn a bot does nothing; at round-over it starts the next round', () => {
    const r = newGame({ players: 4, seed: 2 });
    if (!r.ok) throw new Error(r.error.message);
    const g = r.value;
    const off = (g.turn + 1) % 4;
    for (const level of LEVELS) {
      const bot = BOTS.create(level, { seed: 1, repeatable: true });
      const d = bot.decide(playerView(g, off), actionsFor(g, off));
      expect(d.action).toBeNull();
      expect(d.reason.length).toBeGreaterThan(0);
      const n = bot.decide(playerView(g, off), [{ type: 'next-round' }]);
      expect(n.action).toEqual({ type: 'next-round' });
    }
  });
});
