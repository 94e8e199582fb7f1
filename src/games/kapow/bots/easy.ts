/**
 * Easy Kai: a beginner's greedy habits. Keep low cards, throw high ones away, take the
 * discard when it is low; never swaps a KAPOW! card (K12) and often slips.
 */
import { item } from '../../../lib/item';
import type { Action, PlayerView } from '../engine';
import { KW } from '../engine/fast';
import { cellAt, type Hand, handOf, readTable } from './table';
import { completesAt } from './value';

/** A card's worth to a beginner: KAPOW! cards look like their 25 points (K17). */
const worth = (c: number, penalty: number): number => (c === KW ? penalty : c > 12 ? c - 12 : c);

/** Does playing card `d` somewhere complete a triad (K8)? */
const completesSome = (h: Hand, d: number): boolean =>
  h.some((t, i) => [0, 1, 2].some((p) => t[p]?.kind !== 'gone' && completesAt(t, p, d)) && i >= 0);

export function easyChoice(view: PlayerView, legal: readonly Action[]): Action {
  const tb = readTable(view);
  const h = handOf(tb, tb.seat);
  const first = item(legal, 0, 'easy Kai: legal actions');
  if (view.stage === 'draw') {
    const top = tb.top;
    const take =
      top !== null &&
      (worth(top, tb.penalty) <= 3 || (top !== KW && completesSome(h, top))) &&
      legal.some((a) => a.type === 'draw' && a.from === 'discard');
    return legal.find((a) => a.type === 'draw' && a.from === (take ? 'discard' : 'stock')) ?? first;
  }
  if (view.stage === 'swap') return legal.find((a) => a.type === 'end') ?? first;
  if (view.stage !== 'play') return first;
  const d = tb.drawn;
  if (d === null) throw new Error('easy Kai: the play stage without a drawn card in view');
  const replaces = legal.filter((a) => a.type === 'replace');
  const finishing = replaces.find(
    (a) => a.type === 'replace' && d !== KW && completesAt(h[a.at.triad] ?? [], a.at.pos, d),
  );
  if (finishing) return finishing;
  // The highest card showing, or else a face-down one: the beginner's target.
  let target: Action | undefined;
  let high = worth(d, tb.penalty);
  for (const a of replaces) {
    if (a.type !== 'replace') continue;
    const c = cellAt(h, a.at);
    const v = c.kind === 'down' ? 6.5 : c.kw ? tb.penalty : c.value;
    if (v > high) {
      high = v;
      target = a;
    }
  }
  const low = worth(d, tb.penalty) <= 5;
  const discard = legal.find((a) => a.type === 'discard');
  if (target && (low || !discard)) return target;
  return discard ?? target ?? first;
}
