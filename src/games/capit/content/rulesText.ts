/**
 * Cap-It's rules reference as people read it in the game: the rule book's sections with
 * their ids (CAPIT.md C1-C16) in a player's words, each ruling said plainly, and the
 * rulings the book leaves to the engine (its code and tests) gathered at the end.
 * tests/games/capit/contentGuide.test.tsx checks the rulings against the engine.
 */
import type { RuleSection } from '../../../kit/guide';

export const GOAL =
  'Cap-It is a contract rummy for 4 to 6 players over five rounds: each round, lay down ' +
  'that round’s contract of sets and runs, then get rid of the rest of your hand. The ' +
  'lowest total after the last round wins.';

export const RULE_SECTIONS: readonly RuleSection[] = [
  {
    title: 'Cards and seats',
    rules: [
      {
        id: 'C1',
        text: '4 to 6 players. Four play with two 52-card decks and 4 jokers; five or six with three decks and 6 jokers. Identical cards are interchangeable.',
      },
      { id: 'C2', text: 'Cards are written as 7♥, 10♠, A♠, and Joker.' },
      {
        id: 'C3',
        text: 'Runs go 2 3 4 5 6 7 8 9 10 J Q K A.',
        ruling: 'The ace is high only, and runs never wrap: A 2 3 and K A 2 are not runs.',
      },
      {
        id: 'C4',
        text: 'Jokers are wild and, with wild 2s (the standard rules), so are 2s. A wild stands for any card in a meld.',
        ruling:
          'A 2 counts as itself only as the 2 of a run of its own suit, in the run’s 2 spot (2♥ in 2♥ 3♥ 4♥), or in a set of 2s; anywhere else it is wild: 2♠ at the bottom of a hearts run stands for the 2♥, and the 2♣ in 7♠ 7♥ 2♣ stands for a 7. A 2 that counts as itself is a real card and is never freed.',
      },
    ],
  },
  {
    title: 'Melds',
    rules: [
      {
        id: 'C5',
        text: 'A set is 3 or more cards of one rank (suits may repeat). A run is 3 or more cards of one suit in order, each wild at the place it stands for. Every meld holds at least one real card, and you say whether it is a set or a run.',
        ruling:
          'A set’s rank is that of its cards other than 2s and jokers, or 2 when it has none: Joker 2♠ 2♦ is a set of 2s (as a set of kings it would have no real card, and is refused); K♥ Joker 2♠ is a set of kings.',
      },
      {
        id: 'C6',
        text: 'Each round has its contract: round 1 two sets of 3; round 2 a set of 3 and a run of 4; round 3 two runs of 4; round 4 three sets of 3; round 5 a run of 3 and a run of 7.',
        ruling:
          'A meld of the contract may be longer than asked. The contract’s melds are separate and share no card: two sets may be of the same rank, and 3♥-6♥ with 7♥-10♥ are two runs of 4, not one of 8.',
      },
      {
        id: 'C7',
        text: 'Your first lay-down of a round holds your whole contract, laid in one go; you may add more melds to it. Until then you may not meld, lay off or free a wild.',
      },
      {
        id: 'C8',
        text: 'Once your contract is down, on your turn before your discard you may lay new melds, lay off a card on any meld on the table (yours or anyone’s; on a run at either end), and free a wild: put the real card it stands for in its place and, in the same move, use the wild in another meld on the table or in a new meld from your hand. In a set, any real card of its rank frees a wild.',
        ruling:
          'You may do this on the very turn you lay your contract. A wild at the end of a run stands for the next card along. The 2♥ in 2♥ 3♥ 4♥ stays; the 2♣ in 7♠ 7♥ 2♣ is freed by any 7.',
      },
    ],
  },
  {
    title: 'The deal and a turn',
    rules: [
      {
        id: 'C9',
        text: 'The first dealer is drawn by lot; the deal passes left each round. Each player gets the hand size’s number of cards (10 by default), the rest is the stock, and the player left of the dealer starts.',
        ruling: 'The dealer turns the stock’s top card face up to start the discard pile.',
      },
      { id: 'C10', text: 'A turn: draw, then meld if you may, then discard one card.' },
      {
        id: 'C11',
        text: 'To draw, take the top card of the discard pile, or push: the discard and the stock’s top card go into the hand of the player on your left, who must take them, and you draw the next stock card. A card you took from the discard pile cannot be discarded the same turn.',
        ruling:
          'Everyone sees which discard was pushed; only the player who got them sees the stock card (not even the pusher). With fewer than two cards in the stock a push moves nothing and the round ends at once. If you hold another card just like the one you took, you may discard that one.',
      },
    ],
  },
  {
    title: 'The end of a round and scoring',
    rules: [
      {
        id: 'C12',
        text: 'Your discard ends your turn. You go out when your hand is empty: by discarding your last card or, once your contract is down, by laying off, melding or freeing with it. Before your contract is down you cannot lay off or free: you go out by discarding your last card, or by laying your contract with it.',
        ruling:
          'A turn never dead-ends: a meld, lay-off or free that would leave you holding only the card you took this turn is refused, since you could not discard it. Holding 8♥ 8♠ and taking 8♦, you may lay off the 8♥ but then not the 8♠; you may meld all three and go out.',
      },
      {
        id: 'C13',
        text: 'A round ends when someone goes out, when someone pushes with fewer than two cards in the stock, or when every player has had the turn limit’s number of turns (60 by default). Without the push, only going out and the turn limit end a round.',
        ruling:
          'The turn limit keeps rounds from going on for ever; a round ended by the stock or the limit is scored as it stands, nobody out.',
      },
      {
        id: 'C14',
        text: 'Cards left in hand score: K, Q, J and 10 10 points each, 9 to 3 5 points, aces 15, 2s 15, jokers 20. K♠ 9♦ A♥ 2♣ Joker is 10+5+15+15+20 = 65. Going out scores 0.',
        ruling: 'Aces score 15 (the original text gives them no value).',
      },
      { id: 'C15', text: 'The lowest score of the round wins it; ties share it.' },
      {
        id: 'C16',
        text: 'After the last round (five, one per contract) the lowest total wins; ties share.',
      },
    ],
  },
];

/**
 * Cases the rule book leaves open, as the engine plays them (read from its code and tests):
 * each is said truly and checked against the engine in the tests.
 */
export const RULINGS: readonly { text: string }[] = [
  {
    text: 'A freed wild goes into a different meld: it cannot go back where it was, and it never joins your hand.',
  },
  {
    text: 'A card laid off on a set goes at its end; on a run, at the end it fits. When a card fits both ends of a run (a wild), you choose the end.',
  },
  {
    text: 'A run whose only real card is a 2 at its bottom is of that 2’s suit: 2♥ Joker Joker is a hearts run from the 2.',
  },
  {
    text: 'Laying your contract with every card you hold goes out at once: you are down the moment it is laid, so you need no discard.',
  },
  {
    text: 'Cards pushed to you are yours like any other: on your turn you may meld them, lay them off or discard them.',
  },
  {
    text: 'After a push you draw the next stock card, and you may discard any card of yours, as you took nothing from the discard pile.',
  },
  {
    text: 'House rules may set 1 to 20 contracts of 1 to 4 melds, each a set or a run of 3 to 13 cards. A match has at most one round per contract: five unless set otherwise, or one per contract when there are fewer.',
  },
];
