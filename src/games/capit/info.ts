/** What the game picker shows of Cap-It before its code loads. */
import type { GameInfo } from '../module';

export const INFO: GameInfo = {
  id: 'capit',
  name: 'Cap-It',
  tagline:
    'Contract rummy for 4 to 6: lay each round’s contract, free the wilds, push the discard.',
  players: { min: 4, max: 6, default: 4 },
  lowWins: true,
};
