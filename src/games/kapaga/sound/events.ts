/** Which sound an event of the table makes (none for most), and when in the turn. */
import type { GameEvent } from '../engine';
import type { SoundName } from './synth';

export function soundsFor(events: readonly GameEvent[]): { name: SoundName; delay: number }[] {
  const out: { name: SoundName; delay: number }[] = [];
  let t = 0;
  const add = (name: SoundName, gap = 0.09) => {
    out.push({ name, delay: t });
    t += gap;
  };
  for (const e of events)
    switch (e.type) {
      case 'deal':
        add('deal', 0.35);
        break;
      case 'play':
      case 'turn-up':
        add('play');
        break;
      case 'draw':
        if (e.count > 0 && e.reason !== 'joker') add('draw');
        break;
      case 'penalty':
        if (e.amount >= 4) add('penalty');
        break;
      case 'pass-hands':
        add('pass', 0.3);
        break;
      case 'kapaga':
        add('kapaga');
        break;
      case 'catch':
        add('catch');
        break;
      case 'round-over':
        add('round', 0.3);
        break;
      case 'game-over':
        add('match');
        break;
      default:
        break;
    }
  return out.slice(0, 6);
}
