import { type FieldSpec, resolveFields } from '../../../lib/fields';
import { brief, err, ok, type Result } from './result';

/** The house rules: every field is one line of RULES.md (R1-R26, §8). */
export interface Rules {
  maxPlayers: number;
  handSize: number;
  handSizeTwoPlayers: number;
  decks: 1 | 2;
  jokers: 0 | 1 | 2;
  multiPlay: 'same-rank' | 'none';
  twos: 'draw' | 'plain';
  fiveOfSpades: 'draw' | 'plain';
  stackTwos: boolean;
  twoOfSpadesOnFive: boolean;
  zombieTwos: boolean;
  eights: 'suit-or-rank' | 'suit';
  aces: 'companion' | 'plain';
  sevens: 'skip' | 'plain';
  nines: 'pass' | 'plain';
  fiveOfClubs: 'pass' | 'plain';
  drawnCardPlayable: boolean;
  kapagaWhen: 'can-go-out' | 'one-card';
  kapagaPenalty: number;
  recyclePenalty: number;
  eliminationScore: number;
  exactScoreResets: boolean;
}

export const PRESET_NAMES = ['grayzone', 'classic', 'crazy-eights'] as const;
export type PresetName = (typeof PRESET_NAMES)[number];

const GRAYZONE: Rules = {
  maxPlayers: 10,
  handSize: 5,
  handSizeTwoPlayers: 7,
  decks: 1,
  jokers: 1,
  multiPlay: 'same-rank',
  twos: 'draw',
  fiveOfSpades: 'draw',
  stackTwos: true,
  twoOfSpadesOnFive: true,
  zombieTwos: true,
  eights: 'suit-or-rank',
  aces: 'companion',
  sevens: 'skip',
  nines: 'pass',
  fiveOfClubs: 'pass',
  drawnCardPlayable: true,
  kapagaWhen: 'can-go-out',
  kapagaPenalty: 1,
  recyclePenalty: 100,
  eliminationScore: 2000,
  exactScoreResets: true,
};

export const PRESETS: Readonly<Record<PresetName, Readonly<Rules>>> = {
  grayzone: GRAYZONE,
  classic: {
    ...GRAYZONE,
    maxPlayers: 6,
    multiPlay: 'none',
    stackTwos: false,
    zombieTwos: false,
    kapagaWhen: 'one-card',
  },
  'crazy-eights': {
    ...GRAYZONE,
    multiPlay: 'none',
    twos: 'plain',
    fiveOfSpades: 'plain',
    stackTwos: false,
    twoOfSpadesOnFive: false,
    zombieTwos: false,
    eights: 'suit',
    aces: 'plain',
    sevens: 'plain',
    nines: 'plain',
    fiveOfClubs: 'plain',
    jokers: 0,
    kapagaWhen: 'one-card',
    recyclePenalty: 0,
  },
};

/** How each field may be set: the one place a rules config is checked. */
export const RULE_FIELDS: Readonly<Record<keyof Rules, FieldSpec>> = {
  maxPlayers: { kind: 'int', min: 2, max: 10 },
  handSize: { kind: 'int', min: 1, max: 15 },
  handSizeTwoPlayers: { kind: 'int', min: 1, max: 25 },
  decks: { kind: 'enum', values: [1, 2] },
  jokers: { kind: 'enum', values: [0, 1, 2] },
  multiPlay: { kind: 'enum', values: ['same-rank', 'none'] },
  twos: { kind: 'enum', values: ['draw', 'plain'] },
  fiveOfSpades: { kind: 'enum', values: ['draw', 'plain'] },
  stackTwos: { kind: 'bool' },
  twoOfSpadesOnFive: { kind: 'bool' },
  zombieTwos: { kind: 'bool' },
  eights: { kind: 'enum', values: ['suit-or-rank', 'suit'] },
  aces: { kind: 'enum', values: ['companion', 'plain'] },
  sevens: { kind: 'enum', values: ['skip', 'plain'] },
  nines: { kind: 'enum', values: ['pass', 'plain'] },
  fiveOfClubs: { kind: 'enum', values: ['pass', 'plain'] },
  drawnCardPlayable: { kind: 'bool' },
  kapagaWhen: { kind: 'enum', values: ['can-go-out', 'one-card'] },
  kapagaPenalty: { kind: 'int', min: 0, max: 10 },
  recyclePenalty: { kind: 'int', min: 0, max: 10000 },
  eliminationScore: { kind: 'int', min: 100, max: 100000 },
  exactScoreResets: { kind: 'bool' },
};

export const RULE_KEYS = Object.keys(RULE_FIELDS) as (keyof Rules)[];

/** A preset's name (own properties only: "toString" is not one). */
export const isPresetName = (x: unknown): x is PresetName =>
  typeof x === 'string' && (PRESET_NAMES as readonly string[]).includes(x);

/**
 * A preset name, or fields over the grayzone defaults, into a checked Rules.
 * A bad or unknown field is an error that names it.
 */
