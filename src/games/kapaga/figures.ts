/**
 * Kapaga's figures for the rules lab (the platform's; module.ts `kinds` and `tallies`): its
 * special cards as kinds of move, each counted and weighed (R8-R19), each counted again when
 * it takes effect under the rules, and the counts it keeps from each action's events (the
 * biggest penalty stack, R12-R13, the largest of them).
 */
import type { MoveKind, Tally } from '../module';
import { type Action, cardEffect, type Game, type GameEvent, NO_EFFECT, parseCard } from './engine';

/** The special cards whose worth is measured (restricted play), by what they are. */
const WORTH_CARDS = ['JK', '5S', '2', '8', '7', '9', '5C', 'A'] as const;
type WorthCard = (typeof WORTH_CARDS)[number];

/** Which special a played card is, for counting what fires. */
function specialOf(code: string): WorthCard | null {
  if (code === 'JK' || code === '5S' || code === '5C') return code;
  const r = code[0];
  return r === '2' || r === '8' || r === '7' || r === '9' || r === 'A' ? r : null;
}

/** A special played, in words: said after "Never" too ("Never playing the Joker"). */
const SPECIAL_NAMES: Readonly<Record<WorthCard, string>> = {
  JK: 'playing the Joker',
  '5S': 'playing the 5 of spades',
  '2': 'playing a 2',
  '8': 'playing an 8',
  '7': 'playing a 7',
  '9': 'playing a 9',
  '5C': 'playing the 5 of clubs',
  A: 'playing an ace',
};

export const KINDS: readonly MoveKind<Action>[] = WORTH_CARDS.map((card) => ({
  name: SPECIAL_NAMES[card],
  uses: (a: Action) => a.type === 'play' && a.cards.some((c) => specialOf(c) === card),
}));

/** A tally of the events of a kind an action made, each worth `by`. */
const ofEvents = <T extends GameEvent['type']>(
  name: string,
  type: T,
  by: (e: Extract<GameEvent, { type: T }>) => number = () => 1,
): Tally<Game, Action> => ({
  name,
  count: (_before, _a, after) =>
    after.events
      .filter((e): e is Extract<GameEvent, { type: T }> => e.type === type)
      .reduce((n, e) => n + by(e), 0),
});

/** What each special does when it takes effect, said after its name (the lab's figures). */
const EFFECT_WORDS: Readonly<Record<WorthCard, string>> = {
  JK: 'Jokers taking effect (everyone else draws one)',
  '5S': 'The 5 of spades taking effect (draw five)',
  '2': '2s taking effect (draw two)',
  '8': '8s taking effect (wild, a call)',
  '7': '7s taking effect (skip)',
  '9': '9s taking effect (hands pass left)',
  '5C': 'The 5 of clubs taking effect (hands pass right)',
  A: 'Aces taking effect (draw one, or with a companion)',
};

/**
 * Cards of a special that took effect in a play: played, and doing something under these
 * rules (the engine says; Crazy Eights' 2s are plain cards).
 */
const fired = (card: WorthCard): Tally<Game, Action> => ({
  name: EFFECT_WORDS[card],
  count: (_before, _a, after) => {
    let n = 0;
    for (const e of after.events)
      if (e.type === 'play')
        for (const c of e.cards) {
          const parsed = parseCard(c);
          if (specialOf(c) === card && parsed !== null)
            n += cardEffect(after.rules, parsed) === NO_EFFECT ? 0 : 1;
        }
    return n;
  },
});

export const TALLIES: readonly Tally<Game, Action>[] = [
  ofEvents('Turns', 'turn'),
  ofEvents('Penalty cards drawn', 'draw', (e) => (e.reason === 'penalty' ? e.count : 0)),
  {
    ...ofEvents('Biggest penalty stack', 'penalty', (e) => e.amount),
    most: true,
  },
  ofEvents('Zombie 2s', 'penalty', (e) => (e.zombie ? 1 : 0)),
  ...WORTH_CARDS.map(fired),
  ofEvents('KAPAGA calls', 'kapaga'),
  ofEvents('Missed KAPAGA calls caught', 'catch'),
  ofEvents('Piles recycled', 'recycle'),
  ofEvents('Recycle penalty points', 'recycle', (e) => e.points),
  ofEvents('Players eliminated', 'round-over', (e) => e.eliminated.length),
  ofEvents('Exact-limit resets', 'round-over', (e) => e.reset.length),
];
