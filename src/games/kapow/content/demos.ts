/**
 * KAPOW!'s demos (`Demo` in src/games/module.ts): each a table laid out by `fromSetup` and
 * a few scripted actions with a caption, watched from seat 0 ("you"); seat 1 is Kai.
 * tests/platform/demos.test.ts proves every action legal at its point.
 */
import type { Demo } from '../../module';
import type { Action, Game } from '../engine';
import { cardToken as c, line } from '../words';
import { at, discard, draw, end, hand, laid, power, replace, swap } from './layout';

type KDemo = Demo<Game, Action>;
const KAI = ['~6 ~7 ~8', '~6 ~7 ~8', '~6 ~7 ~8', '~6 ~7 ~8'];

/** K5-K6, K8: a power card builds a powerset; a −2 under a 0 is −2 points. */
const POWERSETS: KDemo = {
  id: 'powersets',
  title: 'Power cards and powersets',
  shows: 'A power card raises or lowers a card; a −2 under a 0 is worth −2.',
  start: () =>
    laid({
      hands: [hand('5 4 5', '0 ~7 ~6', '~3 ~10 ~12', '~9 ~4 ~11'), hand(...KAI)],
      discard: ['12'],
      stock: ['P2', '11', 'P2'],
      turn: 0,
    }),
  intro: line('Triad 1 holds 5, 4, 5: one card away from the run 5, 4, 3.'),
  steps: [
    { action: draw(0, 'stock'), say: line('You draw a ', c('P2'), ' power card from the pile.') },
    {
      action: power(0, at(0, 2), -1),
      say: line(
        'You put it under the bottom 5 as −2: the powerset 5 −2 is worth 3 (K6), and 5, 4, 3 is a run (K8). A complete triad leaves your hand at the end of the turn (K13).',
      ),
    },
    { action: draw(1, 'stock'), say: line('Kai draws from the pile.') },
    { action: discard(1), say: line('Kai discards the ', c('11'), '.') },
    { action: draw(0, 'stock'), say: line('You draw another ', c('P2'), '.') },
    {
      action: power(0, at(1, 0), -1),
      say: line(
        'A −2 power under a 0 = −2 points (K6): a position can be worth less than nothing, and it lowers your score.',
      ),
    },
  ],
};

/** K12-K13: a KAPOW! swap completes a triad, then a swap inside it keeps it off the top. */
const SWAP: KDemo = {
  id: 'kapow-swap',
  title: 'A KAPOW! swap completes a triad',
  shows: 'After your play, a face-up KAPOW! card may change places with any of your cards.',
  start: () =>
    laid({
      hands: [hand('5 8 8', 'KW 2 9', '~3 ~10 ~12', '~9 ~4 ~11'), hand(...KAI)],
      discard: ['3'],
      stock: ['11'],
      turn: 0,
    }),
  intro: line('Triad 1 holds 5, 8, 8; triad 2 has a face-up ', c('KW'), ' card on top.'),
  steps: [
    { action: draw(0, 'stock'), say: line('You draw an ', c('11'), ': no use to you.') },
    {
      action: discard(0),
      say: line('You discard it. A turn may go on with KAPOW! swaps after the play (K12).'),
    },
    {
      action: swap(0, at(1, 0), at(0, 0)),
      say: line(
        'You swap the KAPOW! card with the 5 of triad 1: 8, 8 and a wild card make a set (K8, K12).',
      ),
    },
    {
      action: swap(0, at(0, 0), at(0, 1)),
      say: line(
        'Inside its complete triad it may still move (K12): off the top, because the top card goes onto the discard pile last, where Kai could take it (K13).',
      ),
    },
    {
      action: end(0),
      say: line('You end your turn: 8, KAPOW!, 8 leaves your hand with its 25 points (K13, K17).'),
    },
  ],
};

