/**
 * The heuristic levels' choices (easy, medium, hard), each with its `Why`: what the bot
 * claims of the table, as plain JSON, which explain.ts words and the tests check against
 * the view. Everything is read from the seat's view and legal actions.
 *
 * easy melds what it sees: lays its contract when the finder finds it, lays off, takes the
 * discard only when it completes the contract or goes onto a meld, and discards its highest
 * card without a partner. medium plans the contract: it keeps the cards that bring it
 * closer (hand.ts `missing`), takes the discard when it does, pushes otherwise, and sheds
 * its highest card when down. hard also counts the unseen cards that would help (outs),
 * keeps its wilds, frees wilds, and weighs take against push by what the left player may
 * need (a wild, a card it can lay off, a rank pushed to it).
 */
import type { Level } from '../../../kit/levels';
import type { Action, Meld, PlayerView } from '../engine';
import {
  type Card,
  cardOf,
  fitIndex,
  isWild,
  layableWith,
  leftOf,
  missing,
  needsOf,
  placeOf,
  points,
  rankOf,
  suitOf,
  tableOf,
  unseenOf,
  wayCards,
  without,
} from './hand';

/** Why the left seat may want a card (C11): a wild, a lay-off for a seat that is down, a rank pushed to it. */
export type NeedReason = 'wild' | 'fits' | 'pushed';

export type Why =
  | { k: 'wait' }
  | { k: 'next' }
  | { k: 'take'; card: Card; for: 'contract'; before: number; after: number }
  | { k: 'take'; card: Card; for: 'layoff' | 'meld' | 'only' }
  | { k: 'take'; card: Card; for: 'deny'; left: number; need: NeedReason }
  | {
      k: 'push';
      card: Card;
      left: number;
      short: number;
      for: 'no-help' | 'not-complete' | 'no-fit';
    }
  | { k: 'push'; card: Card; left: number; short: number; for: 'stall'; cards: number }
  | { k: 'searched'; card: Card; act: 'take' | 'push'; worlds: number; gain: number; left: number }
  | { k: 'contract'; melds: Meld[] }
  | { k: 'meld'; melds: Meld[] }
  | { k: 'layoff'; card: Card; meld: number }
  | { k: 'free'; card: Card; meld: number; wild: Card }
  | {
      k: 'discard';
      card: Card;
      for: 'no-help' | 'least' | 'alone' | 'high' | 'safe' | 'last' | 'plain' | 'slip';
      short: number;
    }
  | { k: 'discard'; card: Card; for: 'dump'; short: number; out: number; cards: number };

export interface Choice {
  action: Action;
  why: Why;
  /** A card kept, and the cards in hand it goes with (a wild, its rank, its suit's neighbours). */
  keep?: { card: Card; with: Card[]; as: 'set' | 'run' };
}

/** What a level does differently. */
interface Style {
  outs: boolean;
  keepWilds: boolean;
  frees: boolean;
  deny: boolean;
  planned: boolean;
}
const STYLES: Record<Exclude<Level, 'expert'>, Style> = {
  easy: { outs: false, keepWilds: false, frees: false, deny: false, planned: false },
  medium: { outs: false, keepWilds: false, frees: false, deny: false, planned: true },
  hard: { outs: true, keepWilds: true, frees: true, deny: true, planned: true },
};
export const styleOf = (level: Level): Style => STYLES[level === 'expert' ? 'hard' : level];

/** C11: does the left seat (as the view shows it) have a use for `c`. */
export function mayNeed(view: PlayerView, c: Card): NeedReason | null {
  const left = leftOf(view);
  if (isWild(c, view.rules.wildTwos)) return 'wild';
  if (view.down[left] && fitIndex(tableOf(view), c, view.rules.wildTwos) >= 0) return 'fits';
  const got = view.pushes.filter((p) => leftOf(view, p.seat) === left);
  if (got.some((p) => rankOf(cardOf(p.discard)) === rankOf(c))) return 'pushed';
  return null;
}

/** The cards in `hand` that go with `c`: wilds and its rank (a set), or its suit within two places (a run). */
export function partners(
  hand: readonly Card[],
  c: Card,
  wildTwos: boolean,
): Omit<NonNullable<Choice['keep']>, 'card'> | null {
  const rest = without(hand, c);
  const same = rest.filter((d) => !isWild(d, wildTwos) && rankOf(d) === rankOf(c));
  if (same.length > 0) return { with: same, as: 'set' };
  const near = rest.filter(
    (d) =>
      !isWild(d, wildTwos) &&
      suitOf(d) === suitOf(c) &&
      d !== c &&
      Math.abs(placeOf(d) - placeOf(c)) <= 2,
  );
  if (near.length > 0) return { with: near, as: 'run' };
  return null;
}

