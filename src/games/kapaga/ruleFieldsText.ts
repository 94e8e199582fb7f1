/**
 * Every field of Kapaga's rules config in words (RULES.md §8): a label, one line saying
 * what it does, a tiny example, and a name for each value; and the groups the editor
 * shows them in; and the rules config the table reads (`RULES`). The editor, the "rules in
 * effect" card, the demos and the lab use them.
 */
import type { FieldText, RulesConfig, RulesGroup } from '../module';
import {
  checkRules,
  PRESET_NAMES,
  PRESETS,
  type PresetName,
  RULE_FIELDS,
  type Rules,
  resolveRules,
  rulesDiff,
} from './engine';

const PLAIN = 'Plain card';

export const FIELD_TEXT: Readonly<Record<keyof Rules, FieldText>> = {
  decks: {
    label: 'Decks',
    line: 'How many 52-card decks are shuffled together.',
    example: 'With two decks, two 7♥ can meet in one game.',
    options: { 1: 'One deck', 2: 'Two decks' },
  },
  jokers: {
    label: 'Jokers',
    line: 'Jokers in the deck: everyone else draws one, and the player goes again (R17).',
    example: 'With two, a Joker can follow a Joker.',
    options: { 0: 'None', 1: 'One', 2: 'Two' },
  },
  handSize: {
    label: 'Cards dealt',
    line: 'Cards each player gets when three or more play.',
    example: '5: everyone starts with 5 cards.',
  },
  handSizeTwoPlayers: {
    label: 'Cards dealt to two',
    line: 'Cards each player gets when only two play.',
    example: '7: a duel starts 7 against 7.',
  },
  maxPlayers: {
    label: 'Most players',
    line: 'The largest table these rules allow.',
    example: '6: a seventh seat cannot join.',
  },
  multiPlay: {
    label: 'Several cards at once',
    line: 'Cards of the same rank may go down together, in the order you choose.',
    example: '7♥ 7♠ 7♣ in one play: the 7♣ ends on top.',
    options: { 'same-rank': 'Same rank together', none: 'One card per play' },
  },
  drawnCardPlayable: {
    label: 'Play the card you drew',
    line: 'A card you just drew may be played at once, or kept.',
    example: 'Draw the 9♥ on a 4♥: play it straight away.',
  },
  twos: {
    label: '2s',
    line: 'A 2 makes the next player draw two.',
    example: '2♣ on 4♣: the next player draws 2.',
    options: { draw: 'Next player draws 2', plain: PLAIN },
  },
  fiveOfSpades: {
    label: '5 of spades',
    line: 'The 5♠ makes the next player draw five.',
    example: '5♠ on 5♥: the next player draws 5.',
    options: { draw: 'Next player draws 5', plain: PLAIN },
  },
  stackTwos: {
    label: 'Stack 2s',
    line: 'A live 2 may be answered with any 2: the total passes on.',
    example: '2♥, then 2♣: the next player faces 4.',
  },
  twoOfSpadesOnFive: {
    label: '2♠ answers the 5♠',
    line: 'Only the 2 of spades answers a live 5 of spades, and the total passes on.',
    example: '5♠, then 2♠: the next player faces 7.',
  },
  zombieTwos: {
    label: 'Zombie 2s',
    line: 'A 2 played right on a spent 2 or 5♠ brings its penalty back, 2 bigger.',
    example: '2♥ drawn for; 2♣ on it: the next player faces 4.',
  },
  eights: {
    label: '8s call',
    line: 'An 8 is wild; whoever plays it calls what must come next.',
    example: '8♣ calling hearts: a heart, an 8 or the Joker next.',
    options: { 'suit-or-rank': 'A suit or a rank', suit: 'A suit only' },
  },
  aces: {
    label: 'Aces',
    line: 'An ace goes down with a card of its suit, whose effect counts; alone, it draws one.',
    example: 'A♥ 7♥: the 7 skips the next player.',
    options: { companion: 'With a companion', plain: PLAIN },
  },
  sevens: {
    label: '7s',
    line: 'A 7 skips the next player.',
    example: 'Ann plays 7♦: Bea misses her turn.',
    options: { skip: 'Skip the next player', plain: PLAIN },
  },
  nines: {
    label: '9s',
    line: 'A 9 passes every hand one seat to the left, the player’s own included.',
    example: 'Ann plays 9♠: her hand goes to Bea.',
    options: { pass: 'Pass hands left', plain: PLAIN },
  },
  fiveOfClubs: {
    label: '5 of clubs',
    line: 'The 5♣ passes every hand one seat to the right.',
    example: 'Ann plays 5♣: her hand goes to Dan, on her right.',
    options: { pass: 'Pass hands right', plain: PLAIN },
  },
  kapagaWhen: {
    label: 'Call KAPAGA! when',
    line: 'When a hand must call KAPAGA!, or be caught.',
    example: '7♥ 7♠ could go out in one play: call it now.',
    options: { 'can-go-out': 'It could go out in one turn', 'one-card': 'One card is left' },
  },
  kapagaPenalty: {
    label: 'Caught: draw',
    line: 'Cards a player draws when caught without calling KAPAGA!.',
    example: '1: caught on one card, you hold two again.',
  },
  recyclePenalty: {
    label: 'Turning the pile over',
    line: 'Points for whoever must turn the pile over as the new stock (x2, x3... in a round).',
    example: '100: the second time in a round costs 200.',
  },
  eliminationScore: {
    label: 'Out above',
    line: 'A total over this is eliminated at the end of a round.',
    example: '2000: a total of 2005 is out.',
  },
  exactScoreResets: {
    label: 'Exactly the limit: back to 0',
    line: 'A total of exactly the limit goes back to 0.',
    example: '1990 + 10 = 2000: back to 0.',
  },
};

