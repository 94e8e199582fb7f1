/** What the game picker shows of Kapaga before its code loads. */
import type { GameInfo } from '../module';

export const INFO: GameInfo = {
  id: 'kapaga',
  name: 'Kapaga',
  tagline: 'Crazy Eights with teeth: stacking 2s, passing 9s, wild 8s, and a KAPAGA! call.',
  // R3: the default rules seat up to 10 (a house rule may allow fewer).
  players: { min: 2, max: 10, default: 4 },
  lowWins: true,
};
