/**
 * The other seats, each a small box: name, level, cards held, whether its contract is down,
 * its total; the seat on turn marked. Six players fit a phone's width in two lines at most.
 */
import { LEVEL_NAMES } from '../../../kit/levels';
import type { Narrator } from '../../../lib/tokens';
import type { Player } from '../../module';
import type { PlayerView } from '../engine';

export function seatName(n: Narrator, s: number): string {
  return n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`);
}

export function SeatBox({
  v,
  n,
  s,
  p,
  open,
}: {
  v: PlayerView;
  n: Narrator;
  s: number;
  p?: Player;
  /** The seat's cards, where every hand is shown face up (watching bots). */
  open?: readonly string[];
}) {
  const on = v.phase === 'playing' && v.turn === s;
  const cards = v.handSizes[s] ?? 0;
  return (
    <li className={`cseat${on ? ' turn' : ''}${v.down[s] ? ' down' : ''}`}>
      <span className="line">
        <bdi className="name">{seatName(n, s)}</bdi>
        {p?.kind === 'bot' && p.level && <span className="level">{LEVEL_NAMES[p.level]}</span>}
        <span className="score">{v.scores[s]} pts</span>
      </span>
      <span className="line">
        <span className="cards">
          {cards} card{cards === 1 ? '' : 's'}
        </span>
        {v.down[s] && <span className="badge">down</span>}
        {on && <span className="sr-only">, to play</span>}
      </span>
      {open && open.length > 0 && (
        <span className="open" title="Cards held">
          {open.join(' ')}
        </span>
      )}
    </li>
  );
}

/** Every other seat, from the one on the left round the table. */
export function Seats({
  v,
  n,
  players,
  hands,
}: {
  v: PlayerView;
  n: Narrator;
  players?: readonly Player[];
  hands: readonly (readonly string[])[] | null;
}) {
  const me = v.seat;
  const others =
    me < 0
      ? Array.from({ length: v.players }, (_, i) => i)
      : Array.from({ length: v.players - 1 }, (_, i) => (me + 1 + i) % v.players);
  return (
    <ul className="cseats" aria-label="Players">
      {others.map((s) => (
        <SeatBox key={s} v={v} n={n} s={s} p={players?.[s]} open={hands?.[s]} />
      ))}
    </ul>
  );
}
