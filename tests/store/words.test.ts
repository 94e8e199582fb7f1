import { describe, expect, it } from 'vitest';
import { seatNames, secondPerson } from '../../src/store/words';

describe('the log speaks to the person', () => {
  it.each([
    ['Round 2: You deals 5 cards each.', 'Round 2: You deal 5 cards each.'],
    ['You deals 5 cards each.', 'You deal 5 cards each.'],
    ['You is skipped.', 'You are skipped.'],
    [
      'You was caught without calling KAPAGA by Ada: draws 1.',
      'You were caught without calling KAPAGA by Ada: you draw 1.',
    ],
    [
      'Ada was caught without calling KAPAGA by You: draws 1.',
      'Ada was caught without calling KAPAGA by you: draws 1.',
    ],
    [
      'Joker! Everyone else draws 1, and You plays again.',
      'Joker! Everyone else draws 1, and you play again.',
    ],
    ['You wins the game!', 'You win the game!'],
    ['Ada and You share the win!', 'Ada and you share the win!'],
    ['You played 7H on 9H.', 'You played 7H on 9H.'],
  ])('%s', (from, to) => {
    expect(secondPerson(from)).toBe(to);
  });

  it('names the seats bots talk about', () => {
    const names = ['You', 'Ada', 'Bruno'];
    expect(seatNames('Caught seat 3: one card and no KAPAGA call.', names)).toBe(
      'Caught Bruno: one card and no KAPAGA call.',
    );
    expect(seatNames('Played 7S to skip seat 1, who is close to going out', names)).toBe(
      'Played 7S to skip you, who is close to going out',
    );
    expect(seatNames("my hand for seat 2's 4 cards and seat 1's 3", names)).toBe(
      "my hand for Ada's 4 cards and your 3",
    );
  });
});
