/** What the game picker will show of La Krap before its code loads (not yet registered). */
import type { GameInfo } from '../module';

export const INFO: GameInfo = {
  id: 'lakrap',
  name: 'La Krap',
  tagline: 'Tricks that cancel each other, teams that change every deal.',
  players: { min: 3, max: 6, default: 4 },
  lowWins: false,
};
