/** Easy: legal and plausible, but naive (issue 3). */
import type { Action, PlayerView } from '../engine';
import { callWords, catchable, chance, find, isMyTurn, playsIn } from './common';
import type { Decision } from './types';

export function decideEasy(seed: number, view: PlayerView, legal: readonly Action[]): Decision {
  const kapaga = find(legal, 'kapaga');
  // Forgets KAPAGA about a third of the time (for this hand).
  if (kapaga && chance(seed, view, 'forget') >= 0.35)
    return { action: kapaga, reason: 'KAPAGA! I can go out next turn.' };
  const caught = catchable(view, legal)[0];
  if (caught && chance(seed, view, 'catch') < 0.5)
    return {
      action: caught,
      reason: `Caught seat ${caught.target + 1}: one card and no KAPAGA call.`,
    };
  if (!isMyTurn(view)) return { action: null, reason: 'Waiting.' };
  const call = find(legal, 'call');
  if (call) {
    const suit = view.hand.find((c) => c[0] !== '8' && c !== 'JK')?.[1] ?? call.call;
    const a = legal.find((x) => x.type === 'call' && x.call === suit) ?? call;
    return {
      action: a,
      reason: `Called ${callWords((a as { call: string }).call)}: the suit of the first card in my hand.`,
    };
  }
  // The first thing that fits, one card at a time.
  const plays = playsIn(legal);
  const first = plays.find((p) => p.cards.length === 1) ?? plays[0];
  if (first) {
    let action: Action = first;
    if (first.call) {
      const suit =
        view.hand.find((c) => !first.cards.includes(c) && c[0] !== '8' && c !== 'JK')?.[1] ?? 'S';
      action = plays.find((p) => p.cards.join() === first.cards.join() && p.call === suit) ?? first;
    }
    const a = action as typeof first;
    return {
      action: a,
      reason: `Played ${a.cards.join(' ')}: the first card that fit${a.call ? `, calling ${callWords(a.call)}` : ''}.`,
    };
  }
  const pass = find(legal, 'pass');
  if (pass) return { action: pass, reason: 'Kept the drawn card.' };
  const draw = find(legal, 'draw');
  if (draw)
    return {
      action: draw,
      reason:
        view.pending > 0
          ? `No answer to the penalty: drew ${view.pending}.`
          : 'Nothing fits: drew a card.',
    };
  return { action: legal[0] ?? null, reason: 'The only move.' };
}
