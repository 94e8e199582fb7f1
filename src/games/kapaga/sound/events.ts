/** Which sound an event of the table makes (none for most), in order, and how each sounds. */
import { SOUNDS } from '../../../kit/sound';
import type { GameEvent } from '../engine';

/** Kapaga's sounds: the table's deal and ends, and its own moments. */
export const SOUND_BOOK = {
  play: SOUNDS.play,
  draw: SOUNDS.draw,
  penalty: SOUNDS.penalty,
  'hands-passed': SOUNDS.pass,
  kapaga: SOUNDS.call,
  caught: SOUNDS.catch,
} as const;
export type KapagaSound = keyof typeof SOUND_BOOK | 'deal' | 'round' | 'match';

export function soundsFor(events: readonly GameEvent[]): KapagaSound[] {
  const out: KapagaSound[] = [];
  for (const e of events)
    switch (e.type) {
      case 'deal':
        out.push('deal');
        break;
      case 'play':
      case 'turn-up':
        out.push('play');
        break;
      case 'draw':
        if (e.count > 0 && e.reason !== 'joker') out.push('draw');
        break;
      case 'penalty':
        if (e.amount >= 4) out.push('penalty');
        break;
      case 'pass-hands':
        out.push('hands-passed');
        break;
      case 'kapaga':
        out.push('kapaga');
        break;
      case 'catch':
        out.push('caught');
        break;
      case 'round-over':
        out.push('round');
        break;
      case 'game-over':
        out.push('match');
        break;
      default:
        break;
    }
  return out;
}
