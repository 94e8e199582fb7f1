/**
 * Kai's rule-based play (medium and hard): every legal action is given the points Kai
 * expects to keep with it (value.ts), and the lowest wins. The styles differ in what they
 * weigh, never in what they see: hard also weighs the card it leaves the next seat, a
 * KAPOW! swap after the play (K12), the draw pile's expected card, and going out (K18).
 */
import type { Action, PlayerView, Where } from '../engine';
import { finish, type Play, place, playsFor, swapOptions, swapped } from './plays';
import { cardOf, type Hand, handOf, readTable, type Table } from './table';
import { handCost, handPoints, type Outlook, outlook, RECKONING, type Reckoning } from './value';

export interface Style {
  /** Weigh what the card left on the discard pile gives the next seat. */
  gift: boolean;
  /** Count the best KAPOW! swap after a play (K12). */
  swapLook: boolean;
  /** Take the discard only when it beats the draw pile's expected card. */
  drawExpect: boolean;
  /** Going out (K15, K18): weigh the doubling and the turns it takes from the others. */
  outCheck: 'full' | 'naive';
  /** How the rest of the round is reckoned (value.ts). */
  reckon: Reckoning;
}

export const MEDIUM: Style = {
  gift: false,
  swapLook: false,
  drawExpect: false,
  outCheck: 'naive',
  reckon: RECKONING,
};
export const HARD: Style = {
  gift: true,
  swapLook: true,
  drawExpect: true,
  outCheck: 'full',
  reckon: RECKONING,
};
/** The expert's own reckoning (search aside): hard's rules with its hand values mended. */
export const EXPERT_STYLE: Style = { ...HARD, reckon: { ...RECKONING } };

/** Why an option costs what it does: what the explanation reads. */
export interface Option {
  action: Action;
  /** Points Kai expects to keep (lower is better), relative to the others when going out. */
  cost: number;
  /** The hand right after the action itself (before any swap Kai plans, K12, and K13). */
  played: Hand;
  /** The KAPOW! swap Kai plans after this play (hard, K12), counted in `hand`. */
  plan: { a: Where; b: Where } | null;
  /** The hand as the turn ends (K13), the planned swap made. */
  hand: Hand;
  /** Triads this completes (K13). */
  done: number[];
  /** The card it leaves on the discard pile (-1 unseen, null: unchanged). */
  top: number | null;
  /** Points the next seat may gain from that card (hard). */
  gift: number;
  /** Going out: own points, the others' expected, and the chance of doubling (K18). */
  out: { mine: number; others: number; doubled: number } | null;
}

export interface Ctx {
  tb: Table;
  style: Style;
  o: Outlook;
  /** The others, worked out when first asked for (`opponents`). */
  opp: Opp[] | null;
  gifts: Map<number, number>;
  /** The next seat's outlook and expected points, worked out at the first gift asked. */
  next: { o: Outlook; before: number } | null;
}

/** Another seat's expected points: over the rest of the round, and after one final turn. */
export interface Opp {
  seat: number;
  now: number;
  final: number;
  downs: number;
}

export function opponents(c: Ctx): Opp[] {
  if (c.opp) return c.opp;
  const tb = c.tb;
  c.opp = tb.hands.flatMap((h, seat) =>
    seat === tb.seat
      ? []
      : [
          {
            seat,
            now: handCost(h, outlook(tb, seat, false, c.style.reckon)),
            final: handCost(h, outlook(tb, seat, true, c.style.reckon)),
            downs: h.reduce((n, t) => n + t.filter((x) => x.kind === 'down').length, 0),
          },
        ],
  );
  return c.opp;
}

export function context(view: PlayerView, style: Style): Ctx {
  const tb = readTable(view);
  const o = outlook(tb, tb.seat, false, style.reckon);
  return { tb, style, o, opp: null, gifts: new Map(), next: null };
}

const mine = (c: Ctx): Hand => handOf(c.tb, c.tb.seat);

