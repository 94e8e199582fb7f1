/** The house rules in effect, one plain sentence per rules field (RULES.md §8). */
import type { Rules } from '../engine';

export function houseRules(r: Rules): string[] {
  const out: string[] = [];
  out.push(
    `Deal: ${r.handSize} cards each, ${r.handSizeTwoPlayers} when only two players are left.`,
  );
  out.push(
    `Deck: ${r.decks === 2 ? 'two 52-card decks' : 'one 52-card deck'}${
      r.jokers ? ` plus ${r.jokers === 1 ? 'one Joker' : 'two Jokers'}` : ', no Joker'
    }.`,
  );
  out.push(
    r.multiPlay === 'same-rank'
      ? 'Several cards of the same rank may be played together, in the order you choose.'
      : 'One card per play (an ace still takes its companion).',
  );
  out.push(r.twos === 'draw' ? '2: the next player draws 2.' : '2: a plain card.');
  out.push(r.fiveOfSpades === 'draw' ? '5♠: the next player draws 5.' : '5♠: a plain card.');
  if (r.twos === 'draw')
    out.push(
      r.stackTwos
        ? 'A live 2 may be answered with any 2: the penalty grows and passes on.'
        : 'A live 2 cannot be answered: draw it.',
    );
  if (r.fiveOfSpades === 'draw')
    out.push(
      r.twoOfSpadesOnFive
        ? 'A live 5♠ may be answered only with the 2♠.'
        : 'A live 5♠ cannot be answered: draw it.',
    );
  if (r.zombieTwos)
    out.push('Zombie 2s: a 2 played right on a spent 2 or 5♠ brings the penalty back, 2 bigger.');
  out.push(
    r.eights === 'suit'
      ? '8s are wild: the player calls a suit.'
      : '8s are wild: the player calls a suit, or a rank other than 8.',
  );
  out.push(
    r.aces === 'companion'
      ? 'Aces are played with a companion of the same suit; an ace played alone makes you draw a card.'
      : 'Aces: plain cards.',
  );
  out.push(r.sevens === 'skip' ? '7: the next player is skipped.' : '7: a plain card.');
  out.push(
    r.nines === 'pass' ? '9: everyone passes their whole hand to the left.' : '9: a plain card.',
  );
  out.push(
    r.fiveOfClubs === 'pass'
      ? '5♣: everyone passes their whole hand to the right.'
      : '5♣: a plain card.',
  );
  out.push(
    r.drawnCardPlayable
      ? 'A card you draw may be played at once, or kept.'
      : 'A card you draw cannot be played this turn.',
  );
  out.push(
    r.kapagaWhen === 'can-go-out'
      ? 'Call KAPAGA! whenever your hand could go out in a single turn.'
      : 'Call KAPAGA! when you are down to one card.',
  );
  out.push(
    `Caught without calling: draw ${r.kapagaPenalty} card${r.kapagaPenalty === 1 ? '' : 's'}.`,
  );
  out.push(
    r.recyclePenalty
      ? `Empty stock: whoever must draw turns the pile over and pays ${r.recyclePenalty} points (x2 the second time in a round, x3 the third...).`
      : 'Empty stock: the pile is turned over, free of charge.',
  );
  out.push(
    `Over ${r.eliminationScore} points: eliminated.${
      r.exactScoreResets ? ` Exactly ${r.eliminationScore}: back to 0.` : ''
    }`,
  );
  return out;
}

export const CARD_POINTS: [string, number][] = [
  ['3, 4, 5, 6, 9', 5],
  ['10', 10],
  ['J, Q, K', 100],
  ['7', 150],
  ['2', 200],
  ['A, 8', 300],
  ['5♠', 500],
  ['Joker', 600],
];
