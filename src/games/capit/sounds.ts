/**
 * What Cap-It's table sounds like, from the kit's palette: a take a card taken up, a push
 * cards handed across, a meld a call, a lay-off and a discard a card laid down, a freed wild
 * a small win, going out the match's phrase. Only what everyone sees happen: never the card
 * a push sends from the stock.
 */
import { SOUNDS } from '../../kit/sound';
import type { Action, Game } from './engine';

/** Cap-It's sounds by name, from the table's palette. */
export const SOUND_BOOK = {
  take: SOUNDS.draw,
  push: SOUNDS.pass,
  meld: SOUNDS.call,
  'lay-off': SOUNDS.play,
  free: SOUNDS.win,
  discard: SOUNDS.play,
  out: SOUNDS.match,
} as const;
export type CapitSound = keyof typeof SOUND_BOOK;

const NAMED: Partial<Record<Action['type'], CapitSound>> = {
  take: 'take',
  push: 'push',
  meld: 'meld',
  layoff: 'lay-off',
  free: 'free',
  discard: 'discard',
};

export function sounds(_before: Game, a: Action, after: Game): CapitSound[] {
  const out: CapitSound[] = [];
  const named = NAMED[a.type];
  if (named) out.push(named);
  // C12: going out, said by the hand left empty (its size is public).
  if (a.type !== 'next-round' && after.hands[a.seat]?.length === 0) out.push('out');
  return out;
}
