/** Easy: legal and plausible, but naive (issue 3). */
import type { Action, PlayerView } from '../engine';
import { find, isMyTurn, kapagaHabit, type PlayAction, playsIn } from './common';
import type { Choice } from './types';

/** The suit of the first card in `hand` that is neither an 8 nor the Joker. */
const firstSuit = (hand: readonly string[], skip: readonly string[] = []): string | undefined =>
  hand.find((c) => !skip.includes(c) && c[0] !== '8' && c !== 'JK')?.[1];

export function decideEasy(seed: number, view: PlayerView, legal: readonly Action[]): Choice {
  // Forgets KAPAGA about a third of the time (for this hand); catches half the time.
  const habit = kapagaHabit('easy', seed, view, legal);
  if (habit) return habit;
  if (!isMyTurn(view)) return { action: null, reason: [] };
  const call = find(legal, 'call');
  if (call) {
    const suit = firstSuit(view.hand) ?? call.call;
    const a = legal.find((x) => x.type === 'call' && x.call === suit) ?? call;
    return { action: a, reason: [{ say: 'call-first-card' }] };
  }
  // The first thing that fits, one card at a time.
  const plays = playsIn(legal);
  const first = plays.find((p) => p.cards.length === 1) ?? plays[0];
  if (first) {
    let action: PlayAction = first;
    if (first.call) {
      const suit = firstSuit(view.hand, first.cards) ?? 'S';
      action = plays.find((p) => p.cards.join() === first.cards.join() && p.call === suit) ?? first;
    }
    return {
      action,
      reason: action.call
        ? [{ say: 'first-fit' }, { say: 'call-first-card' }]
        : [{ say: 'first-fit' }],
    };
  }
  const pass = find(legal, 'pass');
  if (pass) return { action: pass, reason: [{ say: 'keep-useless' }] };
  const draw = find(legal, 'draw');
  if (draw)
    return {
      action: draw,
      reason:
        view.pending === 0
          ? [{ say: 'nothing-matches' }]
          : view.answer !== null
            ? [{ say: 'no-answer', need: view.answer }]
            : [{ say: 'must-draw' }],
    };
  return { action: legal[0] ?? null, reason: [{ say: 'simplest' }] };
}
