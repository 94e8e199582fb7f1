/**
 * One event in words, for one reader (RULES.md §9 events). `viewer` is the seat whose own
 * drawn cards may be named (null: none; the events should already be that seat's, see the
 * engine's `eventsFor`).
 */
import type { GameEvent } from '../engine';
import {
  callWords,
  card,
  cards,
  inWords,
  isAre,
  line,
  type Narrator,
  plural,
  seatList,
  type Token,
  verb,
  Who,
  who,
} from './tokens';

const DRAW_WHY: Record<string, string> = { penalty: ' as the penalty', ace: ' for the lone ace' };

type Narrate<T extends GameEvent['type']> = (
  e: Extract<GameEvent, { type: T }>,
  n: Narrator,
  viewer: number | null,
) => Token[] | null;

/** The event as a line of the log, or null for events that need none. */
export function narrateEvent(e: GameEvent, n: Narrator, viewer: number | null): Token[] | null {
  const say = NARRATE[e.type] as Narrate<GameEvent['type']> | undefined;
  return say ? say(e, n, viewer) : null;
}

/** Each event's line, by its type (RULES.md §9). */
const NARRATE: { [T in GameEvent['type']]: Narrate<T> } = {
  deal: (e, n) =>
    line(
      `Round ${e.round}: `,
      Who(n, e.dealer),
      verb(n, e.dealer, ' deals ', ' deal '),
      `${plural(e.handSize, 'card')} each.`,
    ),
  'turn-up': (e, n) => line(Who(n, e.seat), ' turned up ', card(e.card), '.'),
  play: (e, n) => line(Who(n, e.seat), ' played ', cards(e.cards), ' on ', card(e.onto), '.'),
  call: (e, n) => line(Who(n, e.seat), ` called ${callWords(e.call)}.`),
  'must-call': (e, n) => line(Who(n, e.seat), ' must call a suit or rank for the 8.'),
  penalty: (e, n) => {
    const how =
      e.answer === '2S' ? ' or answer with the 2♠' : e.answer ? ' or answer with a 2' : '';
    return line(e.zombie ? 'Zombie 2! ' : '', Who(n, e.seat), ` must draw ${e.amount}${how}.`);
  },
  skip: (e, n) => line(Who(n, e.seat), verb(n, e.seat, ' is', ' are'), ' skipped.'),
  'pass-hands': (e) =>
    line(
      'Everyone passed their hand ',
      e.seats > 1 ? `${inWords(e.seats)} seats ` : '',
      `to the ${e.direction}.`,
    ),
  'hands-stay': () => line('The passes add up to nothing: every hand stays where it was.'),
  joker: (e, n) =>
    line(
      'Joker! Everyone else draws 1, and ',
      who(n, e.seat),
      verb(n, e.seat, ' plays', ' play'),
      ' again.',
    ),
  draw: (e, n, viewer) => {
    if (e.reason === 'joker' || e.reason === 'catch') return null; // said by 'joker' / 'catch'
    if (e.count === 0)
      return line(Who(n, e.seat), ' could not draw: the stock and the pile are empty.');
    const shown = viewer === e.seat && e.cards.length > 0;
    return line(
      Who(n, e.seat),
      ` drew ${plural(e.count, 'card')}`,
      shown ? line(' (', cards(e.cards), ')') : '',
      `${DRAW_WHY[e.reason] ?? ''}.`,
    );
  },
  keep: (e, n) => line(Who(n, e.seat), ' kept the drawn card.'),
  recycle: (e, n) => line(Who(n, e.seat), ` turned the discard pile over: +${e.points} points.`),
  kapaga: (e, n) => line(Who(n, e.seat), ' called KAPAGA!'),
  catch: (e, n) =>
    line(
      Who(n, e.seat),
      ' caught ',
      who(n, e.target),
      ' without a KAPAGA call: ',
      who(n, e.target),
      verb(n, e.target, ' draws', ' draw'),
      ` ${e.count}.`,
    ),
  'round-over': (e, n) => {
    const out = line(Who(n, e.winner), ' went out.');
    if (e.eliminated.length)
      out.push(...line(' ', seatList(n, e.eliminated), ` ${isAre(n, e.eliminated)} eliminated.`));
    if (e.reset.length)
      out.push(...line(' ', seatList(n, e.reset), ' hit exactly the limit: back to 0.'));
    return out;
  },
  'game-over': (e, n) =>
    e.winners.length === 1
      ? line(
          Who(n, e.winners[0] as number),
          verb(n, e.winners[0] as number, ' wins', ' win'),
          ' the game!',
        )
      : line(seatList(n, e.winners), ' share the win!'),
  'may-play-drawn': () => null,
  turn: () => null,
};
