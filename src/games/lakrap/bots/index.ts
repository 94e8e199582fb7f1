/**
 * TEMPORARY placeholder bots (lakrap-table's, so that La Krap is registered and playable):
 * the "lakrap-bots" branch replaces this file with the real bots at merge. Every level picks
 * a sensible listed action from its seat's view and says a reason that is true of it.
 */
import type { Token } from '../../../lib/tokens';
import type { Bot, Bots, Decision, Level } from '../../module';
import { type Action, type PlayerView, suitOfCard } from '../engine';

const say = (s: string): Token[] => [{ kind: 'text', text: s }];

/** Keep every card, show none, marry when it may, else play the lowest-ranked card it may. */
function pick(view: PlayerView, legal: readonly Action[]): Decision<Action> {
  const keep = legal.find(
    (a) => (a.type === 'exchange' || a.type === 'expose') && a.cards.length === 0,
  );
  if (keep?.type === 'exchange') return { action: keep, reason: say('Keeps every card.') };
  if (keep) return { action: keep, reason: say('Shows nothing.') };
  const wed = legal.find((a) => a.type === 'marriage');
  if (wed) return { action: wed, reason: say('A marriage is 5 points for the team.') };
  const plays = legal.filter((a): a is Extract<Action, { type: 'play' }> => a.type === 'play');
  const order = 'AT KQJ98 72';
  const rank = (c: string) => (c.length === 2 ? order.indexOf(c[0] ?? '') : -1);
  const low = [...plays].sort((x, y) => rank(y.card) - rank(x.card))[0];
  if (low) {
    const sheet = suitOfCard(view.game, low.card) === null;
    const what = sheet ? 'the sheet' : 'a low card';
    return {
      action: low,
      reason: say(view.trick.length > 0 ? `Plays ${what}.` : `Leads ${what}.`),
    };
  }
  return { action: legal[0] ?? null, reason: say('Takes the only move it has.') };
}

export const BOTS: Bots<PlayerView, Action> = {
  persona: null,
  create(_level: Level): Bot<PlayerView, Action> {
    return { decide: pick };
  },
};
