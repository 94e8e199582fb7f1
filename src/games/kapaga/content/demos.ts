/**
 * Rule demos (issue 5): for each special rule, a table laid out with `fromSetup` that shows
 * it happen in a few moves, with a one-line explanation. Each demo names a house rule to
 * toggle; replaying with it toggled shows the difference. `promise` says, in words and as
 * a check, what the table looks like at the end: tests hold every demo to it.
 */
import {
  type Action,
  applyAction,
  cardLabel,
  fromSetup,
  type Game,
  legalActions,
  parseCard,
  RANKS,
  type Rules,
  type Setup,
  type Snapshot,
  SUITS,
  snapshot,
} from '../engine';
import { RULE_NAMES, type RuleId } from './ruleNames';

export { RULE_NAMES, type RuleId } from './ruleNames';

export const DEMO_NAMES = ['Ann', 'Bea', 'Cal', 'Dan'];

export interface Demo {
  id: string;
  title: string;
  /** The rules it shows, by name (RULE_NAMES): the player reads names, the code cites ids. */
  rules: string;
  explain: string;
  setup: Setup;
  steps: Action[];
  /**
   * The house rule that changes what happens, and the value that turns it off; null when
   * the rule has none (the Joker). Then `promise.off` and `check.off` repeat `on`.
   */
  toggle: { field: keyof Rules; value: Rules[keyof Rules] } | null;
  /** What the end of the demo shows, with the rule as set up and toggled. */
  promise: { on: string; off: string };
  check: { on: (s: Snapshot) => boolean; off: (s: Snapshot) => boolean };
}

/** The 52 cards, less these. */
function everyCardBut(codes: string): string[] {
  const out = new Set(codes.split(' '));
  return SUITS.flatMap((s) => RANKS.map((r) => r + s)).filter((c) => !out.has(c));
}

const named = (...ids: RuleId[]): string => ids.map((id) => RULE_NAMES[id]).join('; ');

/** A card as the table writes it ("2♥", "Joker"), as src/games/kapaga/words renders cards. */
const face = (code: string): string => {
  const c = parseCard(code);
  return c === null ? code : cardLabel(c);
};
/** Faces for several codes: "4♦ K♦". */
const faces = (...codes: string[]): string => codes.map(face).join(' ');

const play = (seat: number, ...cards: string[]): Action => ({ type: 'play', seat, cards });
const draw = (seat: number): Action => ({ type: 'draw', seat });

