/** What the game picker shows of KAPOW! before its code loads. */
import type { GameInfo } from '../module';

export const INFO: GameInfo = {
  id: 'kapow',
  name: 'KAPOW!',
  tagline: 'Build triads, power them up, swap the wild KAPOW! cards: fewest points wins.',
  players: { min: 2, max: 4, default: 2 },
  lowWins: true,
};
