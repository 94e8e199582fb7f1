/**
 * Kapaga's figures for the rules lab of every game (module.ts `kinds` and `tallies`): its
 * special cards as kinds of move, each counted and weighed (R8-R19), and the counts it keeps
 * from each action's events. Its own lab (sim/lab) names the same specials from here.
 */
import type { MoveKind, Tally } from '../module';
import type { Action, Game, GameEvent } from './engine';

/** The special cards whose worth is measured (restricted play), by what they are. */
export const WORTH_CARDS = ['JK', '5S', '2', '8', '7', '9', '5C', 'A'] as const;
export type WorthCard = (typeof WORTH_CARDS)[number];

/** Which special a played card is, for counting what fires. */
export function specialOf(code: string): WorthCard | null {
  if (code === 'JK' || code === '5S' || code === '5C') return code;
  const r = code[0];
  return r === '2' || r === '8' || r === '7' || r === '9' || r === 'A' ? r : null;
}

/** A special played, in words: said after "Never" too ("Never playing the Joker"). */
export const SPECIAL_NAMES: Readonly<Record<WorthCard, string>> = {
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

export const TALLIES: readonly Tally<Game, Action>[] = [
  ofEvents('Turns', 'turn'),
  ofEvents('Penalty cards drawn', 'draw', (e) => (e.reason === 'penalty' ? e.count : 0)),
  ofEvents('KAPAGA calls', 'kapaga'),
  ofEvents('Missed KAPAGA calls caught', 'catch'),
  ofEvents('Piles recycled', 'recycle'),
  ofEvents('Players eliminated', 'round-over', (e) => e.eliminated.length),
];
