/**
 * Cap-It's first round, coached (`Lesson` in src/games/scripted.ts). You are seat 0; Ana,
 * Ben and Cleo play the others. The hands are short and fixed so the round shows, in a few
 * turns, a contract laid, a push received, a lay-off, a wild freed and going out.
 * tests/games/capit/contentLesson.test.ts checks each step's words against the table.
 * The coach speaks as a player does: no rule ids (they live in the rules reference).
 */
import type { Lesson, LessonStep } from '../../module';
import type { Action, Game } from '../engine';
import { discard, free, hand, laid, layoff, meld, push, set, take } from './layout';
import { card as c, cards, line, type Token } from './say';

type Step = LessonStep<Action>;
const coach = (action: Action, say: Token[], hint: Token[]): Step => ({
  who: 'coach',
  action,
  say,
  hint,
});
const auto = (action: Action, say: Token[]): Step => ({ who: 'auto', action, say });

export const LESSON_NAMES = ['You', 'Ana', 'Ben', 'Cleo'] as const;

export const LESSON: Lesson<Game, Action> = {
  seat: 0,
  names: LESSON_NAMES,
  start: () =>
    laid({
      hands: [
        hand('8H 8S 5C 5D JK QS 3D 9C'),
        hand('KH KD KC 4H 4S JK TS 6C'),
        hand('4C 7C JD AD 3C 6D KS QH'),
        hand('6S 7S JC AC 3H 6H TD QC'),
      ],
      discard: ['8D'],
      stock: ['5H', '9D'],
      turn: 0,
    }),
  intro: line(
    'Welcome to Cap-It! Get rid of your cards: what you hold when the round ends counts against you. This round’s contract is two sets of 3: three cards of one rank, twice. Jokers and 2s are wild.',
  ),
  steps: [
    coach(
      take(0),
      line(
        'Each turn starts with a draw. The discard pile shows the ',
        c('8D'),
        ', and you hold two 8s: take it.',
      ),
      line('Take the ', c('8D'), ' from the discard pile: it makes three 8s.'),
    ),
    coach(
      meld(0, set('5D 5C JK'), set('8S 8H 8D')),
      line(
        'You have your contract: ',
        cards(['8S', '8H', '8D']),
        ', and ',
        cards(['5D', '5C']),
        ' with the Joker standing for a third 5. Lay both sets down together.',
      ),
      line('Lay down both sets at once: the three 8s, and the two 5s with the Joker.'),
    ),
    coach(
      discard(0, 'QS'),
      line(
        'A turn ends with a discard. The ',
        c('QS'),
        ' would cost you 10 points at the end: discard it.',
      ),
      line('Discard the ', c('QS'), ': a queen left in your hand counts 10.'),
    ),
    auto(take(1), line('Ana takes your ', c('QS'), '.')),
    auto(
      meld(1, set('4S 4H JK'), set('KH KD KC')),
      line(
        'Ana lays her contract: ',
        cards(['4S', '4H', 'JK']),
        ' and ',
        cards(['KH', 'KD', 'KC']),
        '. Her Joker stands for a 4.',
      ),
    ),
    auto(discard(1, 'TS'), line('Ana discards the ', c('TS'), '.')),
    auto(take(2), line('Ben takes the ', c('TS'), '.')),
    auto(discard(2, '4C'), line('Ben discards the ', c('4C'), '.')),
    {
      who: 'watch',
      action: push(3),
      say: line(
        'Cleo does not want the ',
        c('4C'),
        '. Instead of taking it she will push it: it comes to you, the player on her left, with the top card of the stock, and you must take both.',
      ),
    },
    auto(
      discard(3, '9D'),
      line(
        'Cleo pushed: you got the ',
        c('4C'),
        ' and, from the stock, the ',
        c('5H'),
        ', which only you saw. Cleo drew the next stock card and discards it: the ',
        c('9D'),
        '.',
      ),
    ),
    coach(
      take(0),
      line('Your turn. The ', c('9D'), ' goes with your ', c('9C'), ': take it.'),
      line('Take the ', c('9D'), ' from the discard pile.'),
    ),
    coach(
      layoff(0, '5H', 0),
      line(
        'Your contract is down, so you may add cards to any meld on the table. Lay off the ',
        c('5H'),
        ' Cleo pushed you on your set of 5s.',
      ),
      line('Put the ', c('5H'), ' on your ', cards(['5D', '5C', 'JK']), '.'),
    ),
    coach(
      free(0, '4C', 2, 2, set('9D 9C JK')),
      line(
        'Ana’s Joker stands for a 4, and you hold the ',
        c('4C'),
        ': put it in the Joker’s place to free the Joker. A freed wild must be used at once: lay it with your ',
        cards(['9D', '9C']),
        ' as a new set.',
      ),
      line(
        'Free the Joker in Ana’s ',
        cards(['4S', '4H', 'JK']),
        ' with your ',
        c('4C'),
        ', and lay it in a new set with your two 9s.',
      ),
    ),
    coach(
      discard(0, '3D'),
      line('One card left, the ', c('3D'), ': discard it and you go out.'),
      line('Discard your last card, the ', c('3D'), '.'),
    ),
  ],
  end: line(
    'You went out: your hand scores 0, and the others score the cards they still hold, Ana 15 points. Lowest total after five rounds wins; each round has its own contract.',
  ),
};
