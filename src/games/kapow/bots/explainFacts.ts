/**
 * The facts of a move that Kai's words state, each read off the hand before and after it
 * (K8, K13, K17) or off Kai's own figures for its options: the words (explain.ts) say only
 * what is here, and the lesson of the move is chosen from it.
 */
import type { Ctx, Option } from './kai';
import { finish, place, playsFor } from './plays';
import { cellAt, type Hand, handOf, type Triad } from './table';
import { cellPoints, complete, outs } from './value';
import type { Lesson } from './words';

/** Every option Kai weighed, best (fewest expected points) first. */
export type Ranked = readonly Option[];

export interface Facts {
  /** Triads the action itself completes (K8), and those the swap Kai plans completes (K12). */
  doneNow: number[];
  planDone: number[];
  /** A triad the move builds: more unseen cards complete it than before (and how many). */
  built: { triad: number; outs: number } | null;
  /** A face-up card replaced or powered up to fewer points (K17): by how many. */
  lowered: { triad: number; by: number } | null;
  /** A face-down card replaced with a card worth less than the mean unseen card: that mean. */
  underMean: number | null;
  /** A discard: every play keeps at least as many expected points. */
  nowhere: boolean;
  /** A draw: the triads one play of the discard's top card completes; take or draw pile. */
  takeDone: number[];
  takeBetter: boolean;
  stockBetter: boolean;
  /** The end of the turn: the complete triads it discards (K13). */
  endDone: number[];
  /** The hand after the move alone, complete triads gone (K13): what the outs lines read. */
  after: Hand;
  /** A going-out option Kai did not take (K15, K18). */
  stayedIn: boolean;
  /** A face-down card replaced (K11): one unknown fewer. */
  replacedDown: boolean;
}

const gone = (t: Triad): boolean => t.every((x) => x.kind === 'gone');

/** Triads complete in `after` that were in play and not complete in `before`. */
const doneBy = (before: Hand, after: Hand): number[] =>
  before.flatMap((t, i) => {
    const a = after[i];
    return !gone(t) && !complete(t) && a && !gone(a) && complete(a) ? [i] : [];
  });

/** The triads the move changes: where a card goes, or the two ends of a swap. */
function touched(o: Option): number[] {
  const a = o.action;
  if (a.type === 'replace' || a.type === 'power') return [a.at.triad];
  if (a.type === 'swap') return [...new Set([a.a.triad, a.b.triad])];
  return [];
}

function built(c: Ctx, hand: Hand, o: Option): Facts['built'] {
  for (const i of touched(o)) {
    const t = o.played[i];
    const was = hand[i];
    if (!t || !was || complete(t)) continue;
    const n = outs(t, c.tb.unseen).count;
    if (n > 0 && n > outs(was, c.tb.unseen).count) return { triad: i, outs: n };
  }
  return null;
}

/** K17 points of the position the card went to, before and after. */
function change(
  c: Ctx,
  hand: Hand,
  o: Option,
): { lowered: Facts['lowered']; under: number | null } {
  const a = o.action;
  if (a.type !== 'replace' && a.type !== 'power') return { lowered: null, under: null };
  const was = cellAt(hand, a.at);
  const now = cellPoints(cellAt(o.played, a.at), c.tb.mean, c.tb.penalty);
  if (was.kind === 'down') return { lowered: null, under: now < c.tb.mean ? c.tb.mean : null };
  const by = cellPoints(was, c.tb.mean, c.tb.penalty) - now;
  return { lowered: by > 0 ? { triad: a.at.triad, by } : null, under: null };
}

/** The triads the first play of the discard's top card that completes any completes. */
function takeDone(c: Ctx, hand: Hand): number[] {
  const top = c.tb.top;
  if (top === null) return [];
  for (const p of playsFor(hand, top, c.tb.seat, false)) {
    const done = doneBy(hand, place(hand, top, p).hand);
    if (done.length > 0) return done;
  }
  return [];
}

const costOf = (ranked: Ranked, f: (o: Option) => boolean): number | null =>
  ranked.find(f)?.cost ?? null;

export function factsOf(c: Ctx, o: Option, ranked: Ranked): Facts {
  const hand = handOf(c.tb, c.tb.seat);
  const a = o.action;
  const doneNow = doneBy(hand, o.played);
  const planDone = o.plan
    ? o.done.filter((i) => !doneNow.includes(i) && !complete(hand[i] ?? []))
    : [];
  const { lowered, under } = change(c, hand, o);
  const take = costOf(ranked, (x) => x.action.type === 'draw' && x.action.from === 'discard');
  const stock = costOf(ranked, (x) => x.action.type === 'draw' && x.action.from === 'stock');
  const isTake = a.type === 'draw' && a.from === 'discard';
  return {
    doneNow,
    planDone,
    built: built(c, hand, o),
    lowered,
    underMean: under,
    nowhere: a.type === 'discard' && ranked.every((x) => x === o || x.cost >= o.cost),
    takeDone: isTake ? takeDone(c, hand) : [],
    takeBetter: isTake && stock !== null && stock >= o.cost,
    stockBetter: a.type === 'draw' && a.from === 'stock' && take !== null && take >= o.cost,
    endDone: a.type === 'end' ? hand.flatMap((t, i) => (!gone(t) && complete(t) ? [i] : [])) : [],
    after: finish(o.played, null).hand,
    stayedIn: !o.out && ranked.some((x) => x.out),
    replacedDown: a.type === 'replace' && cellAt(hand, a.at).kind === 'down',
  };
}

/**
 * Why a move is not the one Kai's figures rank first: a slip or a habit ('slip'), or the
 * expert's playouts overturning the first impression ('search'); null: it is.
 */
export type Off = 'slip' | 'search' | null;

/**
 * The strategic lesson of the move (words.ts LESSONS), from its facts; `off`: why it is not
 * the best the figures show, said when nothing else is learnt.
 */
export function lessonOf(o: Option, f: Facts, final: boolean, off: Off = null): Lesson | null {
  if (o.out) return o.out.mine < o.out.others ? 'out' : 'outEarly';
  if (f.doneNow.length > 0 || f.planDone.length > 0) return 'complete';
  if (f.stayedIn) return 'stayIn';
  if (f.lowered) return final ? 'final' : 'shed';
  if (f.built) return 'build';
  if (f.underMean !== null) return 'unknown';
  const own = ownLesson(o, f);
  if (own) return own;
  if (off) return off;
  // K15: a face-down card replaced is one fewer unknown, one step nearer to going out.
  if (f.replacedDown) return 'known';
  return null;
}

/** The lesson a kind of move teaches of itself, when its facts bear it out. */
function ownLesson(o: Option, f: Facts): Lesson | null {
  const a = o.action;
  switch (a.type) {
    case 'discard':
      return f.nowhere ? 'discard' : null;
    case 'draw':
      if (a.from === 'discard') return f.takeDone.length > 0 || f.takeBetter ? 'take' : null;
      return f.stockBetter ? 'stock' : null;
    case 'reveal':
      return o.played[a.at.triad]?.every((x) => x.kind !== 'up')
        ? a.at.pos === 1
          ? 'revealMiddle'
          : 'revealSpread'
        : null;
    // A swap is made only for a gain (K12), and ending the turn leaves the KAPOW! card be.
    case 'swap':
    case 'end':
      return 'endSwap';
    default:
      return null;
  }
}
