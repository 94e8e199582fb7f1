/** What the game picker shows of La Krap before its code loads. */
import type { GameInfo } from '../module';

export const INFO: GameInfo = {
  id: 'lakrap',
  name: 'La Krap',
  tagline: 'Tricks that cancel each other, teams that change every deal.',
  players: { min: 3, max: 6, default: 4 },
  lowWins: false,
};
