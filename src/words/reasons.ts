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
  line,
  type Narrator,
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
  | { say: 'better-than'; points: number; alt: Action };

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

/** One clause as a sentence in the bot's own voice (first person). */
export function clauseWords(c: Clause, n: Narrator): Token[] {
  switch (c.say) {
    case 'kapaga':
      return line('I could go out next turn.');
    case 'catch':
      return line(
        Who(n, c.target),
        verb(n, c.target, ' has', ' have'),
        ' one card and no KAPAGA call.',
      );
    case 'went-out':
      return line('That was my way out.');
    case 'shed':
      return line(`Shedding ${c.points} points.`);
    case 'faces':
      return line(Who(n, c.seat), verb(n, c.seat, ' now faces', ' now face'), ` ${c.amount}.`);
    case 'close':
      return line(
        Who(n, c.seat),
        verb(n, c.seat, ' has', ' have'),
        ` ${inWords(c.cards)} ${c.cards === 1 ? 'card' : 'cards'} left.`,
      );
    case 'skip-close':
      return line('Skipping ', who(n, c.seat), ', close to going out.');
    case 'joker':
      return line('Everyone else draws and I go again.');
    case 'joker-lone':
      return line(Who(n, c.seat), verb(n, c.seat, ' was', ' were'), ' down to one card.');
    case 'void-shown':
      return line(Who(n, c.seat), ` could not follow ${callWords(c.suit)} last time.`);
    case 'call-void':
      return line(Who(n, c.seat), ' showed none of them.');
    case 'pass-hand':
      return line(`My ${plural(c.mine, 'card')} for `, whose(n, c.seat), ` ${c.theirs}.`);
    case 'first-fit':
      return line('The first card that fit.');
    case 'simplest':
      return line('No good idea: the simplest move.');
    case 'random':
      return line('A random legal move.');
    case 'must-draw':
      return line('Nothing may answer this penalty.');
    case 'simulated':
      return line('Chosen by playing the round out over many possible deals.');
    case 'risky':
      return line('Risky: ', who(n, c.seat), ' may go out next.');
    case 'pass-points':
      return line(`My hand was worth ${c.points} points.`);
    case 'pass-no-better':
      return line('The hand I get back looks no better.');
    case 'call-hold':
      return line(`I hold ${inWords(c.count)} ${callWords(c.call)}.`);
    case 'call-any':
      return line('Nothing left to match: any call will do.');
    case 'call-first-card':
      return line('The suit of the first card in my hand.');
    case 'call-least-likely':
      return line(
        'The call ',
        who(n, c.seat),
        verb(n, c.seat, ' is', ' are'),
        ' least likely to answer.',
      );
    case 'exact-reset':
      return line(
        `Keeping exactly ${c.held} points: ${c.score} + ${c.held} = ${c.limit} resets me to 0.`,
      );
    case 'draw-safer':
      return line('Every play I had would let the next player out.');
    case 'keep-eight':
      return line('Keeping my last 8 to escape a 2.');
    case 'keep-useless':
      return line('Playing it would not help.');
    case 'no-answer':
      return line(`I have no ${c.need === '2S' ? '2♠' : '2'} to answer with.`);
    case 'nothing-matches':
      return line('Nothing I hold matches.');
    case 'searched':
      return line(
        `Best of ${c.options} options in ${c.deals.toLocaleString('en')} simulated deals.`,
      );
    case 'better-than':
      return line(`${Math.round(c.points)} points better than `, altWords(c.alt), '.');
  }
}

/**
 * A reason as one line, or null when nothing of it may be shown. `open`: every hand is
 * open to this reader, so the private clauses are shown too.
 */
export function narrateReason(r: Reason, n: Narrator, open: boolean): Token[] | null {
  const shown = open ? r : r.filter(isPublic);
  if (shown.length === 0) return null;
  const out: Token[] = [];
  shown.forEach((c, i) => {
    if (i > 0) out.push({ kind: 'text', text: ' ' });
    out.push(...clauseWords(c, n));
  });
  return out;
}
