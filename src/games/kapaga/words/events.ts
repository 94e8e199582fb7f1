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

/** The event as a line of the log, or null for events that need none. */
export function narrateEvent(e: GameEvent, n: Narrator, viewer: number | null): Token[] | null {
  switch (e.type) {
    case 'deal':
      return line(
        `Round ${e.round}: `,
        Who(n, e.dealer),
        verb(n, e.dealer, ' deals ', ' deal '),
        `${plural(e.handSize, 'card')} each.`,
      );
    case 'turn-up':
      return line(Who(n, e.seat), ' turned up ', card(e.card), '.');
    case 'play':
      return line(Who(n, e.seat), ' played ', cards(e.cards), ' on ', card(e.onto), '.');
    case 'call':
      return line(Who(n, e.seat), ` called ${callWords(e.call)}.`);
    case 'must-call':
      return line(Who(n, e.seat), ' must call a suit or rank for the 8.');
    case 'penalty': {
      const how =
        e.answer === '2S' ? ' or answer with the 2♠' : e.answer ? ' or answer with a 2' : '';
      return line(e.zombie ? 'Zombie 2! ' : '', Who(n, e.seat), ` must draw ${e.amount}${how}.`);
    }
    case 'skip':
      return line(Who(n, e.seat), verb(n, e.seat, ' is', ' are'), ' skipped.');
    case 'pass-hands':
      return line(
        'Everyone passed their hand ',
        e.seats > 1 ? `${inWords(e.seats)} seats ` : '',
        `to the ${e.direction}.`,
      );
    case 'hands-stay':
      return line('The passes add up to nothing: every hand stays where it was.');
    case 'joker':
      return line(
        'Joker! Everyone else draws 1, and ',
        who(n, e.seat),
        verb(n, e.seat, ' plays', ' play'),
        ' again.',
      );
    case 'draw': {
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
    }
    case 'keep':
      return line(Who(n, e.seat), ' kept the drawn card.');
    case 'recycle':
      return line(Who(n, e.seat), ` turned the discard pile over: +${e.points} points.`);
    case 'kapaga':
      return line(Who(n, e.seat), ' called KAPAGA!');
    case 'catch':
      return line(
        Who(n, e.seat),
        ' caught ',
        who(n, e.target),
        ' without a KAPAGA call: ',
        who(n, e.target),
        verb(n, e.target, ' draws', ' draw'),
        ` ${e.count}.`,
      );
    case 'round-over': {
      const out = line(Who(n, e.winner), ' went out.');
      if (e.eliminated.length)
        out.push(...line(' ', seatList(n, e.eliminated), ` ${isAre(n, e.eliminated)} eliminated.`));
      if (e.reset.length)
        out.push(...line(' ', seatList(n, e.reset), ' hit exactly the limit: back to 0.'));
      return out;
    }
    case 'game-over':
      return e.winners.length === 1
        ? line(
            Who(n, e.winners[0] as number),
            verb(n, e.winners[0] as number, ' wins', ' win'),
            ' the game!',
          )
        : line(seatList(n, e.winners), ' share the win!');
    case 'may-play-drawn':
    case 'turn':
      return null;
  }
}