export function resolveRules(input?: unknown): Result<Rules> {
  if (input === undefined || input === null) return ok({ ...GRAYZONE });
  if (typeof input === 'string') {
    // Own properties only: "toString" or "constructor" are not presets.
    if (!isPresetName(input))
      return err(
        'bad-rules',
        `Unknown preset ${brief(input)}: use one of ${PRESET_NAMES.join(', ')}.`,
      );
    return ok({ ...PRESETS[input] });
  }
  if (typeof input !== 'object' || Array.isArray(input))
    return err('bad-rules', 'Rules must be a preset name or an object of rule fields.');
  return resolveFields(GRAYZONE, RULE_FIELDS, input);
}

/** The fields where `rules` differs from `base` (for share links and records). */
export function rulesDiff(rules: Rules, base: Rules = GRAYZONE): Partial<Rules> {
  const diff: Partial<Rules> = {};
  for (const key of RULE_KEYS)
    if (rules[key] !== base[key]) (diff as Record<string, unknown>)[key] = rules[key];
  return diff;
}

/** Rules as "a preset, with these changes": the preset they are exactly, if any. */
export interface RulesSummary {
  /** The preset these rules are exactly, if any. */
  preset: PresetName | null;
  /** The closest preset (the fewest fields changed), and the fields changed from it. */
  base: PresetName;
  changed: (keyof Rules)[];
}

export function nearestPreset(rules: Rules): RulesSummary {
  const changes = (p: PresetName) => RULE_KEYS.filter((k) => rules[k] !== PRESETS[p][k]);
  let base: PresetName = 'grayzone';
  let changed = changes(base);
  for (const p of PRESET_NAMES) {
    const c = changes(p);
    if (c.length < changed.length) {
      base = p;
      changed = c;
    }
  }
  return { preset: changed.length === 0 ? base : null, base, changed };
}

/** The deck's size under these rules (R1). */
export const deckSize = (r: Rules): number => 52 * r.decks + r.jokers;

export interface RulesNote {
  field: keyof Rules;
  /** `error`: no game can start; `note`: allowed, but the field changes nothing. */
  level: 'error' | 'note';
  message: string;
}

/**
 * What a rules config means for a table of `players`: combinations that cannot be played
 * (errors, the same ones `newGame` refuses) and fields that have no effect (notes).
 */
export function checkRules(r: Rules, players: number): RulesNote[] {
  const out: RulesNote[] = [];
  if (players > r.maxPlayers)
    out.push({
      field: 'maxPlayers',
      level: 'error',
      message: `${players} players, but these rules allow at most ${r.maxPlayers}.`,
    });
  const size = deckSize(r);
  const need =
    Math.max(
      players * (players === 2 ? r.handSizeTwoPlayers : r.handSize),
      2 * r.handSizeTwoPlayers,
    ) + 1;
  if (need > size) {
    const field =
      players * r.handSize + 1 > size && players > 2 ? 'handSize' : 'handSizeTwoPlayers';
    out.push({
      field,
      level: 'error',
      message: `These hand sizes need ${need} cards, but the deck has ${size}: lower the hand size, or add a deck.`,
    });
  }
  // R22: a table so full that the deal leaves fewer cards to draw than there are players.
  const dealt = players * (players === 2 ? r.handSizeTwoPlayers : r.handSize) + 1;
  if (need <= size && size - dealt < players)
    out.push({
      field: 'decks',
      level: 'note',
      message: `With ${players} players the deal leaves ${size - dealt} card${size - dealt === 1 ? '' : 's'} to draw, so the pile is turned over (at a penalty) almost at once${r.decks === 1 ? ': two decks give everyone room' : ''}.`,
    });
  if (r.twos === 'plain') {
    if (r.stackTwos)
      out.push({
        field: 'stackTwos',
        level: 'note',
        message: 'Stacking 2s does nothing while 2s are plain cards.',
      });
    if (r.zombieTwos)
      out.push({
        field: 'zombieTwos',
        level: 'note',
        message: 'Zombie 2s do nothing while 2s are plain cards.',
      });
    if (r.twoOfSpadesOnFive)
      out.push({
        field: 'twoOfSpadesOnFive',
        level: 'note',
        message: 'The 2 of spades cannot answer the 5 of spades while 2s are plain cards.',
      });
  }
  if (r.fiveOfSpades === 'plain' && r.twoOfSpadesOnFive && r.twos === 'draw')
    out.push({
      field: 'twoOfSpadesOnFive',
      level: 'note',
      message: 'Nothing to answer while the 5 of spades is a plain card.',
    });
  if (
    r.kapagaWhen === 'one-card' &&
    r.multiPlay === 'none' &&
    r.aces === 'plain' &&
    r.kapagaPenalty === 0
  )
    out.push({
      field: 'kapagaPenalty',
      level: 'note',
      message: 'With no penalty, forgetting KAPAGA costs nothing.',
    });
  return out;
}