export const RULE_GROUPS: readonly RulesGroup<Rules>[] = [
  {
    id: 'cards',
    title: 'Cards in play',
    fields: [
      'decks',
      'jokers',
      'handSize',
      'handSizeTwoPlayers',
      'maxPlayers',
      'multiPlay',
      'drawnCardPlayable',
    ],
  },
  {
    id: 'stack',
    title: 'The penalty stack: 2s and the 5♠',
    fields: ['twos', 'fiveOfSpades', 'stackTwos', 'twoOfSpadesOnFive', 'zombieTwos'],
  },
  { id: 'eights', title: '8s', fields: ['eights'] },
  { id: 'aces', title: 'Aces', fields: ['aces'] },
  {
    id: 'passing',
    title: 'Skipping and passing hands',
    fields: ['sevens', 'nines', 'fiveOfClubs'],
  },
  { id: 'kapaga', title: 'KAPAGA!', fields: ['kapagaWhen', 'kapagaPenalty'] },
  {
    id: 'scoring',
    title: 'Scoring',
    fields: ['recyclePenalty', 'eliminationScore', 'exactScoreResets'],
  },
];

/** The presets by name, and the name of rules that are none of them. */
export const PRESET_TITLES: Record<PresetName | 'custom', string> = {
  grayzone: 'Grayzone',
  classic: 'Classic',
  'crazy-eights': 'Crazy Eights',
  custom: 'Custom rules',
};

/** Each preset in a line: what it plays like. */
export const PRESET_BLURBS: Record<PresetName, string> = {
  grayzone: 'Every special card, stacked 2s, zombie 2s, KAPAGA whenever you can go out.',
  classic: 'One card at a time, no stacking; KAPAGA on your last card.',
  'crazy-eights': 'Plain Crazy Eights: only the 8s are special; no Joker.',
};

/** Kapaga's rules config as the table reads it: fields, checker, words, groups, notes, presets. */
export const RULES: RulesConfig<Rules> = {
  defaults: PRESETS.grayzone,
  fields: RULE_FIELDS,
  resolve: resolveRules,
  text: FIELD_TEXT,
  groups: RULE_GROUPS,
  check: checkRules,
  presets: PRESET_NAMES.map((id) => ({
    id,
    name: PRESET_TITLES[id],
    line: PRESET_BLURBS[id],
    rules: rulesDiff(PRESETS[id]),
  })),
};
