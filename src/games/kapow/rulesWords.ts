/** KAPOW!'s rules config in words (engine/rules.ts): a label per field, values as people read them. */
import type { KapowRules } from './engine';

type Key = keyof KapowRules & string;

export const RULE_LABELS: Readonly<Record<Key, string>> = {
  rounds: 'Rounds in a match',
  firstTurnReveals: 'Cards revealed to start the first turn',
  discardTakenCard: 'A card taken from the discard pile may be discarded again',
  kapowPenalty: 'A KAPOW! card left in a hand counts',
  goingOutPenalty: 'Going out first without the lowest score',
};

/** One line per field saying what it changes, with its rule id. */
export const RULE_HINTS: Readonly<Record<Key, string>> = {
  rounds: 'K19: the lowest total after this many rounds wins.',
  firstTurnReveals: 'K9: how many face-down cards each player turns up before the first draw.',
  discardTakenCard: 'K11: off, a card taken from the discard pile must be played into your hand.',
  kapowPenalty: 'K17: points for each KAPOW! card still in a hand when the round is scored.',
  goingOutPenalty: 'K18: what happens to the first player out if someone scores as low or lower.',
};

const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;

/** A value as a person reads it ("10 rounds", "25 points", "doubled"). */
export function valueLabel(key: Key, value: unknown): string {
  switch (key) {
    case 'rounds':
      return typeof value === 'number' ? plural(value, 'round') : String(value);
    case 'firstTurnReveals':
      return value === 0
        ? 'none'
        : typeof value === 'number'
          ? plural(value, 'card')
          : String(value);
    case 'discardTakenCard':
      return value === true ? 'yes' : value === false ? 'no' : String(value);
    case 'kapowPenalty':
      return typeof value === 'number' ? plural(value, 'point') : String(value);
    case 'goingOutPenalty':
      return value === 'double'
        ? 'the round score is doubled'
        : value === 'none'
          ? 'no penalty'
          : String(value);
  }
}

export const ruleLabel = (key: Key): string => RULE_LABELS[key];

/** The rules in effect, one plain sentence per field. */
export function houseRules(r: KapowRules): string[] {
  return [
    `A match is ${plural(r.rounds, 'round')}; the lowest total wins.`,
    r.firstTurnReveals === 0
      ? 'Nobody reveals cards before the first draw.'
      : `Each player reveals ${plural(r.firstTurnReveals, 'card')} to begin their first turn of a round.`,
    r.discardTakenCard
      ? 'A card taken from the discard pile may be discarded again.'
      : 'A card taken from the discard pile must go into your hand.',
    `A KAPOW! card left in a hand counts ${plural(r.kapowPenalty, 'point')}.`,
    r.goingOutPenalty === 'double'
      ? 'Going out first without the strictly lowest score doubles your round score (if above 0).'
      : 'Going out first carries no penalty.',
  ];
}