/** What card `card` on the discard pile is worth to the next seat (hard's defence). */
function gift(c: Ctx, card: number): number {
  const cached = c.gifts.get(card);
  if (cached !== undefined) return cached;
  const seat = (c.tb.seat + 1) % c.tb.players;
  const h = handOf(c.tb, seat);
  // One outlook (and its triad costs, memoised) for every card a decision asks about.
  c.next ??= (() => {
    const o = outlook(c.tb, seat, false, c.style.reckon);
    return { o, before: handCost(h, o) };
  })();
  const { o, before } = c.next;
  let best = before;
  for (const p of playsFor(h, card, seat, false)) {
    const { hand } = place(h, card, p);
    best = Math.min(best, handCost(finish(hand, null).hand, o));
  }
  // The next seat takes it only when it helps, and not always then.
  const g = 0.7 * Math.max(0, before - best);
  c.gifts.set(card, g);
  return g;
}

const downs = (h: Hand): number =>
  h.reduce((n, t) => n + t.filter((x) => x.kind === 'down').length, 0);

/** K15, K18: what going out with this hand is worth, against the others' expected scores. */
function outValue(c: Ctx, h: Hand): { cost: number; out: NonNullable<Option['out']> } {
  const pts = handPoints(h, c.tb.mean, c.tb.penalty);
  const doubling = c.tb.view.rules.goingOutPenalty === 'double' && pts > 0;
  const opp = opponents(c);
  const others = Math.min(...opp.map((x) => x.final));
  if (c.style.outCheck === 'naive') {
    const shown = Math.min(
      ...opp.map((x) => handPoints(handOf(c.tb, x.seat), c.tb.mean, c.tb.penalty)),
    );
    const doubled = doubling && pts >= shown ? 1 : 0;
    return { cost: pts * (1 + doubled), out: { mine: pts, others: shown, doubled } };
  }
  const spread = 2 + 1.5 * Math.max(...opp.map((x) => x.downs));
  const doubled = doubling ? 1 / (1 + Math.exp((others - pts - 0.5) / spread)) : 0;
  // Going out ends the others' chances to improve: their final turn is their last.
  const denied = opp.reduce((s, x) => s + (x.final - x.now), 0) / opp.length;
  return { cost: pts * (1 + doubled) - denied, out: { mine: pts, others, doubled } };
}

/** An option's value once the turn ends (K13): complete triads go, the top card is left. */
function settle(
  c: Ctx,
  action: Action,
  moved: { played: Hand; plan?: Option['plan']; hand?: Hand },
  top: number | null,
  full: boolean,
): Option {
  const hand = moved.hand ?? moved.played;
  const fin = finish(hand, top);
  let cost = handCost(fin.hand, c.o);
  let out: Option['out'] = null;
  if (c.tb.view.wentOut === null && downs(fin.hand) === 0) {
    const v = outValue(c, fin.hand);
    cost = v.cost;
    out = v.out;
  }
  // The card the next seat finds on the discard pile, whoever put it there: counted alike at
  // every stage of the turn, so the swap Kai plans at its play is the swap it makes after.
  const left = fin.top !== null && fin.top >= 0 ? fin.top : null;
  const g = full && c.style.gift && left !== null && out === null ? gift(c, left) : 0;
  const plan = moved.plan ?? null;
  return {
    action,
    cost: cost + g,
    played: moved.played,
    plan,
    hand: fin.hand,
    done: fin.done,
    top: fin.top,
    gift: g,
    out,
  };
}

/**
 * The best KAPOW! swap after a play (K12), valued as the swap stage will value it (the card
 * left to the next seat too), made only for a gain that shows: the swap Kai will make.
 */
function bestSwap(c: Ctx, h: Hand, top: number | null): { hand: Hand; plan: Option['plan'] } {
  const none = { hand: h, plan: null };
  if (!h.some((t) => t.some((x) => x.kw && x.kind === 'up'))) return none;
  let best: { hand: Hand; plan: Option['plan'] } = none;
  const end: Action = { type: 'end', seat: c.tb.seat };
  let bestCost = shown(settle(c, end, { played: h }, top, true).cost);
  // Only the swaps K12 allows: a KAPOW! card in a complete triad stays in it, and so on.
  for (const a of swapOptions(h, c.tb.seat)) {
    const s = swapped(h, a.a, a.b);
    const cost = shown(settle(c, a, { played: s }, top, true).cost);
    if (cost < bestCost) {
      best = { hand: s, plan: { a: a.a, b: a.b } };
      bestCost = cost;
    }
  }
  return best;
}

/** A play of drawn card `d` with `topBefore` the discard top under it. */
export function playOption(
  c: Ctx,
  d: number,
  p: Play,
  topBefore: number | null,
  full = true,
): Option {
  const { hand, gave } = place(mine(c), d, p);
  const top = gave ?? topBefore;
  const planned = full && c.style.swapLook ? bestSwap(c, hand, top) : { hand, plan: null };
  return settle(c, p, { played: hand, ...planned }, top, full);
}

