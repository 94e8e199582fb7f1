/**
 * Kai's table talk (module.ts Decision.say): a short remark in its own voice at a moment
 * that matters, shown by its seat with the move. No rule behind it, and it tells nothing
 * hidden: it is chosen only from what everyone sees once the move is made (a triad complete
 * and gone, going out, a final turn, the discard taken, a KAPOW! card placed), never names a
 * card, and a move made while Kai alone knows the card it drew says nothing of that card.
 * The same match talks the same way (a hash of the bot's seed and the moment).
 */
import type { Token } from '../../../lib/tokens';
import type { Action, PlayerView } from '../engine';
import type { Facts } from './explainFacts';
import type { Option } from './kai';

/** The moments Kai speaks at, each with its lines and how often it speaks then. */
export const TALK = {
  triad: {
    chance: 1,
    lines: [
      'That triad is done: zero points!',
      'Another triad off the table.',
      'Three in a row. Lovely.',
      'Gone, and not a point left behind.',
    ],
  },
  out: {
    chance: 1,
    lines: [
      'I’m out! One last turn each.',
      'That’s me done. Make your last turn count.',
      'Out I go. Beat that if you can.',
    ],
  },
  outRisky: {
    chance: 1,
    lines: [
      'Out, and I may be doubled for it. Worth the risk.',
      'Going out now, doubled or not.',
      'A bold one: I’m out before you can catch up.',
    ],
  },
  final: {
    chance: 0.6,
    lines: [
      'One last turn. Let’s make it count.',
      'Last chance for me, then.',
      'Final turn. No pressure.',
    ],
  },
  take: {
    chance: 0.4,
    lines: ['Don’t mind if I do.', 'I’ll take that, thanks.', 'Just the card I was hoping for.'],
  },
  kapow: {
    chance: 1,
    lines: ['KAPOW! A wild card in its place.', 'A KAPOW! card at work.'],
  },
} as const satisfies Record<string, { chance: number; lines: readonly string[] }>;
export type Moment = keyof typeof TALK;

/** A small repeatable number in [0, 1) from the bot's seed and the moment. */
function hash(seed: number, moment: number): number {
  let h = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(moment + 1, 0xc2b2ae35)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d) >>> 0;
  h = Math.imul(h ^ (h >>> 12), 0x297a2d39) >>> 0;
  return ((h ^ (h >>> 15)) >>> 0) / 4294967296;
}

/** The moment a move makes, if it is one Kai speaks at (from the move's facts, explainFacts.ts). */
export function momentOf(view: PlayerView, o: Option, f: Facts): Moment | null {
  const a: Action = o.action;
  if (o.out) return o.out.mine < o.out.others ? 'out' : 'outRisky';
  if (f.doneNow.length > 0 || f.endDone.length > 0) return 'triad';
  if (a.type === 'replace' && view.drawn === 'KW') return 'kapow';
  if (a.type === 'draw' && a.from === 'discard') return 'take';
  if (a.type === 'draw' && view.wentOut !== null) return 'final';
  return null;
}

/** What Kai says with the move (nothing at most moves). */
export function talkFor(view: PlayerView, o: Option, f: Facts, seed: number): Token[] | undefined {
  const m = momentOf(view, o, f);
  if (m === null) return undefined;
  const at = view.round * 1000 + view.discard.length * 7 + view.stock + view.seat * 131;
  const x = hash(seed, at);
  const { chance, lines } = TALK[m];
  if (x >= chance) return undefined;
  const text = lines[Math.floor(hash(seed + 1, at) * lines.length)] ?? lines[0];
  return [{ kind: 'text', text }];
}
