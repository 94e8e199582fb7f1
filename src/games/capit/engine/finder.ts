/**
 * The meld finder (C5, C6, section 5's "way"): every way to lay a contract from a hand
 * with wilds, each way one meld per required meld, of its kind and at least its length,
 * sharing no card; ways differ by a meld's cards (a run's wilds by their place, a set as a
 * multiset). One finder for the engine's move list, its fast path, the bots and the table.
 *
 * It works on a hand as counts by card kind, decremented while it searches and restored
 * after; melds are written into one buffer, so it allocates nothing. Each way found is
 * handed to `onWay`, which reads `buf`, `mStart`, `mLen` and returns false to stop.
 */
import { cardAt, JOKER, KINDS, TWO } from './cards';
import type { Kind } from './state';

export interface Finder {
  /** The hand by card kind (restored when a search returns). */
  counts: Int32Array;
  /** How many cards `counts` holds. */
  held: number;
  wildTwos: boolean;
  /** C12: the code taken from the discard this turn (-1 none): a way leaving it alone is no way. */
  taken: number;
  /** A code every way must use (a freed wild's new meld), -1 for none. */
  must: number;
  /** The required melds, sets first, each kind longest first: 0 set, 1 run. */
  kinds: Int32Array;
  lengths: Int32Array;
  /** Each need's original index in the contract. */
  order: Int32Array;
  n: number;
  /** The current way: meld j is buf[mStart[j] .. mStart[j] + mLen[j]). */
  buf: Int32Array;
  mStart: Int32Array;
  mLen: Int32Array;
  /** Meld j's first order key: a set's rank, a run's suit * 16 + first place. */
  mKey: Int32Array;
  /** Per meld, a set's codes held (16 a meld) and whether each is natural. */
  codes: Int32Array;
  /** Scratch, 13 a meld: by run place, the first place on holding a natural card of the suit searched. */
  nextNat: Int32Array;
  natural: Int32Array;
  ways: number;
  /** Ways found before the checks of C12, `must` and order: what pruning counts. */
  leaves: number;
  onWay: (f: Finder) => boolean;
}

export const newFinder = (): Finder => ({
  counts: new Int32Array(KINDS),
  held: 0,
  wildTwos: true,
  taken: -1,
  must: -1,
  kinds: new Int32Array(8),
  lengths: new Int32Array(8),
  order: new Int32Array(8),
  n: 0,
  buf: new Int32Array(256),
  mStart: new Int32Array(9),
  mLen: new Int32Array(9),
  mKey: new Int32Array(9),
  codes: new Int32Array(16 * 8),
  nextNat: new Int32Array(13 * 9),
  natural: new Int32Array(16 * 8),
  ways: 0,
  leaves: 0,
  onWay: () => true,
});

/** Sets the needs, sets first, each kind longest first (what the canonical check expects). */
export function setNeeds(f: Finder, needs: readonly { kind: Kind; length: number }[]): void {
  const idx = needs.map((_, i) => i);
  const key = (i: number) => (needs[i]?.kind === 'set' ? 0 : 100) - (needs[i]?.length ?? 0);
  idx.sort((a, b) => key(a) - key(b) || a - b);
  f.n = idx.length;
  idx.forEach((i, j) => {
    f.kinds[j] = needs[i]?.kind === 'set' ? 0 : 1;
    f.lengths[j] = needs[i]?.length ?? 3;
    f.order[j] = i;
  });
}

/** The same as `setNeeds` for one meld (no allocation). */
export function setOne(f: Finder, kind: 0 | 1, length: number): void {
  f.n = 1;
  f.kinds[0] = kind;
  f.lengths[0] = length;
  f.order[0] = 0;
}

/** For each rank (the kit's), its set's card codes ascending and whether each is natural. */
const SET_CODES: { codes: number[]; natural: boolean[] }[][] = [false, true].map((wildTwos) =>
  Array.from({ length: 13 }, (_, r) => {
    const out: [number, boolean][] = [];
    for (let s = 0; s < 4; s++) out.push([r * 4 + s, true]);
    if (wildTwos && r !== TWO) for (let s = 0; s < 4; s++) out.push([TWO * 4 + s, false]);
    out.push([JOKER, false]);
    out.sort((a, b) => a[0] - b[0]);
    return { codes: out.map((x) => x[0]), natural: out.map((x) => x[1]) };
  }),
);
const WILDS = [[JOKER], [TWO * 4, TWO * 4 + 1, TWO * 4 + 2, TWO * 4 + 3, JOKER]];

