/**
 * The legal actions (C7, C8, C10-C12 and section 5's listing): what `legalActions` lists
 * and the predicates `applyAction` asks of any action, listed or not.
 */
import { type Card, cardCode } from './cards';
import { type Finder, findWays, loadHand, newFinder, setNeeds, setOne } from './finder';
import { fits, frees, isWildAt } from './melds';
import type { Action, Game, Meld, TableMeld } from './state';
import { wayOf } from './way';

/** The hand's count of `c`. */
export const countOf = (hand: readonly Card[], c: Card): number => {
  let n = 0;
  for (const x of hand) if (x === c) n++;
  return n;
};

/** C11, C12: may `c` be discarded: held, and not the taken card unless another of its code is. */
export const mayDiscard = (g: Game, hand: readonly Card[], c: Card): boolean => {
  const n = countOf(hand, c);
  return n > 0 && (c !== g.taken || n >= 2);
};

/** C12: a hand left as one card of the code just taken cannot be discarded: refused. */
export const deadEnd = (g: Game, left: number, lastIsTaken: boolean): boolean =>
  left === 1 && g.taken >= 0 && lastIsTaken;

/** C12 for a hand less `out` (a multiset within it). */
export function deadEndAfter(g: Game, hand: readonly Card[], out: readonly Card[]): boolean {
  if (hand.length - out.length !== 1 || g.taken < 0) return false;
  return countOf(hand, g.taken) - countOf(out, g.taken) === 1;
}

/** The ends of run `m` card `c` fits (a set: one entry, no end). */
export function endsFor(m: TableMeld, c: Card, wildTwos: boolean): ('low' | 'high' | null)[] {
  if (m.kind === 'set') return fits(m, c, wildTwos, 'high') ? [null] : [];
  const out: ('low' | 'high')[] = [];
  if (fits(m, c, wildTwos, 'low')) out.push('low');
  if (fits(m, c, wildTwos, 'high')) out.push('high');
  return out;
}

const scratch: Finder = newFinder();

/** C7, C8: the meld actions listed: each way to lay the contract, or each single new meld. */
function meldActions(g: Game, seat: number, hand: readonly Card[], out: Action[]): void {
  const f = scratch;
  loadHand(f, hand);
  f.wildTwos = g.rules.wildTwos;
  f.taken = g.taken;
  f.must = -1;
  let left = g.rules.meldOptions;
  f.onWay = (x) => {
    out.push({ type: 'meld', seat, melds: wayOf(x) });
    return --left > 0;
  };
  if (!g.down[seat]) {
    setNeeds(f, g.rules.contracts[g.round - 1] ?? []);
    findWays(f);
    return;
  }
  setOne(f, 0, 3);
  if (!findWays(f)) return;
  setOne(f, 1, 3);
  findWays(f);
}

/** C8, C12: every lay-off of a held card onto a table meld, each fitting end. */
function layoffActions(g: Game, seat: number, hand: readonly Card[], out: Action[]): void {
  let prev = -1;
  for (const c of hand) {
    if (c === prev) continue;
    prev = c;
    if (deadEndAfter(g, hand, [c])) continue;
    g.table.forEach((m, meld) => {
      for (const end of endsFor(m, c, g.rules.wildTwos))
        out.push(
          end === null
            ? { type: 'layoff', seat, card: cardCode(c), meld }
            : { type: 'layoff', seat, card: cardCode(c), meld, end },
        );
    });
  }
}

/** C8, C12: every free: a natural for a wild, the wild onto another meld or into a new one. */
function freeActions(g: Game, seat: number, hand: readonly Card[], out: Action[]): void {
  const wildTwos = g.rules.wildTwos;
  let newMelds = g.rules.meldOptions;
  g.table.forEach((m, meld) => {
    for (let index = 0; index < m.cards.length; index++) {
      if (!isWildAt(m, index, wildTwos)) continue;
      const w = m.cards[index] as Card;
      let prev = -1;
      for (const c of hand) {
        if (c === prev || !frees(m, index, c, wildTwos)) continue;
        prev = c;
        const card = cardCode(c);
        if (!deadEndAfter(g, hand, [c]))
          g.table.forEach((t, to) => {
            if (to === meld) return;
            for (const end of endsFor(t, w, wildTwos))
              out.push(
                end === null
                  ? { type: 'free', seat, card, meld, index, to }
                  : { type: 'free', seat, card, meld, index, to, end },
              );
          });
        if (newMelds <= 0) continue;
        const f = scratch;
        loadHand(f, hand);
        f.counts[c] = (f.counts[c] as number) - 1;
        f.counts[w] = (f.counts[w] as number) + 1;
        f.wildTwos = wildTwos;
        f.taken = g.taken;
        f.must = w;
        f.onWay = (x) => {
          const [to] = wayOf(x) as [Meld];
          out.push({ type: 'free', seat, card, meld, index, to });
          return --newMelds > 0;
        };
        setOne(f, 0, 3);
        if (findWays(f)) {
          setOne(f, 1, 3);
          findWays(f);
        }
      }
    }
  });
}

/** Every action any seat may take now (only the seat on turn has any, but next-round). */
export function legalActions(g: Game): Action[] {
  if (g.phase === 'round-over') return [{ type: 'next-round' }];
  if (g.phase !== 'playing') return [];
  const seat = g.turn;
  const out: Action[] = [];
  if (g.stage === 'draw') {
    if (g.discard.length > 0) {
      out.push({ type: 'take', seat });
      if (g.rules.push) out.push({ type: 'push', seat });
    }
    return out;
  }
  const hand = g.hands[seat] ?? [];
  meldActions(g, seat, hand, out);
  if (g.down[seat]) {
    layoffActions(g, seat, hand, out);
    freeActions(g, seat, hand, out);
  }
  let prev = -1;
  for (const c of hand) {
    if (c !== prev && mayDiscard(g, hand, c))
      out.push({ type: 'discard', seat, card: cardCode(c) });
    prev = c;
  }
  return out;
}
