/** The expert's advice for the person to act, in words: the move, then why. */

import { upFirst } from '../../../lib/tokens';
import type { Action } from '../engine';
import { narrateReason, type Reason } from './reasons';
import { callWords, cards, line, type Narrator, type Token } from './tokens';

export function moveWords(a: Action): Token[] {
  switch (a.type) {
    case 'play':
      return line('play ', cards(a.cards), a.call ? `, calling ${callWords(a.call)}` : '');
    case 'draw':
      return line('draw');
    case 'pass':
      return line('keep the card just drawn');
    case 'call':
      return line(`call ${callWords(a.call)}`);
    case 'kapaga':
      return line('call KAPAGA!');
    case 'catch':
      return line('catch');
    case 'next-round':
      return line('deal the next round');
  }
}

/**
 * "The expert would play 7♥ 7♠. Shedding 300 points." for the reader `n.you`: every clause
 * (it is their own hand), said to them ("Nothing you hold matches."), never as the bot's "I".
 */
export function narrateAdvice(a: Action, reason: Reason, n: Narrator): Token[] {
  const why = narrateReason(reason, n, true, n.you);
  return line('The expert would ', moveWords(a), '.', why ? line(' ', why) : '');
}

/**
 * The hint in the platform's words (its voice 'advice'): the move as a sentence said to the
 * person, then why ("Play K♥. Too close to call: playing Q♠ did about as well."); a move
 * that is the only one says so ("Draw: it is your only move. Nothing you hold matches.").
 */
export function adviceLine(a: Action | null, why: readonly Token[] | null, only: boolean): Token[] {
  if (a === null) return [...(why ?? [])];
  const [head, ...rest] = moveWords(a);
  const move = head?.kind === 'text' ? [{ ...head, text: upFirst(head.text) }, ...rest] : rest;
  return line(move, only ? ': it is your only move.' : '.', why ? line(' ', [...why]) : '');
}
