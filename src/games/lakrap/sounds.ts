/**
 * What La Krap's table sounds like, from the kit's palette: a card played, cards that cancel,
 * a trick won, a marriage shown, the exposures shown together. Only what everyone sees
 * happen: a choice made in secret sounds the same whatever it was.
 */
import { SOUNDS } from '../../kit/sound';
import type { Action, Game } from './engine';

export const SOUND_BOOK = {
  play: SOUNDS.play,
  exchange: SOUNDS.draw,
  chosen: SOUNDS.play,
  shown: SOUNDS.pass,
  cancel: SOUNDS.cancel,
  trick: SOUNDS.win,
  marriage: SOUNDS.call,
} as const;
export type LakrapSound = keyof typeof SOUND_BOOK;

export function sounds(before: Game, a: Action, after: Game): LakrapSound[] {
  switch (a.type) {
    case 'exchange':
      return ['exchange'];
    case 'expose':
      // L8: the last choice shows every seat's at once.
      return after.stage === 'expose' ? ['chosen'] : ['shown'];
    case 'marriage':
      return ['marriage'];
    case 'play': {
      const out: LakrapSound[] = ['play'];
      // L10-L12: the card cancelled something (or, a sheet, left at once).
      const trick = after.trick.length > 0 ? after.trick : (after.lastTrick?.cards ?? []);
      const outBefore = before.trick.filter((p) => !p.live).length;
      const outNow = trick.filter((p) => !p.live).length;
      if (outNow > outBefore) out.push('cancel');
      if (after.trick.length === 0 && before.trick.length > 0) out.push('trick');
      return out;
    }
    default:
      return [];
  }
}
