/**
 * A bot's reason, structured: the clauses it computed, each public (anyone at the table
 * could see it) or private (it names the bot's hand or its counting). Narrated for a
 * reader: private clauses only where every hand is open (watch mode with open hands, the
 * round summary, replays).
 */
import type { Action } from '../engine';
import {
  callWords,
  cards,
  inWords,
  isYou,
  line,
  type Narrator,
  num,
  plural,
  type Token,
  verb,
  Who,
  who,
  whose,
} from './tokens';

export type Clause =
  // Public: what anyone at the table saw or can count.
  | { say: 'kapaga' }
  | { say: 'catch'; target: number }
  | { say: 'went-out' }
  | { say: 'shed'; points: number }
  | { say: 'faces'; seat: number; amount: number }
  | { say: 'close'; seat: number; cards: number }
  | { say: 'skip-close'; seat: number }
  | { say: 'joker' }
  | { say: 'joker-lone'; seat: number }
  | { say: 'void-shown'; seat: number; suit: string }
  | { say: 'call-void'; seat: number }
  | { say: 'pass-hand'; mine: number; seat: number; theirs: number }
  | { say: 'first-fit' }
  | { say: 'simplest' }
  | { say: 'random' }
  | { say: 'must-draw' }
  | { say: 'simulated' }
  // Private: its hand, its counting, the moves it did not make.
  | { say: 'risky'; seat: number }
  | { say: 'pass-points'; points: number }
  | { say: 'pass-no-better' }
  | { say: 'call-hold'; call: string; count: number }
  | { say: 'call-any' }
  | { say: 'call-first-card' }
  | { say: 'call-least-likely'; seat: number }
  | { say: 'exact-reset'; held: number; score: number; limit: number }
  | { say: 'draw-safer' }
  | { say: 'keep-eight' }
  | { say: 'keep-useless' }
  | { say: 'no-answer'; need: '2' | '2S' }
  | { say: 'nothing-matches' }
  | { say: 'searched'; options: number; deals: number }
  /** Clearly better than the runner-up: `points`, the mean gain over it (above the noise). */
  | { say: 'better-than'; points: number; alt: Action }
  /** Not clearly better than the runner-up: within the search's noise. */
  | { say: 'close-call'; alt: Action };

export type Reason = Clause[];
export type ClauseKey = Clause['say'];

/** The clauses a person at the table may read during play. */
export const PUBLIC_CLAUSES: ReadonlySet<ClauseKey> = new Set<ClauseKey>([
  'kapaga',
  'catch',
  'went-out',
  'shed',
  'faces',
  'close',
  'skip-close',
  'joker',
  'joker-lone',
  'void-shown',
  'call-void',
  'pass-hand',
  'first-fit',
  'simplest',
  'random',
  'must-draw',
  'simulated',
]);

export const isPublic = (c: Clause): boolean => PUBLIC_CLAUSES.has(c.say);

const PRIVATE_CLAUSES: readonly ClauseKey[] = [
  'risky',
  'pass-points',
  'pass-no-better',
  'call-hold',
  'call-any',
  'call-first-card',
  'call-least-likely',
  'exact-reset',
  'draw-safer',
  'keep-eight',
  'keep-useless',
  'no-answer',
  'nothing-matches',
  'searched',
  'better-than',
  'close-call',
];

/** A reason read back from outside data (a save): every clause one this version knows. */
export const isReason = (x: unknown): x is Reason =>
  Array.isArray(x) &&
  x.every(
    (c) =>
      typeof c === 'object' &&
      c !== null &&
      (PUBLIC_CLAUSES.has((c as Clause).say) || PRIVATE_CLAUSES.includes((c as Clause).say)),
  );

function altWords(a: Action): Token[] {
  switch (a.type) {
    case 'play':
      return line('playing ', cards(a.cards), a.call ? ` calling ${callWords(a.call)}` : '');
    case 'draw':
      return line('drawing');
    case 'pass':
      return line('keeping it');
    case 'call':
      return line(`calling ${callWords(a.call)}`);
    default:
      return line('the alternative');
  }
}

/**
 * Who gives the reason, as the reader hears it: a bot in its own voice ("I hold four ♥"),
 * or the reader themselves when the reason is advice for their own hand ("You hold ...").
 */
function voice(n: Narrator, speaker: number | null) {
  const you = speaker !== null && isYou(n, speaker);
  return you
    ? { I: 'You', i: 'you', my: 'your', My: 'Your', me: 'you', be: 'is', have: 'have' }
    : { I: 'I', i: 'I', my: 'my', My: 'My', me: 'me', be: 'was', have: 'had' };
}

type Voice = ReturnType<typeof voice>;
type Say<K extends ClauseKey> = (c: Extract<Clause, { say: K }>, n: Narrator, v: Voice) => Token[];

/**
 * One clause as a sentence. `speaker`: the seat whose reason it is; a bot speaks in the
 * first person, and advice to the reader about their own hand says "you" (null: a bot).
 */