/** K15-K18: going out first without the lowest score doubles it. */
const DOUBLED: KDemo = {
  id: 'going-out-doubled',
  title: 'Going out first, doubled',
  shows: 'Go out without the lowest score and your round score is doubled.',
  start: () =>
    laid({
      hands: [hand('3 5 1', '...', '0 2 ~6', '...'), hand('2 0 ~4', '...', '~1 3 0', '...')],
      discard: ['9'],
      stock: ['1', '5'],
      turn: 0,
    }),
  intro: line('You have one face-down card left; Kai has three.'),
  steps: [
    { action: draw(0, 'stock'), say: line('You draw a ', c('1'), '.') },
    {
      action: replace(0, at(2, 2)),
      say: line(
        'It replaces your last face-down card: nothing of yours is face down, so you go out with 12 points (K15). Kai has one final turn (K16).',
      ),
    },
    {
      action: draw(1, 'stock'),
      say: line("Kai's face-down cards turn face up as the final turn begins (K16); Kai draws."),
    },
    {
      action: discard(1),
      say: line(
        'Kai discards and the round is scored (K17): Kai 10, you 12. You went out but are not lowest, so your 12 is doubled to 24 (K18). Going out early pays only when you are ahead.',
      ),
    },
  ],
};

/** K8, K13: a negative triad is worth keeping; completing it would throw its points away. */
const NEGATIVE: KDemo = {
  id: 'negative-triad',
  title: 'Keep a negative triad',
  shows: 'Completing a triad of negative values would discard the points that help you.',
  start: () =>
    laid({
      hands: [hand('0-P2 0-P2 0', '~5 ~10 ~12', '~3 ~10 ~12', '~9 ~4 ~11'), hand(...KAI)],
      discard: ['12'],
      stock: ['P2'],
      turn: 0,
    }),
  intro: line('Triad 1 is −2, −2, 0: worth −4 to you as it stands.'),
  steps: [
    { action: draw(0, 'stock'), say: line('You draw a ', c('P2'), '.') },
    {
      action: discard(0),
      say: line(
        'As −2 under the 0 it would make −2, −2, −2: a complete set (K8), discarded at the end of the turn with its −6 (K13). You discard the card instead and keep your −4.',
      ),
    },
  ],
};

/** The Quick Tip: 9, 9, 11 can be finished by a 9, a 10, a −2 or a KAPOW! card (K8, K12). */
const NINES: KDemo = {
  id: 'nine-nine-eleven',
  title: '9, 9, 11: four ways to finish',
  shows: 'A triad with many ways to complete it: a −2, a KAPOW! card, a 9 or a 10.',
  start: () =>
    laid({
      hands: [hand('9 9 11', '9 9 11', '9 9 11', 'KW ~3 ~10'), hand('9 9 11', ...KAI.slice(1))],
      discard: ['3'],
      stock: ['P2', '10'],
      turn: 0,
    }),
  intro: line(
    'Three triads of 9, 9, 11, and Kai has one too (the Quick Tips: build triads with many ways to finish).',
  ),
  steps: [
    { action: draw(0, 'stock'), say: line('You draw a ', c('P2'), '.') },
    {
      action: power(0, at(0, 2), -1),
      say: line('One: −2 under the 11 makes it 9, and 9, 9, 9 is a set (K6, K8).'),
    },
    {
      action: swap(0, at(3, 0), at(1, 2)),
      say: line(
        'Two: you swap your ',
        c('KW'),
        ' card with the 11 of triad 2. 9, 9 and a wild card is a set too (K8, K12).',
      ),
    },
    {
      action: end(0),
      say: line(
        'You end your turn. Both triads go to the discard pile, bottom first, so a 9 ends on top (K13).',
      ),
    },
    { action: draw(1, 'discard'), say: line('Kai takes that 9 from the discard pile.') },
    {
      action: replace(1, at(0, 2)),
      say: line(
        "Three: a 9 for Kai's 11 makes 9, 9, 9. The top card of a triad you complete may help the next player.",
      ),
    },
    { action: draw(0, 'stock'), say: line('You draw a ', c('10'), '.') },
    {
      action: replace(0, at(2, 1)),
      say: line('Four: a 10 for the middle 9 makes the run 9, 10, 11.'),
    },
  ],
};

export const DEMOS: readonly KDemo[] = [POWERSETS, SWAP, DOUBLED, NEGATIVE, NINES];
