/** KAPOW!'s rules config in words (engine/rules.ts): a label per field, values as people read them. */
import { counted } from '../../kit/count';
import type { FieldText, RulesGroup } from '../module';
import type { KapowRules } from './engine';

type Key = keyof KapowRules & string;

/** Every field in words: label, what it changes (with its rule id), an example, value names. */
export const FIELD_TEXT: Readonly<Record<Key, FieldText>> = {
  rounds: {
    label: 'Rounds in a match',
    line: 'K19: the lowest total after this many rounds wins.',
    example: '3: a short match of three rounds.',
  },
  firstTurnReveals: {
    label: 'Cards revealed to start',
    line: 'K9: face-down cards each player turns up before the first draw of a round.',
    example: '0: everyone starts blind.',
  },
  discardTakenCard: {
    label: 'Discard a card just taken',
    line: 'K11: on, a card taken from the discard pile may go straight back.',
    example: 'Off: take the 7 only if you will keep it.',
  },
  kapowPenalty: {
    label: 'KAPOW! card left in hand',
    line: 'K17: points for each KAPOW! card still in a hand when the round is scored.',
    example: '25: an unused wild costs 25 points.',
  },
  goingOutPenalty: {
    label: 'Going out first, not lowest',
    line: 'K18: what happens to the first player out if someone scores as low or lower.',
    example: 'Doubled: going out on 12 when Kai has 9 scores 24.',
    options: { double: 'Round score doubled', none: 'No penalty' },
  },
  turnLimit: {
    label: 'Turns before a round stops',
    line: 'K14: a round nobody ends stops after this many turns of every player and is scored as it stands, nobody doubled.',
    example: '50: two players who never go out stop after 50 turns each.',
  },
};

/** The editor's boxes: how a turn goes, and how a round and the match are scored. */
export const RULE_GROUPS: readonly RulesGroup<KapowRules>[] = [
  { id: 'turns', title: 'Turns', fields: ['firstTurnReveals', 'discardTakenCard', 'turnLimit'] },
  { id: 'scoring', title: 'Scoring', fields: ['kapowPenalty', 'goingOutPenalty', 'rounds'] },
];

/** A value as a person reads it ("10 rounds", "25 points", "doubled"). */
export function valueLabel(key: Key, value: unknown): string {
  switch (key) {
    case 'rounds':
      return typeof value === 'number' ? counted(value, 'round') : String(value);
    case 'firstTurnReveals':
      return value === 0
        ? 'none'
        : typeof value === 'number'
          ? counted(value, 'card')
          : String(value);
    case 'discardTakenCard':
      return value === true ? 'yes' : value === false ? 'no' : String(value);
    case 'kapowPenalty':
      return typeof value === 'number' ? counted(value, 'point') : String(value);
    case 'goingOutPenalty':
      return value === 'double'
        ? 'the round score is doubled'
        : value === 'none'
          ? 'no penalty'
          : String(value);
    case 'turnLimit':
      return typeof value === 'number' ? `${counted(value, 'turn')} each` : String(value);
  }
}

/** The rules in effect, one plain sentence per field. */
export function houseRules(r: KapowRules): string[] {
  return [
    `A match is ${counted(r.rounds, 'round')}; the lowest total wins.`,
    r.firstTurnReveals === 0
      ? 'Nobody reveals cards before the first draw.'
      : `Each player reveals ${counted(r.firstTurnReveals, 'card')} to begin their first turn of a round.`,
    r.discardTakenCard
      ? 'A card taken from the discard pile may be discarded again.'
      : 'A card taken from the discard pile must go into your hand.',
    `A KAPOW! card left in a hand counts ${counted(r.kapowPenalty, 'point')}.`,
    r.goingOutPenalty === 'double'
      ? 'Going out first without the strictly lowest score doubles your round score (if above 0).'
      : 'Going out first carries no penalty.',
    `A round stops after ${counted(r.turnLimit, 'turn')} of every player, and nobody is doubled then.`,
  ];
}