export const DEMOS: readonly Demo[] = [
  {
    id: 'two-stack',
    title: 'The 2 stack',
    rules: named('R12'),
    explain:
      'A 2 makes the next player draw two, unless they answer with a 2 of their own: then the next one faces four.',
    setup: {
      hands: [
        ['2H', '9S', 'KD'],
        ['2C', '4D', '6S'],
        ['5H', 'JC', 'QS'],
        ['3D', '7C', '9H'],
      ],
      discard: ['4H'],
      stock: ['3S', '4S', '6C', '8D'],
      turn: 0,
    },
    steps: [play(0, '2H'), play(1, '2C')],
    toggle: { field: 'stackTwos', value: false },
    promise: {
      on: 'Cal must draw 4 or answer with a 2.',
      off: 'Without stacking, Bea cannot answer: she draws 2 and Cal plays on.',
    },
    check: {
      on: (s) => s.turn === 2 && s.pending === 4 && s.stage === 'answer',
      off: (s) => s.turn === 2 && s.pending === 0 && s.hands[1]?.length === 5,
    },
  },
  {
    id: 'two-on-five',
    title: '2 of spades on the 5 of spades',
    rules: named('R12', 'R18'),
    explain:
      'The 5 of spades makes the next player draw five; only the 2 of spades answers it, for seven. Never the other way round.',
    setup: {
      hands: [
        ['5S', '9D', 'KD'],
        ['2S', '4D', '6H'],
        ['5H', 'JC', 'QH'],
        ['3D', '7C', '9H'],
      ],
      discard: ['4S'],
      stock: ['3S', '4C', '6C', '8D', 'TD', 'JD', 'QD', 'KS'],
      turn: 0,
    },
    steps: [play(0, '5S'), play(1, '2S')],
    toggle: { field: 'twoOfSpadesOnFive', value: false },
    promise: {
      on: 'Cal must draw 7 (or answer with a 2).',
      off: 'The 2 of spades cannot answer: Bea draws 5 and Cal plays on.',
    },
    check: {
      on: (s) => s.turn === 2 && s.pending === 7,
      off: (s) => s.turn === 2 && s.pending === 0 && s.hands[1]?.length === 8,
    },
  },
  {
    id: 'zombie-twos',
    title: 'Zombie 2s',
    rules: named('R12z'),
    explain: `The seed's own example: Ann's ${face('2H')}, Bea draws 2, Cal draws 1, Dan plays ${face('2C')} on the spent ${face('2H')}: it springs back to life and Ann faces 4.`,
    setup: {
      hands: [
        ['2H', '4D', 'KC'],
        ['JK', '8S', '5D'],
        ['6S', '7S', 'TD'],
        ['2C', 'QD', '3S'],
      ],
      discard: ['9H'],
      stock: ['KS', 'QS', 'JS', 'TS', '9S', '9D'],
      turn: 0,
    },
    steps: [play(0, '2H'), draw(1), draw(2), play(3, '2C')],
    toggle: { field: 'zombieTwos', value: false },
    promise: {
      on: 'Ann must draw 4 (or answer with a 2).',
      off: `Without zombies, the ${face('2C')} is a fresh 2: Ann faces 2.`,
    },
    check: {
      on: (s) => s.turn === 0 && s.pending === 4,
      off: (s) => s.turn === 0 && s.pending === 2,
    },
  },
  {
    id: 'eight-call',
    title: '8s call a suit or a rank',
    rules: named('R13'),
    explain: 'Ann plays an 8 and calls spades: Bea may drop her 5 of spades on it, and it is live.',
    setup: {
      hands: [
        ['8C', '4D', 'KD'],
        ['5S', '6H', '9D'],
        ['5H', 'JC', 'QH'],
        ['3D', '7C', '9H'],
      ],
      discard: ['4C'],
      stock: ['3S', '4S', '6C', '8D', 'TD', 'JD', 'QD'],
      turn: 0,
    },
    steps: [{ type: 'play', seat: 0, cards: ['8C'], call: 'S' }, play(1, '5S')],
    toggle: { field: 'fiveOfSpades', value: 'plain' },
    promise: {
      on: 'Cal must draw 5: the 5 of spades matched the call.',
      off: 'With a plain 5 of spades, it only follows the call: Cal plays on.',
    },
    check: {
      on: (s) => s.turn === 2 && s.pending === 5,
      off: (s) => s.turn === 2 && s.pending === 0 && s.top === '5S',
    },
  },
  {
    id: 'eight-rank',
    title: 'An 8 calling a rank holds back the 5 of spades',
    rules: named('R13'),
    explain: 'Ann calls 7s: Bea may not drop her 5 of spades on the 8, so she draws.',
    setup: {
      hands: [
        ['8C', '4D', 'KD'],
        ['5S', '6H', '9D'],
        ['7H', 'JC', 'QH'],
        ['3D', '7C', '9H'],
      ],
      discard: ['4C'],
      stock: ['3S', '4S', '6C', '8D'],
      turn: 0,
    },
    steps: [{ type: 'play', seat: 0, cards: ['8C'], call: '7' }, draw(1), play(2, '7H')],
    toggle: { field: 'sevens', value: 'plain' },
    promise: {
      on: "Cal's 7 answers the call and skips Dan: Ann is to play.",
      off: 'With plain 7s, Dan plays next.',
    },
    check: {
      on: (s) => s.turn === 0 && s.top === '7H' && s.hands[1]?.includes('5S') === true,
      off: (s) => s.turn === 3,
    },
  },
  {
    id: 'joker',
    title: 'The Joker',
    rules: named('R17'),
    explain:
      'The Joker goes on anything but a live penalty: everyone else draws one, and Ann plays again.',
    setup: {
      hands: [
        ['JK', '4D', 'KD'],
        ['5S', '6H', '9D'],
        ['7H', 'JC', 'QH'],
        ['3D', '7C', '9H'],
      ],
      discard: ['4C'],
      stock: ['3S', '4S', '6C', '8D'],
      turn: 0,
    },
    steps: [play(0, 'JK'), play(0, 'KD')],
    toggle: null,
    promise: {
      on: 'Bea, Cal and Dan hold four cards each; Ann played again and Bea is to play.',
      off: 'Bea, Cal and Dan hold four cards each; Ann played again and Bea is to play.',
    },
    check: {
      on: (s) => s.turn === 1 && [1, 2, 3].every((p) => s.hands[p]?.length === 4) && s.top === 'KD',
      off: (s) => s.turn === 1 && s.top === 'KD',
    },
  },
  {
    id: 'aces',
    title: 'Aces take a companion',
    rules: named('R15'),
    explain:
      'An ace goes down with a card of its suit, whose effect counts: here a 7, which skips Bea.',
    setup: {
      hands: [
        ['AH', '7H', 'KD'],
        ['AS', '6H', '9D'],
        ['5H', 'JC', 'QC'],
        ['3D', '7C', '9C'],
      ],
      discard: ['4H'],
      stock: ['3S', '4S', '6C', '8D'],
      turn: 0,
    },
    steps: [play(0, 'AH', '7H')],
    toggle: { field: 'aces', value: 'plain' },
    promise: {
      on: `Ann's ace went down with the ${face('7H')}, which skipped Bea: Cal is to play.`,
      off: 'With plain aces, an ace and a 7 are not one play: Ann draws instead.',
    },
    check: {
      on: (s) => s.turn === 2 && s.top === '7H' && s.hands[0]?.join() === 'KD',
      off: (s) => s.turn === 1 && s.hands[0]?.length === 4,
    },
  },
  {
    id: 'nine-pass',
    title: '9s pass hands left, the 5 of clubs right',
    rules: named('R16'),
    explain: "Ann plays a 9: every hand moves one seat to the left, Ann's included.",
    setup: {
      hands: [['9H', '4D', 'KD'], ['5S', '6S'], ['7H', 'JC', 'QH', 'QC'], ['3D']],
      discard: ['4H'],
      stock: ['3S', '4S', '6C', '8D'],
      turn: 0,
    },
    steps: [play(0, '9H')],
    toggle: { field: 'nines', value: 'plain' },
    promise: {
      on: `Bea now holds Ann's ${faces('4D', 'KD')}, and Ann holds Dan's lone ${face('3D')}.`,
      off: 'With plain 9s, everyone keeps their hand.',
    },
    check: {
      on: (s) => s.hands[1]?.join() === '4D,KD' && s.hands[0]?.join() === '3D',
      off: (s) => s.hands[0]?.join() === '4D,KD' && s.hands[3]?.join() === '3D',
    },
  },
  {
    id: 'kapaga',
    title: 'KAPAGA! and the catch',
    rules: named('R19-R21'),
    explain:
      'Ann plays down to one card and forgets to call KAPAGA: Bea catches her, and Ann draws one.',
    setup: {
      hands: [
        ['7H', 'KH'],
        ['5S', '6H', '9D'],
        ['7C', 'JC', 'QH'],
        ['3D', '7D', '9H'],
      ],
      discard: ['4H'],
      stock: ['3S', '4S', '6C', '8D'],
      turn: 0,
    },
    steps: [play(0, '7H'), { type: 'catch', seat: 1, target: 0 }],
    toggle: { field: 'kapagaPenalty', value: 3 },
    promise: {
      on: 'Ann holds two cards again (she drew 1).',
      off: 'With a penalty of 3, Ann holds four cards.',
    },
    check: { on: (s) => s.hands[0]?.length === 2, off: (s) => s.hands[0]?.length === 4 },
  },
  {
    id: 'recycle',
    title: 'Turning the pile over costs points',
    rules: named('R22'),
    explain:
      'The stock is empty: whoever must draw turns the discard pile over and pays 100 points, then 200 the next time.',
    setup: {
      hands: [
        ['KS', '4D'],
        ['QS', '6S'],
        ['JS', 'JC'],
        ['TS', '9C'],
      ],
      // Every other card is in the pile, so the stock is empty.
      discard: [...everyCardBut('KS 4D QS 6S JS JC TS 9C 7D'), '7D'],
      stock: [],
      turn: 0,
      rules: { jokers: 0 },
    },
    steps: [draw(0)],
    toggle: { field: 'recyclePenalty', value: 0 },
    promise: {
      on: 'Ann paid 100 points to turn the pile over.',
      off: 'With no recycling penalty, Ann pays nothing.',
    },
    check: { on: (s) => s.scores[0] === 100, off: (s) => s.scores[0] === 0 },
  },
  {
    id: 'exact-2000',
    title: 'Exactly 2000 resets to 0',
    rules: named('R25'),
    explain:
      'Bea has 1,990 points and is left holding a 10 when Ann goes out: exactly 2000, back to 0.',
    setup: {
      hands: [['4H'], ['TD'], ['KC', 'QC'], ['JD', 'QD']],
      discard: ['4S'],
      turn: 0,
      scores: [0, 1990, 0, 0],
    },
    steps: [play(0, '4H')],
    toggle: { field: 'exactScoreResets', value: false },
    promise: {
      on: 'Bea is back to 0.',
      off: 'Without the reset, Bea stays at exactly 2000 (not over it: still in).',
    },
    check: {
      on: (s) => s.scores[1] === 0,
      off: (s) => s.scores[1] === 2000 && s.eliminated[1] === false,
    },
  },
];

