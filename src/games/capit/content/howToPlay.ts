/**
 * Cap-It's How to play in a player's words, with card pictures (Guide.tsx draws them with
 * the kit's card faces), and the rules in play said first. The rules it tells are the rule
 * book's (CAPIT.md); their ids stay in the rules reference (rulesText.ts), none here.
 * Everything the rules fields change is read from the rules in effect.
 * Pictures' cards are codes ('7H', 'JK').
 */
import { counted as n } from '../../../kit/count';
import type { HowSection } from '../../../kit/guide';
import type { CapitRules, Need } from '../engine';

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const count = (n: number): string => NUMBERS[n] ?? String(n);

/** A contract in words: "two sets of 3", "a set of 3 and a run of 4". */
export function contractWords(needs: readonly Need[]): string {
  const groups: { need: Need; times: number }[] = [];
  for (const need of needs) {
    const last = groups.at(-1);
    if (last && last.need.kind === need.kind && last.need.length === need.length) last.times++;
    else groups.push({ need, times: 1 });
  }
  const parts = groups.map(({ need, times }) =>
    times === 1
      ? `a ${need.kind} of ${need.length}`
      : `${count(times)} ${need.kind}s of ${need.length}`,
  );
  return parts.length <= 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The rules in play, one line each: what a player must know before the first card. */
export function rulesInPlay(r: CapitRules): string[] {
  const rounds = r.contracts.slice(0, r.rounds);
  return [
    `${n(r.rounds, 'round')}, each with its contract: ${rounds
      .map((c, i) => `round ${i + 1}, ${contractWords(c)}`)
      .join('; ')}.`,
    `${n(r.handSize, 'card')} to each player.`,
    r.push
      ? 'The push is on: you may pass the discard, with a stock card, to the player on your left.'
      : 'No push: every turn starts by taking the discard.',
    r.wildTwos ? 'Jokers and 2s are wild.' : 'Only jokers are wild; 2s are plain cards.',
    `A round stops after ${n(r.turnLimit, 'turn')} of every player if nobody has gone out.`,
  ];
}

/** The game, section by section, under the rules in effect. */
export function howToPlay(r: CapitRules): HowSection[] {
  const wilds = r.wildTwos ? 'Jokers and 2s are wild' : 'Jokers are wild (2s are plain cards here)';
  return [
    {
      title: 'The aim',
      text: [
        `Cap-It is played over ${n(r.rounds, 'round')}. Each round you get ${n(r.handSize, 'card')} and try to get rid of them: the cards you still hold when the round ends count against you. After the last round the lowest total wins.`,
        'Four players play with two decks and 4 jokers; five or six with three decks and 6 jokers, so there are several of each card.',
      ],
    },
    {
      title: 'Melds: sets and runs',
      text: [
        'A set is three or more cards of one rank; suits may repeat. A run is three or more cards of one suit in order. The ace is high only: Q K A is a run, A 2 3 is not.',
        `${wilds}: a wild stands for any card, but every meld needs at least one real card.${
          r.wildTwos
            ? ' A 2 counts as itself in a set of 2s, or as the 2 at the bottom of a run of its own suit.'
            : ''
        }`,
      ],
      pictures: [
        { cards: ['9C', '9D', '9D'], caption: 'A set: suits may repeat' },
        { cards: ['5H', '6H', '7H', '8H'], caption: 'A run of 4' },
        { cards: ['5H', '6H', 'JK', '8H'], caption: 'The joker stands for the 7♥' },
        ...(r.wildTwos ? [{ cards: ['7S', '7H', '2C'], caption: 'The 2♣ stands for a 7' }] : []),
        { cards: ['KH', 'AH', '2H'], caption: 'Not a run: the ace is high only' },
      ],
    },
    {
      title: 'The contract',
      text: [
        'Each round has its contract, the melds you must lay down first, all together in one go. You may lay more melds with them.',
        ...r.contracts.slice(0, r.rounds).map((c, i) => `Round ${i + 1}: ${contractWords(c)}.`),
        'A meld may be longer than the contract asks. The melds of a contract are separate: two runs of 4 in hearts are two melds, even if they could join.',
      ],
      pictures: [
        { cards: ['8S', '8H', '8D'], caption: 'One set of 3…' },
        { cards: ['5D', '5C', 'JK'], caption: '…and another: round 1 laid' },
      ],
    },
    {
      title: 'Your turn',
      text: [
        r.push
          ? 'Start by drawing: take the top card of the discard pile, or push it. To push, you send that card and the top card of the stock to the player on your left, who must take both; then you draw the next stock card. Everyone sees which card was pushed; only the player on the left sees the stock card they got.'
          : 'Start by taking the top card of the discard pile (these rules have no push).',
        'Then you may meld, if you can; then end your turn by discarding one card. You may not discard the card you just took, unless you hold another one just like it.',
      ],
      pictures: r.push
        ? [{ cards: ['7H'], caption: 'Push it: it goes left, with a stock card' }]
        : undefined,
    },
    {
      title: 'Once your contract is down',
      text: [
        'From the turn you lay your contract, you may, before your discard: lay new melds, lay off cards onto any meld on the table (yours or anyone’s; onto a run at either end), and free wilds.',
        `To free a wild, put the real card it stands for in its place (in a set, any card of the set’s rank), and at once use the wild in another meld: on one already on the table, or in a new one from your hand.${r.wildTwos ? ' A 2 that counts as itself is never freed.' : ''}`,
      ],
      pictures: [
        { cards: ['5H', '6H', '7H', '8H'], caption: 'The 7♥ freed the joker…' },
        { cards: ['9C', '9D', '9S', 'JK'], caption: '…which went onto the 9s' },
      ],
    },
    {
      title: 'Going out and scoring',
      text: [
        'You go out when your hand is empty: by discarding your last card, or by melding, laying off or freeing with it (laying your contract with your last cards counts; lay-offs and frees only once it is down); the round ends at once. You may never be left holding only the card you took from the discard pile this turn, since you could not discard it.',
        `${r.push ? 'A round also ends when someone pushes with fewer than two cards in the stock (nothing moves), or' : 'A round also ends'} after ${n(r.turnLimit, 'turn')} of every player.`,
        'Everyone scores the cards left in hand: 10, J, Q and K 10 points each, 3 to 9 5 points, aces and 2s 15, jokers 20. Going out scores 0. The lowest score wins the round; ties share it.',
      ],
      pictures: [
        { cards: ['KS', '9D', 'AH', '2C', 'JK'], caption: 'Left in hand: 10+5+15+15+20 = 65' },
      ],
    },
  ];
}