/** Every way; stops early when `onWay` says so. Returns false when stopped. */
export function findWays(f: Finder): boolean {
  f.ways = 0;
  if (f.n === 0) return true;
  f.mStart[0] = 0;
  return descend(f, 0);
}

function descend(f: Finder, j: number): boolean {
  const pos = f.mStart[j] as number;
  const L = f.lengths[j] as number;
  // Needs alike are filled in order (`canonical`): this meld's key is at least the last's.
  const from =
    j > 0 && f.kinds[j] === f.kinds[j - 1] && f.lengths[j] === f.lengths[j - 1]
      ? (f.mKey[j - 1] as number)
      : 0;
  if (f.kinds[j] === 0) {
    const table = SET_CODES[f.wildTwos ? 1 : 0] as (typeof SET_CODES)[number];
    const codes = f.codes.subarray(j * 16, j * 16 + 16);
    const natural = f.natural.subarray(j * 16, j * 16 + 16);
    for (let r = from; r < 13; r++) {
      const all = table[r] as (typeof table)[number];
      // Only the codes held, so the search branches on cards there are.
      let n = 0;
      let nat = 0;
      let held = 0;
      for (let i = 0; i < all.codes.length; i++) {
        const c = all.codes[i] as number;
        const k = f.counts[c] as number;
        if (k === 0) continue;
        codes[n] = c;
        natural[n] = all.natural[i] ? 1 : 0;
        n++;
        held += k;
        if (all.natural[i]) nat += k;
      }
      if (nat === 0 || held < L) continue;
      f.mKey[j] = r;
      if (!setRec(f, j, codes, natural, n, 0, pos, 0)) return false;
    }
    return true;
  }
  const w = wildsHeld(f);
  for (let s = from >> 4; s < 4; s++) {
    // The first place from each place on that holds a natural card (13: none), by suit.
    let next = 13;
    for (let p = 12; p >= 0; p--) {
      if ((f.counts[cardAt(p, s)] as number) > 0) next = p;
      f.nextNat[j * 13 + p] = next;
    }
    if (next === 13) continue;
    for (let st = s === from >> 4 ? from & 15 : 0; st + L <= 13; st++) {
      // A run's first natural card is at most `w` places in (the wilds before it).
      if ((f.nextNat[j * 13 + st] as number) > st + w) continue;
      f.mKey[j] = s * 16 + st;
      if (!runRec(f, j, s, st, pos, 0)) return false;
    }
  }
  return true;
}

function setRec(
  f: Finder,
  j: number,
  codes: Int32Array,
  natural: Int32Array,
  n: number,
  ci: number,
  pos: number,
  nat: number,
): boolean {
  if (ci === n) {
    const len = pos - (f.mStart[j] as number);
    if (nat === 0 || len < (f.lengths[j] as number)) return true;
    f.mLen[j] = len;
    return next(f, j);
  }
  if (!setRec(f, j, codes, natural, n, ci + 1, pos, nat)) return false;
  const code = codes[ci] as number;
  const have = f.counts[code] as number;
  const isNat = natural[ci] as number;
  let ok = true;
  let k = 0;
  while (k < have && ok) {
    f.counts[code] = have - k - 1;
    f.buf[pos + k] = code;
    k++;
    ok = setRec(f, j, codes, natural, n, ci + 1, pos + k, nat + isNat * k);
  }
  f.counts[code] = have;
  return ok;
}

/** How many wilds `counts` holds. */
function wildsHeld(f: Finder): number {
  const wilds = WILDS[f.wildTwos ? 1 : 0] as number[];
  let w = 0;
  for (const c of wilds) w += f.counts[c] as number;
  return w;
}

/**
 * C5: runs of suit `s` from place `p` on, each spot its natural card or a wild. A branch
 * that cannot reach the need's length (each missing natural a wild) is not taken.
 */
