/**
 * What the table offers, read from `legal` (the engine's list) and never from rules of its
 * own: the hand in the person's order, the ways to lay melds holding the cards picked, what
 * a picked card may do on a meld (lay off, free a wild), the discard.
 */
import { sortCards } from '../../../kit/cards';
import type { Action } from '../engine';
import { codeCard } from '../engine';

export type MeldAction = Extract<Action, { type: 'meld' }>;
export type Layoff = Extract<Action, { type: 'layoff' }>;
export type Free = Extract<Action, { type: 'free' }>;
export type Discard = Extract<Action, { type: 'discard' }>;

/** C3: ranks 2 low to ace high, the order a hand is read in. */
const ACE_HIGH = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 0];

/**
 * The hand in the person's order: by set (a rank's cards together) or by run (each suit
 * in order), jokers last; each with its place in the view's hand, so twins stay apart.
 */
export function sortedHand(
  hand: readonly string[],
  by: 'set' | 'run',
): { code: string; at: number }[] {
  const ints = hand.map((c) => codeCard(c) ?? 0);
  const order = sortCards(ints, by === 'set' ? 'rank' : 'suit', ACE_HIGH);
  const used = new Set<number>();
  return order.map((c) => {
    const at = ints.findIndex((x, i) => x === c && !used.has(i));
    used.add(at);
    return { code: hand[at] as string, at };
  });
}

/** Does multiset `big` hold every card of `small` (as many times)? */
export function holdsAll(big: readonly string[], small: readonly string[]): boolean {
  const left = [...big];
  for (const c of small) {
    const i = left.indexOf(c);
    if (i < 0) return false;
    left.splice(i, 1);
  }
  return true;
}

/** C7, C8: the listed ways to lay melds that use every card picked (all of them, none picked). */
export function proposals(legal: readonly Action[], picked: readonly string[]): MeldAction[] {
  return legal.filter(
    (a): a is MeldAction =>
      a.type === 'meld' &&
      holdsAll(
        a.melds.flatMap((m) => m.cards),
        picked,
      ),
  );
}

/** C8: what `card` may do on table meld `meld`: its lay-offs there, and the wilds it frees there. */
export function onMeld(legal: readonly Action[], card: string, meld: number): (Layoff | Free)[] {
  return legal.filter(
    (a): a is Layoff | Free =>
      (a.type === 'layoff' || a.type === 'free') && a.card === card && a.meld === meld,
  );
}

/** C8: the frees of the wild at `index` of meld `meld` by `card`: where the wild may go. */
export function freesAt(
  legal: readonly Action[],
  card: string,
  meld: number,
  index: number,
): Free[] {
  return legal.filter(
    (a): a is Free => a.type === 'free' && a.card === card && a.meld === meld && a.index === index,
  );
}

/** C8: the places of table melds' wilds that `card` frees (meld, index). */
export function wildsFreed(
  legal: readonly Action[],
  card: string,
): { meld: number; index: number }[] {
  const out: { meld: number; index: number }[] = [];
  for (const a of legal)
    if (
      a.type === 'free' &&
      a.card === card &&
      !out.some((x) => x.meld === a.meld && x.index === a.index)
    )
      out.push({ meld: a.meld, index: a.index });
  return out;
}

/** The melds `card` may be laid off on, or free a wild of. */
export function meldsFor(legal: readonly Action[], card: string): Set<number> {
  const out = new Set<number>();
  for (const a of legal)
    if ((a.type === 'layoff' || a.type === 'free') && a.card === card) out.add(a.meld);
  return out;
}

export const discardOf = (legal: readonly Action[], card: string): Discard | undefined =>
  legal.find((a): a is Discard => a.type === 'discard' && a.card === card);

/** Two actions alike (the advice is one of `legal`). */
export const same = (a: Action | null | undefined, b: Action | null | undefined): boolean =>
  !!a && !!b && JSON.stringify(a) === JSON.stringify(b);
