/**
 * La Krap's first round, coached (`Lesson` in src/games/module.ts). You are seat 0, with
 * Cat as your partner against Ann and Ben. To keep it short each hand holds four cards (a
 * real round deals seven), dealt, exchanged and shown already; four tricks show a 2, twins,
 * the sheet and a dead trick as they happen. tests/games/lakrap/contentLesson.test.ts checks
 * each step's words against the table. The coach speaks as a player does: no rule ids.
 */
import type { Lesson, LessonStep } from '../../module';
import type { Action, Game } from '../engine';
import { laid, names, play } from './layout';
import { card as c, line } from './say';

type Step = LessonStep<Action>;
type Words = ReturnType<typeof line>;

const coach = (card: string, say: Words, hint: Words): Step => ({
  who: 'coach',
  action: play(0, card),
  say,
  hint,
  target: `card:${card}`,
});
const auto = (seat: number, card: string, say: Words): Step => ({
  who: 'auto',
  action: play(seat, card),
  say,
});

export const LESSON: Lesson<Game, Action> = {
  seat: 0,
  names: names(4),
  start: () =>
    laid({
      hands: ['QC AD BL 7S', '8C TD QH 9S', 'AC AD AH 2S', '2C 8D KH 9S'],
      faceUp: ['AD', '9S', 'AC', 'KH'],
      indicators: ['JH'],
      dealer: 3,
      stage: 'lead',
    }),
  intro: line(
    'Welcome! Face-up cards make the teams: your ',
    c('AD'),
    ' and Cat’s ',
    c('KH'),
    ' are red, so Cat is your partner; Ann and Ben are black. A ',
    c('JH'),
    ' was turned: hearts are trumps. A real round deals seven cards each; this one is short, four each. Take tricks with your partner: they score as their square.',
  ),
  steps: [
    coach(
      'QC',
      line('You sit left of the dealer, so you lead. Lead your ', c('QC'), '.'),
      line('Lead the ', c('QC'), ' for this lesson: click it in your hand.'),
    ),
    auto(1, '8C', line('Ann follows with the ', c('8C'), '.')),
    auto(2, 'AC', line('Ben plays the ', c('AC'), ': the highest card so far.')),
    auto(
      3,
      '2C',
      line(
        'Cat plays the ',
        c('2C'),
        ': a 2 cancels the card just before it when it is of its suit. Ben’s ace and Cat’s 2 leave the trick, and your queen takes it.',
      ),
    ),
    coach(
      'AD',
      line('You won, so you lead again. Lead your ', c('AD'), '.'),
      line('Lead the ', c('AD'), ' now: click it.'),
    ),
    auto(1, 'TD', line('Ann follows with the ', c('TD'), '.')),
    auto(
      2,
      'AD',
      line(
        'Ben plays the other ',
        c('AD'),
        ': twins cancel each other, so your ace and his both leave the trick.',
      ),
    ),
    auto(
      3,
      '8D',
      line(
        'Cat follows with the ',
        c('8D'),
        '. Ann’s 10 is now the highest diamond: she takes it.',
      ),
    ),
    auto(1, 'QH', line('Ann leads the ', c('QH'), ', a trump.')),
    auto(2, 'AH', line('Ben plays the ', c('AH'), '.')),
    auto(3, 'KH', line('Cat plays the ', c('KH'), '.')),
    coach(
      'BL',
      line(
        'Ben’s ace would win. Play the sheet, the blank card: it cancels every card in the trick except the one just before it, Cat’s king.',
      ),
      line('Play the sheet: it may be played at any time. Click the blank card.'),
    ),
    auto(
      3,
      '9S',
      line(
        'The sheet left Cat’s king alone in the trick: Cat took it, and leads the ',
        c('9S'),
        '.',
      ),
    ),
    coach(
      '7S',
      line('Spades are led: follow with your ', c('7S'), ', your last card.'),
      line('You have a spade, so you must play it: click the ', c('7S'), '.'),
    ),
    auto(
      1,
      '9S',
      line(
        'Ann plays the other ',
        c('9S'),
        ': twins, so Cat’s 9 and hers leave. Your 7 is the only card left.',
      ),
    ),
    auto(
      2,
      '2S',
      line(
        'Ben plays the ',
        c('2S'),
        ': it cancels your 7. No card is left: the trick is dead, and goes to Cat, who led it.',
      ),
    ),
  ],
  end: line(
    'Round over. You took 1 trick and Cat 2: 1 + 4 = 5, times your 2 opponents: 10 points each. Ann took 1 and Ben none: 1 × 2 = 2 each. A match deals each player twice. In a real round, before the first trick, everyone may exchange cards and then show some: the demos show how.',
  ),
};
