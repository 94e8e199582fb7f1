/**
 * KAPOW!'s first round, coached (`Lesson` in src/games/module.ts). You are seat 0, Kai
 * seat 1. To keep it short Kai's hand is laid out half played, so Kai goes out on the third
 * turn and you learn the final turn and the doubling from his side. Your cards are fixed,
 * so the coach knows what each reveal will show; tests/platform/demos.test.ts plays it.
 */
import type { Lesson, LessonStep } from '../../module';
import type { Action, Game } from '../engine';
import { cardToken as c, line, type Token } from '../words';
import { at, discard, draw, end, hand, laid, power, replace, reveal, swap } from './layout';

type Step = LessonStep<Action>;
const coach = (action: Action, say: Token[], hint?: Token[], target?: string): Step => ({
  who: 'coach',
  action,
  say,
  ...(hint ? { hint } : {}),
  ...(target ? { target } : {}),
});
const auto = (action: Action, say: Token[]): Step => ({ who: 'auto', action, say });

const PILE = line('Click the draw pile (the face-down stack in the middle).');

export const LESSON: Lesson<Game, Action> = {
  seat: 0,
  start: () =>
    laid({
      hands: [
        hand('~8 ~3 ~12', '~0 ~KW ~1', '~2 ~0 ~1', '~3 ~9 ~3'),
        hand('...', '...', '10 11 ~5', '5 9 12'),
      ],
      discard: ['8'],
      stock: ['10', 'P2', '7', '11', '12', '8'],
      turn: 0,
      revealsLeft: 2,
    }),
  intro: line(
    'Welcome to KAPOW! The lowest score wins. Your twelve cards lie face down in four triads (columns of three). A triad of three equal values or a run (5, 6, 7) is complete and leaves your hand with its points. Kai is halfway through his cards already, so this round is short.',
  ),
  steps: [
    coach(
      reveal(0, at(0, 0)),
      line('Your first turn starts by turning up two cards (K9). Click the top card of triad 1.'),
      line('Any two cards would do in a real game; here, start with the top card of triad 1.'),
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
        'A 0: good, it scores nothing. Now draw (K10): from the draw pile, unseen, or the top of the discard pile. The discard shows an ',
        c('8'),
        ', a pair for your 8: click the discard pile to take it.',
      ),
      line('Take the 8 from the discard pile: it goes with the 8 of triad 1.'),
      'discard',
    ),
    coach(
      replace(0, at(0, 1)),
      line(
        'Put it in triad 1, middle, under your 8 (K11, replace): the face-down card there goes onto the discard pile unseen. A card taken from the discard pile may not simply be discarded again.',
      ),
      line('Click the middle card of triad 1, under the 8.'),
      'triad-1-middle',
    ),
    auto(draw(1, 'stock'), line('Kai draws from the draw pile.')),
    auto(discard(1), line('Kai discards a ', c('10'), '.')),
    coach(
      draw(0, 'stock'),
      line('Your turn. A 10 is no use to you: ', PILE),
      line('The 10 would only add points. Draw from the draw pile instead.'),
      'stock',
    ),
    coach(
      power(0, at(1, 0), -1),
      line(
        'A power card! Power up (K11): put it on a face-up card to raise or lower it. Click your 0 in triad 2 and choose power down, −2: the 0 becomes worth −2 points.',
      ),
      line('Click the 0 at the top of triad 2, then choose the −2 (power down).'),
      'triad-2-top',
    ),
    auto(draw(1, 'stock'), line('Kai draws from the draw pile.')),
    auto(discard(1), line('Kai discards a ', c('7'), '.')),
    coach(
      draw(0, 'stock'),
      line('A 7 does nothing for you either. ', PILE),
      line('Draw from the draw pile this time.'),
      'stock',
    ),
    coach(
      discard(0),
      line(
        'An 11 would only add points anywhere it goes. Discard it (K11): click the discard pile, or the Discard button.',
      ),
      line('Keep your hand low: discard the 11.'),
      'discard',
    ),
    auto(draw(1, 'stock'), line('Kai draws a card from the draw pile.')),
    auto(
      replace(1, at(2, 2)),
      line(
        'Kai puts a 12 on his last face-down card: 10, 11, 12 is a run and leaves his hand. No face-down card is left, so Kai goes out (K15). You get one final turn (K16): all your face-down cards turn up now.',
      ),
    ),
    coach(
      draw(0, 'stock'),
      line(
        'Your final turn. Your hand shows a ',
        c('KW'),
        ' card in triad 2: wild, but 25 points if it stays. First draw: ',
        PILE,
      ),
      line('The 10 on the discard pile does not help. Draw from the draw pile.'),
      'stock',
    ),
    coach(
      replace(0, at(0, 2)),
      line(
        'An 8! Put it on the 12 at the bottom of triad 1 (replace): 8, 8, 8 is a set (K8) and will leave your hand at the end of the turn (K13).',
      ),
      line('Click the 12 at the bottom of triad 1 and replace it with the 8.'),
      'triad-1-bottom',
    ),
    coach(
      swap(0, at(1, 1), at(3, 1)),
      line(
        'Now a KAPOW! swap (K12): your KAPOW! card may change places with any of your cards. Click it (triad 2, middle), then the 9 in triad 4, middle: 3, KAPOW!, 3 is a set.',
      ),
      line('Swap the KAPOW! card (triad 2, middle) with the 9 in the middle of triad 4.'),
      'triad-2-middle',
    ),
    coach(
      end(0),
      line(
        'Two triads complete. Click End turn: they leave your hand and the round is scored (K17).',
      ),
      line('Click End turn.'),
      'end',
    ),
  ],
  end: line(
    'The round is over (K17): you have 11 points (−2, 9, 1 and 2, 0, 1). Kai went out with 26, not the lowest, so his score is doubled to 52 (K18): do not go out too early. A match is ten rounds; the lowest total wins (K19). Your turn to play a whole match against Kai.',
  ),
};
