/** Which sound an event of the table makes (none for most), in order. */
import type { Cue } from '../../module';
import type { GameEvent } from '../engine';

export function soundsFor(events: readonly GameEvent[]): Cue[] {
  const out: Cue[] = [];
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
        out.push('pass');
        break;
      case 'kapaga':
        out.push('call');
        break;
      case 'catch':
        out.push('catch');
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
