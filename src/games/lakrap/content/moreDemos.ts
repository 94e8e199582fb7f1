/**
 * Two more of La Krap's demos (demos.ts lists them with the others): the sheet turned, where
 * every joker is a sheet, and a null game's 2 cancelling a joker of its suit.
 */
import type { Demo } from '../../module';
import type { Action, Game } from '../engine';
import { laid, names, play } from './layout';
import { card as c, line } from './say';

type LDemo = Demo<Game, Action>;

/** L5, L6, L12: the sheet turned: no teams, a null game, and the jokers are sheets. */
export const SHEET_TURNED: LDemo = {
  id: 'sheet-turned',
  title: 'The sheet turned: jokers are sheets',
  shows: 'When the sheet is turned there are no teams, and every joker cancels like a sheet.',
  names: names(4),
  open: true,
  start: () =>
    laid({
      hands: ['KH 8C', 'QH 9C', 'JB 7D', '9H TD'],
      faceUp: ['KH', '9C', '7D', 'TD'],
      indicators: ['BL'],
      dealer: 3,
      stage: 'lead',
    }),
  intro: line(
    'The sheet was turned: no teams, whatever the face-up cards, and a null game in which every point is negative. Every joker is a sheet. You lead.',
  ),
  steps: [
    { action: play(0, 'KH'), say: line('You lead the ', c('KH'), '.') },
    { action: play(1, 'QH'), say: line('Ann follows with the ', c('QH'), '.') },
    {
      action: play(2, 'JB'),
      say: line(
        'Ben plays his black joker. Here it is a sheet: it cancels every card but the one just before it, so your king leaves, and so does the joker.',
      ),
    },
    {
      action: play(3, '9H'),
      say: line(
        'Cat follows hearts with the ',
        c('9H'),
        '. Ann’s queen is the highest heart left: she takes the trick, which counts against her in a null game.',
      ),
    },
  ],
};

/** L6, L11: in a null game the jokers are of the turned suit, and its 2 cancels one. */
export const TWO_ON_JOKER: LDemo = {
  id: 'two-on-joker',
  title: 'A 2 cancels a joker',
  shows: 'In a null game the jokers belong to the turned suit, so that suit’s 2 cancels them.',
  names: names(4),
  open: true,
  start: () =>
    laid({
      hands: ['8S 9D', 'JB 8H', '2S TD', '7S QC'],
      indicators: ['9S'],
      dealer: 3,
      stage: 'lead',
    }),
  intro: line(
    'A ',
    c('9S'),
    ' was turned: a null game, and the black jokers are the highest spades. You lead.',
  ),
  steps: [
    { action: play(0, '8S'), say: line('You lead the ', c('8S'), '.') },
    {
      action: play(1, 'JB'),
      say: line(
        'Ann’s black joker is a spade here, so she must follow with it: the highest spade.',
      ),
    },
    {
      action: play(2, '2S'),
      say: line(
        'Ben plays the ',
        c('2S'),
        ': the card just before it is a spade, the joker, so both leave the trick.',
      ),
    },
    {
      action: play(3, '7S'),
      say: line(
        'Cat follows with the ',
        c('7S'),
        '. Your 8 is the highest spade left: you take the trick, a trick against you in a null game.',
      ),
    },
  ],
};
