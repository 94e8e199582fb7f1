/**
 * KAPOW!'s first round, coached (`Lesson` in src/games/module.ts). You are seat 0, Kai
 * seat 1. To keep it short Kai's hand is laid out half played, so Kai goes out on his fourth
 * turn and you learn the final turn and the doubling from his side. Your cards are fixed,
 * so the coach knows what each reveal will show; tests/platform/demos.test.ts plays it and
 * tests/games/kapow/lesson.test.ts checks each step's words against the table.
 * The coach speaks as a player does: no rule ids (they live in the rules reference).
 */
import type { Lesson, LessonStep } from '../../module';
import type { Action, Game } from '../engine';
import { cardToken as c, line, type Token, upFirst } from '../words';
import { at, discard, draw, end, hand, laid, power, replace, reveal, swap } from './layout';

type Step = LessonStep<Action>;
const coach = (action: Action, say: Token[], hint: Token[], target: string): Step => ({
  who: 'coach',
  action,
  say,
  hint,
  target,
});
const auto = (action: Action, say: Token[]): Step => ({ who: 'auto', action, say });

const PILE = 'click the draw pile.';

export const LESSON: Lesson<Game, Action> = {
  seat: 0,
  start: () =>
    laid({
      hands: [
        hand('~8 ~3 ~12', '~P1 ~KW ~2', '~2 ~0 ~2', '~3 ~9 ~3'),
        hand('...', '...', '10 11 ~5', '5 9 12'),
      ],
      discard: ['8'],
      stock: ['10', '0', '7', '11', '6', '8', '12', 'P2'],
      turn: 0,
      revealsLeft: 2,
    }),
  intro: line('Welcome! Lowest score wins. Your 12 cards lie face down in 4 triads.'),
  steps: [
    coach(
      reveal(0, at(0, 0)),
      line('First, turn up two cards: click the top card of triad 1 (the first column).'),
      line('Any two would do in a real game; here, the top card of triad 1.'),
      'triad-1-top',
    ),
    coach(
      reveal(0, at(1, 0)),
      line('An 8. Now turn up the top card of triad 2.'),
      line('Turn up the top card of triad 2 (the second column).'),
      'triad-2-top',
    ),
    coach(
      draw(0, 'discard'),
      line(
        'A ',
        c('P1'),
        ' power card: alone it counts 1. Now draw a card. The discard pile shows an ',
        c('8'),
        ' to go with your 8: click it.',
      ),
      line('Take the 8 from the discard pile: it goes with the 8 of triad 1.'),
      'discard',
    ),
    coach(
      replace(0, at(0, 1)),
      line(
        'Click the middle card of triad 1 to put the 8 there. The face-down card it replaces goes face up onto the discard pile.',
      ),
      line('Click the middle card of triad 1, under the 8.'),
      'triad-1-middle',
    ),
    auto(
      draw(1, 'stock'),
      line('Your 3 went face up onto the discard pile. Kai draws from the draw pile.'),
    ),
    auto(discard(1), line('Kai discards a ', c('10'), '.')),
    coach(
      draw(0, 'stock'),
      line('Your turn. The 10 is no use to you: ', PILE),
      line('The 10 would only add points. Draw from the draw pile instead.'),
      'stock',
    ),
    coach(
      power(0, at(1, 0), -1),
      line(
        'A 0. Lay it on your lone power card: click the top of triad 2, then choose “Make 0 the base: 0 −1”. It is worth −1.',
      ),
      line('Click the power card at the top of triad 2, then choose 0 −1 = −1.'),
      'triad-2-top',
    ),
    auto(draw(1, 'stock'), line('Kai draws from the draw pile.')),
    auto(discard(1), line('Kai discards a ', c('7'), '.')),
    coach(
      draw(0, 'stock'),
      line('A 7 does nothing for you either: ', PILE),
      line('Draw from the draw pile this time.'),
      'stock',
    ),
    coach(
      discard(0),
      line('An 11 would only add points. Discard it: click the discard pile.'),
      line('Keep your hand low: discard the 11.'),
      'discard',
    ),
    auto(draw(1, 'stock'), line('Kai draws from the draw pile.')),
    auto(discard(1), line('Kai discards a ', c('6'), '.')),
    coach(
      draw(0, 'stock'),
      line('No use either: ', PILE),
      line('Draw from the draw pile again.'),
      'stock',
    ),
    coach(
      replace(0, at(0, 2)),
      line(
        'An 8! Put it on the bottom card of triad 1: 8, 8, 8 is three of a kind, a complete triad. It leaves your hand as your turn ends.',
      ),
      line('Click the face-down card at the bottom of triad 1.'),
      'triad-1-bottom',
    ),
    auto(
      draw(1, 'stock'),
      line('Your 8, 8, 8 went onto the discard pile, an 8 on top. Kai draws from the draw pile.'),
    ),
    auto(
      replace(1, at(2, 2)),
      line('Kai completes 10, 11, 12 and has no face-down card left: he goes out.'),
    ),
    coach(
      draw(0, 'stock'),
      line('Your final turn: all your cards are face up. ', upFirst(PILE)),
      line('The 10 on the discard pile does not help. Draw from the draw pile.'),
      'stock',
    ),
    coach(
      power(0, at(2, 1), 1),
      line(
        'Power up: click the 0 in the middle of triad 3 and choose “Power up: 0 +2”. 2, 2, 2 is complete.',
      ),
      line('Click the 0 in the middle of triad 3, then choose 0 +2 = 2.'),
      'triad-3-middle',
    ),
    coach(
      swap(0, at(1, 1), at(3, 1)),
      line(
        'Your KAPOW! card is wild, but 25 points if it stays. Swap it with any card of yours: click it, then the 9 in triad 4. 3, KAPOW!, 3 is complete.',
      ),
      line('Swap the KAPOW! card (triad 2, middle) with the 9 in the middle of triad 4.'),
      'triad-2-middle',
    ),
    coach(
      end(0),
      line('Click End turn: your complete triads leave your hand, and the round is scored.'),
      line('Click End turn.'),
      'end',
    ),
  ],
  end: line(
    'Round over: you have 10. Kai went out with 26, not the lowest, so it is doubled to 52: don’t go out too early! A match has ten rounds.',
  ),
};