/** The finder calls one discard's outs may make, and the discards whose outs are counted. */
const OUTS_CALLS = 30;
const OUTS_ROWS = 4;

/** How many unseen cards would bring `hand` a card closer (hard's tie-break), from a bounded few kinds. */
function outs(
  view: PlayerView,
  hand: readonly Card[],
  unseen: readonly number[],
  now: number,
): number {
  if (now === 0) return 0;
  // A bounded count, in card order (the finder's failing searches are the slow ones).
  let calls = OUTS_CALLS;
  const needs = needsOf(view);
  const w = view.rules.wildTwos;
  let n = 0;
  for (let c = 0; c < unseen.length; c++) {
    const k = unseen[c] ?? 0;
    if (k === 0) continue;
    if (isWild(c, w)) {
      n += k;
      continue;
    }
    if (
      !hand.some(
        (d) =>
          !isWild(d, w) &&
          (rankOf(d) === rankOf(c) ||
            (suitOf(d) === suitOf(c) && Math.abs(placeOf(d) - placeOf(c)) <= 2)),
      )
    )
      continue;
    if (calls-- <= 0) break;
    if (layableWith([...hand, c], needs, w, now - 1)) n += k;
  }
  return n;
}

const SET3 = [{ kind: 'set' as const, length: 3 }];
const RUN3 = [{ kind: 'run' as const, length: 3 }];
/** C8: does `c` make a new meld of 3 with the hand that the hand alone does not. */
export function makesMeld(hand: readonly Card[], c: Card, w: boolean): boolean {
  const more = [...hand, c];
  return (
    (missing(hand, SET3, w) > 0 && missing(more, SET3, w) === 0) ||
    (missing(hand, RUN3, w) > 0 && missing(more, RUN3, w) === 0)
  );
}

