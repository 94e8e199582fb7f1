/**
 * Kapaga's figures for the rules lab (the platform's; module.ts `kinds` and `tallies`): its
 * special cards as kinds of move, each counted and weighed (R8-R19), each counted again when
 * it takes effect under the rules, and the counts it keeps from each action's events (the
 * biggest penalty stack, R12-R13, the largest of them).
 */
import type { MoveKind, Tally } from '../module';
import { type Action, cardEffect, type Game, NO_EFFECT, parseCard } from './engine';

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

/** An action's counts by name, from its events. */
type Counts = Record<string, number>;

/**
 * Everything an action counts, in one pass over its events (each tally reads its own; the
 * lab asks every tally of every action, so the pass is made once per state).
 */
const counted = new WeakMap<Game, Counts>();
function countsOf(after: Game): Counts {
  const known = counted.get(after);
  if (known) return known;
  const n: Counts = {};
  const add = (k: string, v = 1) => {
    n[k] = (n[k] ?? 0) + v;
  };
  for (const e of after.events)
    if (e.type === 'turn') add('turns');
    else if (e.type === 'draw' && e.reason === 'penalty') add('penaltyCards', e.count);
    else if (e.type === 'penalty') {
      n.stack = Math.max(n.stack ?? 0, e.amount);
      if (e.zombie) add('zombies');
    } else if (e.type === 'play')
      for (const c of e.cards) {
        // A special counts when its effect applies under these rules (the engine says:
        // Crazy Eights' 2s are plain cards).
        const special = specialOf(c);
        const card = parseCard(c);
        if (special && card !== null && cardEffect(after.rules, card) !== NO_EFFECT)
          add(`fired:${special}`);
      }
    else if (e.type === 'kapaga') add('kapagas');
    else if (e.type === 'catch') add('catches');
    else if (e.type === 'recycle') {
      add('recycles');
      add('recyclePoints', e.points);
    } else if (e.type === 'round-over') {
      add('eliminated', e.eliminated.length);
      add('resets', e.reset.length);
    }
  counted.set(after, n);
  return n;
}

const tally = (name: string, key: string, most = false): Tally<Game, Action> => ({
  name,
  count: (_before, _a, after) => countsOf(after)[key] ?? 0,
  ...(most ? { most } : {}),
});

export const TALLIES: readonly Tally<Game, Action>[] = [
  tally('Turns', 'turns'),
  tally('Penalty cards drawn', 'penaltyCards'),
  // R12-R13: the largest stack paid, not their sum.
  tally('Biggest penalty stack', 'stack', true),
  tally('Zombie 2s', 'zombies'),
  ...WORTH_CARDS.map((card) => tally(EFFECT_WORDS[card], `fired:${card}`)),
  tally('KAPAGA calls', 'kapagas'),
  tally('Missed KAPAGA calls caught', 'catches'),
  tally('Piles recycled', 'recycles'),
  tally('Recycle penalty points', 'recyclePoints'),
  tally('Players eliminated', 'eliminated'),
  tally('Exact-limit resets', 'resets'),
];