export interface DemoRun {
  games: Game[];
  /** The actions played, one per game after the first (a replaced step: the draw played). */
  actions: Action[];
  /** The actions (by their index in `actions`) played in place of a step the toggled rules refused: a draw. */
  replaced: number[];
  error: string | null;
}

/** Play a demo, with its house rule toggled or not. An illegal step becomes that seat's draw. */
export function runDemo(d: Demo, toggled = false): DemoRun {
  const base = typeof d.setup.rules === 'object' ? d.setup.rules : {};
  const rules = toggled && d.toggle ? { ...base, [d.toggle.field]: d.toggle.value } : base;
  const start = fromSetup({ ...d.setup, rules });
  if (!start.ok) return { games: [], actions: [], replaced: [], error: start.error.message };
  const games = [start.value];
  const actions: Action[] = [];
  const replaced: number[] = [];
  for (const step of d.steps) {
    const g = games[games.length - 1] as Game;
    let played = step;
    let next = applyAction(g, step);
    if (!next.ok && step.type !== 'next-round') {
      const fallback = legalActions(g).find((a) => a.type === 'draw' && a.seat === g.turn);
      if (!fallback) continue; // e.g. a catch that the toggled rules made impossible
      played = fallback;
      next = applyAction(g, fallback);
      replaced.push(actions.length);
    }
    if (!next.ok) return { games, actions, replaced, error: next.error.message };
    games.push(next.value);
    actions.push(played);
  }
  return { games, actions, replaced, error: null };
}

export const demoEnd = (run: DemoRun): Snapshot =>
  snapshot(run.games[run.games.length - 1] as Game);
