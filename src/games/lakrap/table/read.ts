/**
 * What the table reads from a seat's view and its actions, all asked of the engine (rules)
 * or of `legal` (what the seat may do): nothing here decides a rule.
 */
import { teamNumbers } from '../../../kit/status';
import type { Narrator, Token } from '../../module';
import type { Action, PlayerView } from '../engine';
import { cardsLine, line, verb, Who } from '../words';

/** Which cards of a hand are face up: `faceUp` lists them again in hand order. */
export function upFlags(hand: readonly string[], faceUp: readonly string[]): boolean[] {
  let k = 0;
  return hand.map((c) => {
    if (k < faceUp.length && c === faceUp[k]) {
      k++;
      return true;
    }
    return false;
  });
}

/** Each seat's team as the table shows it (1, 2, 3 ...), or null: every seat alone. */
export const teamsShown = (v: PlayerView): number[] | null => teamNumbers({ teams: v.teams });

const sameCards = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The listed exchange or exposure naming exactly `cards` (in any order), if any. */
export function choiceOf(
  legal: readonly Action[],
  type: 'exchange' | 'expose',
  cards: readonly string[],
) {
  return legal.find(
    (a): a is Extract<Action, { type: 'exchange' | 'expose' }> =>
      a.type === type && sameCards(a.cards, cards),
  );
}

/** The most cards a listed choice of `type` names (L7: 6 and the deck; L8: 3). */
export const mostOf = (legal: readonly Action[], type: 'exchange' | 'expose'): number =>
  legal.reduce((m, a) => (a.type === type ? Math.max(m, a.cards.length) : m), 0);

/** What the seat is asked now, in a line (and what everyone waits for). */
export function prompt(v: PlayerView, legal: readonly Action[], n: Narrator): Token[] {
  const me = v.seat;
  if (v.phase === 'game-over') return line('The match is over.');
  if (v.phase === 'round-over') return line(`Round ${v.round} is scored.`);
  const mine = legal.length > 0;
  if (v.stage === 'exchange') {
    if (!mine)
      return line(
        Who(n, v.turn),
        ` ${v.turn === n.you ? 'are' : 'is'} exchanging cards (step 1 of 2).`,
      );
    return line(
      `Step 1 of 2, the exchange: tap up to ${mostOf(legal, 'exchange')} cards to lay aside and draw as many, or keep them all.`,
    );
  }
  if (v.stage === 'expose') {
    const waiting = v.toAct.filter((s) => s !== me);
    const rest = waiting.flatMap((s, i) =>
      i === 0 ? [Who(n, s)] : [{ kind: 'text' as const, text: ', ' }, Who(n, s)],
    );
    if (mine)
      return line(
        'Step 2 of 2, the secret exposure: tap up to 3 face-down cards to show, or none. Nobody sees your choice until everyone has chosen.',
      );
    if (me >= 0 && v.toAct.length > 0) return line('You have chosen. Waiting for ', rest, '.');
    return line('Everyone chooses what to show, in secret. Waiting for ', rest, '.');
  }
  const t = v.turn;
  if (v.mustLead && v.stage === 'lead')
    return line(
      Who(n, t),
      ' must lead ',
      cardsLine(v.mustLead)
        .filter((x) => x.kind === 'card')
        .flatMap((c, i) => (i ? [{ kind: 'text' as const, text: ' or ' }, c] : [c])),
      ' (the marriage).',
    );
  if (t !== me)
    return line(
      Who(n, t),
      v.stage === 'lead' ? ` ${verb(n, t, 'leads')}.` : ` ${verb(n, t, 'plays')}.`,
    );
  if (legal.some((a) => a.type === 'marriage'))
    return line('Your lead. You may show a marriage first (5 points for your team).');
  return line(v.stage === 'lead' ? 'Your lead: tap a card.' : 'Your turn: tap a card to play.');
}