const discards = (legal: readonly Action[]) =>
  legal.filter((a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard');

/**
 * Hard's weights and habits (the arena's `--tune` may override them, research only).
 * `stallAt`: push to a left seat that is down with at most this many cards (two more cards
 * slow its going out) rather than take a card that does not complete the contract.
 * `denyUp`: take a card the left seat may need while it is not down (off: a push gives it
 * two cards, which costs it more than the card helps).
 */
export const TUNE = {
  stallAt: 2,
  denyUp: false,
  outs: 1,
  points: 0.3,
  wilds: 50,
  danger: 8,
  pairs: 4,
};

/** The draw: take or push (C11). */
function draw(view: PlayerView, legal: readonly Action[], st: Style): Choice {
  const take = legal.find((a) => a.type === 'take') as Action;
  const push = legal.find((a) => a.type === 'push');
  const top = cardOf(view.discard[view.discard.length - 1] as string);
  const hand = view.hand.map(cardOf);
  const w = view.rules.wildTwos;
  const left = leftOf(view);
  if (!push) return { action: take, why: { k: 'take', card: top, for: 'only' } };
  const cards = view.handSizes[left] ?? 0;
  const stall = st.deny && view.down[left] === true && cards <= TUNE.stallAt;
  const stalled = (short: number): Choice => ({
    action: push,
    why: { k: 'push', card: top, left, short, for: 'stall', cards },
  });
  const needs = needsOf(view);
  const before = view.down[view.seat] ? 0 : missing(hand, needs, w);
  if (view.down[view.seat]) {
    if (stall) return stalled(0);
    if (fitIndex(tableOf(view), top, w) >= 0)
      return { action: take, why: { k: 'take', card: top, for: 'layoff' } };
    if (makesMeld(hand, top, w))
      return { action: take, why: { k: 'take', card: top, for: 'meld' } };
    return { action: push, why: { k: 'push', card: top, left, short: 0, for: 'no-fit' } };
  }
  const after = missing([...hand, top], needs, w);
  const gains = st.planned ? after < before : after === 0 && before > 0;
  if (gains && !(stall && after > 0))
    return { action: take, why: { k: 'take', card: top, for: 'contract', before, after } };
  if (stall) return stalled(before);
  if (st.deny && TUNE.denyUp && !view.down[left]) {
    const need = mayNeed(view, top);
    if (need) return { action: take, why: { k: 'take', card: top, for: 'deny', left, need } };
  }
  const why = after < before ? 'not-complete' : 'no-help';
  return { action: push, why: { k: 'push', card: top, left, short: before, for: why } };
}

/** The meld stage's moves before the discard: the contract, new melds, frees, lay-offs. */
function melds(view: PlayerView, legal: readonly Action[], st: Style): Choice | null {
  const w = view.rules.wildTwos;
  const laid = (a: Action) => (a.type === 'meld' ? wayCards(a.melds) : []);
  const worth = (a: Action) => laid(a).reduce((s, c) => s + points(c) + 100, 0);
  let best: Extract<Action, { type: 'meld' }> | null = null;
  for (const a of legal)
    if (a.type === 'meld' && (best === null || (st.planned && worth(a) > worth(best)))) best = a;
  if (best)
    return {
      action: best,
      why: { k: view.down[view.seat] ? 'meld' : 'contract', melds: best.melds },
    };
  if (st.frees) {
    const free = legal.find((a) => a.type === 'free');
    if (free?.type === 'free') {
      const m = tableOf(view)[free.meld];
      const wild = m?.cards[free.index] ?? cardOf(free.card);
      return { action: free, why: { k: 'free', card: cardOf(free.card), meld: free.meld, wild } };
    }
  }
  let off: Extract<Action, { type: 'layoff' }> | null = null;
  for (const a of legal)
    if (a.type === 'layoff' && (off === null || points(cardOf(a.card)) > points(cardOf(off.card))))
      off = a;
  if (off) return { action: off, why: { k: 'layoff', card: cardOf(off.card), meld: off.meld } };
  void w;
  return null;
}

/** The discard's candidates ranked, best first, with the claim each would make. */
export function rankDiscards(view: PlayerView, legal: readonly Action[], level: Level): Choice[] {
  const st = styleOf(level);
  const hand = view.hand.map(cardOf);
  const w = view.rules.wildTwos;
  const ds = discards(legal);
  const seen = new Set<string>();
  const uniq = ds.filter((a) => !seen.has(a.card) && seen.add(a.card));
  if (hand.length === 1 && uniq[0])
    return [
      { action: uniq[0], why: { k: 'discard', card: hand[0] as Card, for: 'last', short: 0 } },
    ];
  const down = view.down[view.seat] === true;
  const needs = needsOf(view);
  const now = down ? 0 : missing(hand, needs, w);
  const unseen = st.outs && !down ? unseenOf(view) : [];
  const rows = uniq.map((a) => {
    const c = cardOf(a.card);
    const rest = without(hand, c);
    const short = down ? 0 : missing(rest, needs, w);
    const alone = partners(hand, c, w) === null && !isWild(c, w);
    let score: number;
    if (!st.planned) score = (alone ? 0 : 1000) + (isWild(c, w) ? 500 : 0) - points(c);
    else {
      score = short * 100 - points(c) * (st.outs ? TUNE.points : 0.3);
      if (st.keepWilds && isWild(c, w)) score += TUNE.wilds;
      if (st.deny && mayNeed(view, c) && !isWild(c, w)) score += TUNE.danger;
      if (down && !alone && st.deny) score += TUNE.pairs;
    }
    return { a, c, short, alone, score };
  });
  if (st.outs && !down) {
    const least = Math.min(...rows.map((r) => r.short));
    const tied = rows.filter((x) => x.short === least).sort((x, y) => x.score - y.score);
    for (const r of tied.slice(0, OUTS_ROWS))
      r.score -= TUNE.outs * outs(view, without(hand, r.c), unseen, r.short);
  }
  rows.sort((x, y) => x.score - y.score);
  const leastShort = Math.min(...rows.map((r) => r.short));
  const highest = Math.max(...rows.map((r) => points(r.c)));
  return rows.map((r) => {
    let why: Extract<Why, { k: 'discard' }>['for'];
    if (!st.planned && r.alone) why = 'alone';
    else if (!down && r.short === now) why = 'no-help';
    else if (!down && r.short === leastShort) why = 'least';
    else if (points(r.c) === highest) why = 'high';
    else if (down && mayNeed(view, r.c) === null) why = 'safe';
    else why = 'plain';
    const kept = hand.find((d) => d !== r.c && !isWild(d, w) && partners(without(hand, r.c), d, w));
    const p = kept === undefined ? null : partners(without(hand, r.c), kept, w);
    return {
      action: r.a,
      why: { k: 'discard', card: r.c, for: why, short: r.short },
      ...(kept !== undefined && p && { keep: { card: kept, ...p } }),
    };
  });
}

/** A heuristic level's choice (the expert starts from hard's). */
export function choose(view: PlayerView, legal: readonly Action[], level: Level): Choice {
  const st = styleOf(level);
  if (view.stage === 'draw') return draw(view, legal, st);
  const m = melds(view, legal, st);
  if (m) return m;
  const ranked = rankDiscards(view, legal, level);
  const first = ranked[0];
  if (!first) throw new Error('Cap-It bot: the meld stage offers no discard');
  return first;
}
