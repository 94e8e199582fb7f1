/** The deal on the flat arrays (deal.ts's, step for step: the same generator, the same cards). */
import { randomInt } from '../../../lib/rng';
import { BLACK_JOKER, fullDeck, isTwo, POWER, RED_JOKER, SHEET } from './cards';
import {
  CHOSEN,
  DEALER,
  DECK,
  EXCHANGE,
  type Flat,
  H_LEN,
  HAND,
  HAS_LAST,
  HAS_ROUND_SCORES,
  IND,
  JOKER_SUIT,
  MARRIAGES,
  MULT,
  MUST_K,
  MUST_Q,
  N_DECK,
  N_IND,
  N_LAID,
  N_TAKEN,
  N_TRICK,
  NULL_GAME,
  PHASE,
  PLAYERS,
  PLAYING,
  SHEETS,
  STAGE,
  seatAt,
  TEAM,
  TRICKS,
  TRUMP,
  TURN,
  UP,
  WED,
} from './flat';
import { startExposure } from './flatHand';

const FULL = Int32Array.from(fullDeck());

/** L4: a face-up card's colour: 0 red, 1 black, 2 the jokers. */
const colour = (c: number) =>
  c === RED_JOKER || c === BLACK_JOKER || c === SHEET ? 2 : (c & 3) === 1 || (c & 3) === 2 ? 0 : 1;

/** L3-L5 (deal.ts deal). */
export function dealFlat(x: Flat): void {
  const s = x.s;
  const n = s[PLAYERS] as number;
  s.set(FULL, DECK);
  for (let i = FULL.length - 1; i > 0; i--) {
    const j = randomInt(x.r, i + 1);
    const t = s[DECK + i] as number;
    s[DECK + i] = s[DECK + j] as number;
    s[DECK + j] = t;
  }
  let top = FULL.length;
  let mixed = false;
  for (let seat = 0; seat < n; seat++) {
    const b = seatAt(seat);
    for (let k = 0; k < 7; k++) s[b + HAND + k] = s[DECK + --top] as number;
    s[b + H_LEN] = 7;
    s[b + UP] = 1 << 6;
    s[b + WED] = 0;
    s[b + TRICKS] = 0;
    s[b + MARRIAGES] = 0;
    s[b + N_LAID] = 0;
    s[b + N_TAKEN] = 0;
    s[b + CHOSEN] = -1;
    if (colour(s[b + HAND + 6] as number) !== colour(s[seatAt(0) + HAND + 6] as number))
      mixed = true;
  }
  // L4: a team's id is its lowest seat; all one colour: each seat alone.
  for (let seat = 0; seat < n; seat++) {
    let team = seat;
    if (mixed)
      for (let t = 0; t < seat; t++)
        if (
          colour(s[seatAt(t) + HAND + 6] as number) === colour(s[seatAt(seat) + HAND + 6] as number)
        ) {
          team = t;
          break;
        }
    s[seatAt(seat) + TEAM] = team;
  }
  // L5: turn cards until one sets the game.
  let mult = 1;
  let k = 0;
  for (;;) {
    const c = s[DECK + --top] as number;
    s[IND + k++] = c;
    if (c === RED_JOKER) mult *= 4;
    else if (c === BLACK_JOKER) mult *= 2;
    else {
      const sheets = c === SHEET;
      const p = POWER[c] as number;
      const isNull = sheets || (p >= 1 && p <= 3);
      s[TRUMP] = isNull ? -1 : c & 3;
      s[NULL_GAME] = isNull ? 1 : 0;
      s[JOKER_SUIT] = sheets ? -1 : c & 3;
      s[SHEETS] = sheets ? 1 : 0;
      if (sheets) for (let seat = 0; seat < n; seat++) s[seatAt(seat) + TEAM] = seat;
      break;
    }
  }
  s[MULT] = mult;
  s[N_IND] = k;
  s[N_DECK] = top;
  s[PHASE] = PLAYING;
  s[N_TRICK] = 0;
  s[HAS_LAST] = 0;
  s[MUST_K] = -1;
  s[MUST_Q] = -1;
  s[HAS_ROUND_SCORES] = 0;
  const last = s[IND + k - 1] as number;
  if (isTwo(last)) startExposure(s);
  else {
    s[STAGE] = EXCHANGE;
    s[TURN] = ((s[DEALER] as number) + 1) % n;
  }
}
