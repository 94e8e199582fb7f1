/**
 * TEMPORARY placeholder (capit-table): the "capit-bots" helper replaces this file with
 * Cap-It's real bots at merge. Every level here plays the same simple, legal game from its
 * seat's view and actions: lay what the engine lists, lay off, take the discard, then
 * discard its costliest card; each reason true of the move.
 */
import type { Bot, BotOptions, Bots, Decision, Level } from '../../module';
import { type Action, cardValue, codeCard, type PlayerView } from '../engine';
import { card, cards, text } from '../words';

const pointsOf = (code: string): number => {
  const c = codeCard(code);
  return c === null ? 0 : cardValue(c);
};

function decide(_view: PlayerView, legal: readonly Action[]): Decision<Action> {
  const first = (t: Action['type']) => legal.find((a) => a.type === t);
  const next = first('next-round');
  if (next) return { action: next, reason: [text('On to the next round.')] };
  const meld = first('meld');
  if (meld?.type === 'meld')
    return {
      action: meld,
      reason: [
        text('Lays '),
        ...meld.melds.flatMap((m, i) => [...(i ? [text(', ')] : []), ...cards(m.cards)]),
        text(' while it can.'),
      ],
    };
  const layoff = first('layoff');
  if (layoff?.type === 'layoff')
    return {
      action: layoff,
      reason: [text('Lays off '), card(layoff.card), text(': one card fewer to count.')],
    };
  const take = first('take');
  if (take) return { action: take, reason: [text('Takes the discard.')] };
  const discards = legal.filter(
    (a): a is Extract<Action, { type: 'discard' }> => a.type === 'discard',
  );
  const worst = discards.reduce<(typeof discards)[number] | null>(
    (b, a) => (b === null || pointsOf(a.card) > pointsOf(b.card) ? a : b),
    null,
  );
  if (worst)
    return {
      action: worst,
      reason: [text('Discards '), card(worst.card), text(', the costliest card it may discard.')],
    };
  const any = legal[0] ?? null;
  return { action: any, reason: [text(any ? 'Plays on.' : 'Waits.')] };
}

export const BOTS: Bots<PlayerView, Action> = {
  persona: null,
  create(_level: Level, _o: BotOptions): Bot<PlayerView, Action> {
    return { decide };
  },
};