function runRec(f: Finder, j: number, s: number, p: number, pos: number, nat: number): boolean {
  const natural = cardAt(p, s);
  const wilds = WILDS[f.wildTwos ? 1 : 0] as number[];
  const short = (f.lengths[j] as number) - (pos - (f.mStart[j] as number));
  if (short > 1) {
    let w = wildsHeld(f);
    let reach = 0;
    for (let q = p; q < 13 && reach < short; q++) {
      if ((f.counts[cardAt(q, s)] as number) > 0) reach++;
      else if (w > 0) {
        w--;
        reach++;
      } else break;
    }
    if (reach < short) return true;
  }
  for (let o = -1; o < wilds.length; o++) {
    const code = o < 0 ? natural : (wilds[o] as number);
    if (o >= 0 && code === natural) continue; // the 2 in its own spot is natural (C4)
    const have = f.counts[code] as number;
    if (have === 0) continue;
    f.counts[code] = have - 1;
    f.buf[pos] = code;
    const n = o < 0 ? nat + 1 : nat;
    const len = pos + 1 - (f.mStart[j] as number);
    let ok = true;
    let more = p < 12;
    if (n > 0 && len >= (f.lengths[j] as number)) {
      f.mLen[j] = len;
      const leaves = f.leaves;
      ok = next(f, j);
      // The other needs found no melds in what this run leaves: a longer run leaves less.
      if (j + 1 < f.n && f.leaves === leaves) more = false;
    }
    if (ok && more) ok = runRec(f, j, s, p + 1, pos + 1, n);
    f.counts[code] = have;
    if (!ok) return false;
  }
  return true;
}

function next(f: Finder, j: number): boolean {
  if (j + 1 < f.n) {
    f.mStart[j + 1] = (f.mStart[j] as number) + (f.mLen[j] as number);
    return descend(f, j + 1);
  }
  f.leaves++;
  const used = (f.mStart[j] as number) + (f.mLen[j] as number);
  // C12: a way leaving only the card just taken from the discard would dead-end the turn.
  if (f.held - used === 1 && f.taken >= 0 && f.counts[f.taken] === 1) return true;
  if (f.must >= 0 && !holds(f, used)) return true;
  if (f.n > 1 && !canonical(f)) return true;
  f.ways++;
  return f.onWay(f);
}

function holds(f: Finder, used: number): boolean {
  for (let i = 0; i < used; i++) if (f.buf[i] === f.must) return true;
  return false;
}

/** Meld x before meld y: by key, by cards, then the shorter first (0: the same). */
function cmp(f: Finder, x: number, y: number): number {
  const k = (f.mKey[x] as number) - (f.mKey[y] as number);
  if (k !== 0) return k;
  const ax = f.mStart[x] as number;
  const ay = f.mStart[y] as number;
  const lx = f.mLen[x] as number;
  const ly = f.mLen[y] as number;
  for (let i = 0; i < lx && i < ly; i++) {
    const d = (f.buf[ax + i] as number) - (f.buf[ay + i] as number);
    if (d !== 0) return d;
  }
  return lx - ly;
}

/**
 * Each way once: the melds of one kind may fill that kind's needs in several orders. The
 * one kept puts at each need the least meld (by `cmp`) that leaves the rest fillable.
 */
function canonical(f: Finder): boolean {
  let a = 0;
  while (a < f.n) {
    let b = a + 1;
    while (b < f.n && f.kinds[b] === f.kinds[a]) b++;
    if (b - a > 1) {
      let rem = 0;
      for (let i = a; i < b; i++) rem |= 1 << i;
      for (let p = a; p < b; p++) {
        let best = -1;
        for (let c = a; c < b; c++) {
          if (!(rem & (1 << c)) || (f.mLen[c] as number) < (f.lengths[p] as number)) continue;
          if (!fillable(f, rem & ~(1 << c), p + 1, b)) continue;
          if (best < 0 || cmp(f, c, best) < 0) best = c;
        }
        if (best < 0 || cmp(f, best, p) !== 0) return false;
        rem &= ~(1 << p);
      }
    }
    a = b;
  }
  return true;
}

/** Can the melds in `rem` fill needs p..b-1 (lengths descending): longest to longest. */
function fillable(f: Finder, rem: number, p: number, b: number): boolean {
  let taken = 0;
  for (let q = p; q < b; q++) {
    let best = -1;
    for (let c = 0; c < f.n; c++)
      if (
        rem & (1 << c) &&
        !(taken & (1 << c)) &&
        (best < 0 || (f.mLen[c] as number) > (f.mLen[best] as number))
      )
        best = c;
    if (best < 0 || (f.mLen[best] as number) < (f.lengths[q] as number)) return false;
    taken |= 1 << best;
  }
  return true;
}

/** Loads a hand (card ints) into the finder's counts. */
export function loadHand(f: Finder, hand: readonly number[]): void {
  f.counts.fill(0);
  for (const c of hand) f.counts[c] = (f.counts[c] as number) + 1;
  f.held = hand.length;
}