/** The best play of card `d`: its expected points. */
function bestPlayCost(c: Ctx, d: number, mayDiscard: boolean, topBefore: number | null): number {
  let best = Number.POSITIVE_INFINITY;
  // Hard values a card to come as it will value its play (the card it leaves too): else it
  // takes a discard for a play it then rejects, and passes it back on a card of the same value.
  const full = c.style.gift;
  for (const p of playsFor(mine(c), d, c.tb.seat, mayDiscard))
    best = Math.min(best, playOption(c, d, p, topBefore, full).cost);
  return best;
}

/** K10: the discard's best play against the draw pile's (hard: its expected card). */
function drawOptions(c: Ctx, legal: readonly Action[]): Option[] {
  const v = c.tb.view;
  const h = mine(c);
  const below = v.discard[v.discard.length - 2];
  const under = below === undefined ? null : cardOf(below);
  const now = handCost(h, c.o);
  return legal.map((a) => {
    let cost: number;
    if (a.type === 'draw' && a.from === 'discard' && c.tb.top !== null) {
      const keep = !v.rules.discardTakenCard || v.stock === 0;
      cost = bestPlayCost(c, c.tb.top, !keep, under);
    } else if (c.style.drawExpect) {
      cost = 0;
      c.tb.unseen.forEach((n, card) => {
        if (n > 0) cost += (n / c.tb.unseenTotal) * bestPlayCost(c, card, true, c.tb.top);
      });
    } else cost = now - 1.5;
    return standing(a, cost, h);
  });
}

/** An option that leaves the hand as it stands (a draw, a reveal: the hand is unseen yet). */
const standing = (action: Action, cost: number, h: Hand): Option => ({
  action,
  cost,
  played: h,
  plan: null,
  hand: h,
  done: [],
  top: null,
  gift: 0,
  out: null,
});

/** K9: reveal where it tells the most: a triad with no card up yet, the middle first. */
function revealOptions(c: Ctx, legal: readonly Action[]): Option[] {
  const h = mine(c);
  return legal.map((a) => {
    const at = a.type === 'reveal' ? a.at : { triad: 0, pos: 0 };
    const t = h[at.triad] ?? [];
    const up = t.filter((x) => x.kind === 'up').length;
    return standing(a, up * 10 + (at.pos === 1 ? 0 : at.pos === 2 ? 1 : 2) + at.triad * 0.1, h);
  });
}

/** Every legal action with its expected points, best (lowest) first. */
export function rank(view: PlayerView, legal: readonly Action[], style: Style): Option[] {
  const c = context(view, style);
  const stage = view.stage;
  let opts: Option[];
  if (stage === 'reveal') opts = revealOptions(c, legal);
  else if (stage === 'draw') opts = drawOptions(c, legal);
  else if (stage === 'play') {
    const d = c.tb.drawn;
    opts = legal.map((a) => {
      if (a.type !== 'discard' && a.type !== 'replace' && a.type !== 'power')
        return settle(c, a, { played: mine(c) }, c.tb.top, true);
      if (d === null) throw new Error(`rank: a ${a.type} without a drawn card in view`);
      return playOption(c, d, a, c.tb.top);
    });
  } else opts = swapStage(c, legal);
  return opts.sort((x, y) => x.cost - y.cost);
}

/** Points as the words show them (one decimal): a gain too small to show is no gain. */
const shown = (x: number): number => Math.round(x * 10);

/**
 * K12: after the play, a swap is an option only for a gain over ending the turn as the
 * hand stands; one that leaves the expected points as they are would only cycle the
 * KAPOW! card round a triad (up to the 12-swap limit). Each swap made lowers the hand's
 * expected points, so no hand comes round again.
 */
function swapStage(c: Ctx, legal: readonly Action[]): Option[] {
  const opts = legal.map((a) =>
    settle(
      c,
      a,
      { played: a.type === 'swap' ? swapped(mine(c), a.a, a.b) : mine(c) },
      c.tb.top,
      true,
    ),
  );
  const end = opts.find((o) => o.action.type === 'end');
  if (!end) return opts;
  return opts.filter((o) => o.action.type !== 'swap' || shown(o.cost) < shown(end.cost));
}