export function clauseWords(c: Clause, n: Narrator, speaker: number | null = null): Token[] {
  const v = voice(n, speaker);
  return (SAY[c.say] as Say<ClauseKey>)(c, n, v);
}

/** Each clause's sentence, by its key: the public ones first, then the private ones. */
const SAY: { [K in ClauseKey]: Say<K> } = {
  kapaga: (_, _n, v) => line(`${v.I} could go out next turn.`),
  catch: (c, n) =>
    line(Who(n, c.target), verb(n, c.target, ' has', ' have'), ' one card and no KAPAGA call.'),
  'went-out': (_, _n, v) => line(`That ${v.be} ${v.my} way out.`),
  shed: (c) => line(`Shedding ${plural(c.points, 'point')}.`),
  faces: (c, n) =>
    line(Who(n, c.seat), verb(n, c.seat, ' now faces', ' now face'), ` ${c.amount}.`),
  close: (c, n) =>
    line(
      Who(n, c.seat),
      verb(n, c.seat, ' has', ' have'),
      ` ${inWords(c.cards)} ${c.cards === 1 ? 'card' : 'cards'} left.`,
    ),
  'skip-close': (c, n) => line('Skipping ', who(n, c.seat), ', close to going out.'),
  joker: (_, _n, v) => line(`Everyone else draws and ${v.i} go again.`),
  'joker-lone': (c, n) =>
    line(Who(n, c.seat), verb(n, c.seat, ' was', ' were'), ' down to one card.'),
  'void-shown': (c, n) => line(Who(n, c.seat), ` could not follow ${callWords(c.suit)} last time.`),
  'call-void': (c, n) => line(Who(n, c.seat), ' showed none of them.'),
  'pass-hand': (c, n, v) =>
    line(`${v.My} ${plural(c.mine, 'card')} for `, whose(n, c.seat), ` ${num(c.theirs)}.`),
  'first-fit': () => line('The first card that fit.'),
  simplest: () => line('No good idea: the simplest move.'),
  random: () => line('A random legal move.'),
  'must-draw': () => line('Nothing may answer this penalty.'),
  simulated: () => line('Chosen by playing the round out over many possible deals.'),
  risky: (c, n) => line('Risky: ', who(n, c.seat), ' may go out next.'),
  'pass-points': (c, _n, v) => line(`${v.My} hand ${v.be} worth ${plural(c.points, 'point')}.`),
  'pass-no-better': (_, _n, v) => line(`The hand ${v.i} get back looks no better.`),
  'call-hold': (c, _n, v) => line(`${v.I} hold ${inWords(c.count)} ${callWords(c.call)}.`),
  'call-any': () => line('Nothing left to match: any call will do.'),
  'call-first-card': (_, _n, v) => line(`The suit of the first card in ${v.my} hand.`),
  'call-least-likely': (c, n) =>
    line('The call ', who(n, c.seat), verb(n, c.seat, ' is', ' are'), ' least likely to answer.'),
  'exact-reset': (c, _n, v) =>
    line(
      `Keeping exactly ${plural(c.held, 'point')}: ${num(c.score)} + ${num(c.held)} = ${num(c.limit)} resets ${v.me} to 0.`,
    ),
  'draw-safer': (_, _n, v) => line(`Every play ${v.i} ${v.have} would let the next player out.`),
  'keep-eight': (_, _n, v) => line(`Keeping ${v.my} last 8 to escape a 2.`),
  'keep-useless': () => line('Playing it would not help.'),
  'no-answer': (c, _n, v) => line(`${v.I} have no ${c.need === '2S' ? '2♠' : '2'} to answer with.`),
  'nothing-matches': (_, _n, v) => line(`Nothing ${v.i} hold matches.`),
  searched: (c) =>
    line(`Weighed ${plural(c.options, 'option')} over ${plural(c.deals, 'simulated deal')}.`),
  'better-than': (c, _n, v) => {
    // Points: the mean over the deals of the round's points the others took on average,
    // less the speaker's (the search's reward). A save from before may hold a gain at or
    // below zero: that is no gain, said as one.
    if (Math.round(c.points) <= 0) return closeCall(c.alt);
    return line(
      `On average it left ${v.me} ${plural(c.points, 'point')} better off than `,
      altWords(c.alt),
      '.',
    );
  },
  'close-call': (c) => closeCall(c.alt),
};

const closeCall = (alt: Action): Token[] =>
  line('Too close to call: ', altWords(alt), ' did about as well.');

/**
 * A reason as one line, or null when nothing of it may be shown. `open`: every hand is
 * open to this reader, so the private clauses are shown too. `speaker`: whose reason it
 * is (see clauseWords).
 */
export function narrateReason(
  r: Reason,
  n: Narrator,
  open: boolean,
  speaker: number | null = null,
): Token[] | null {
  const shown = open ? r : r.filter(isPublic);
  if (shown.length === 0) return null;
  const out: Token[] = [];
  shown.forEach((c, i) => {
    if (i > 0) out.push({ kind: 'text', text: ' ' });
    out.push(...clauseWords(c, n, speaker));
  });
  return out;
}
