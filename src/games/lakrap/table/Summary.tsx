/**
 * The round's summary (L15, L16): each team's squares, marriages, times its opponents, times
 * the multiplier, per seat; and the match's totals as a small table. Every figure is the
 * engine's (teamScores, the same sums it scored).
 */

import { teamName } from '../../../kit/teams';
import type { Narrator } from '../../module';
import { MARRIAGE_POINTS, type PlayerView, squareOf, teamScores } from '../engine';
import './Summary.css';

const nameOf = (n: Narrator, s: number) => (n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`));
const signed = (x: number) => (x < 0 ? `−${-x}` : String(x));

function TeamRows({
  v,
  n,
  teams,
}: {
  v: PlayerView;
  n: Narrator;
  teams: readonly number[] | null;
}) {
  return (
    <ul className="lk-sum-teams">
      {teamScores(v).map((t) => {
        const first = t.seats[0] ?? 0;
        const squares = t.seats
          .map((s) => `${nameOf(n, s)} ${v.tricks[s] ?? 0}→${squareOf(v.tricks[s] ?? 0)}`)
          .join(' + ');
        const wed =
          t.marriages > 0
            ? ` + ${t.marriages}×${MARRIAGE_POINTS} (marriage${t.marriages === 1 ? '' : 's'})`
            : '';
        const sum = t.squares + MARRIAGE_POINTS * t.marriages;
        const times = t.multiplier > 1 ? ` × ${t.multiplier}` : '';
        return (
          <li key={first} className={`lk-sum-team t${teams?.[first] ?? 0}`}>
            <strong>{teams ? teamName(teams[first]) : nameOf(n, first)}</strong>
            {teams && <span> ({t.seats.map((s) => nameOf(n, s)).join(', ')})</span>}
            <div className="lk-sum-calc">
              {squares}
              {wed} = {sum}; × {t.opponents} opponent{t.opponents === 1 ? '' : 's'}
              {times}
              {t.negative ? ', negative (null game)' : ''} = <strong>{signed(t.points)}</strong>
              {t.seats.length > 1 ? ' each' : ''}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function Totals({
  v,
  n,
  rounds,
}: {
  v: PlayerView;
  n: Narrator;
  rounds: readonly (readonly number[])[];
}) {
  const seats = v.scores.map((_, s) => s);
  return (
    <table className="lk-sum-totals">
      <caption>The match</caption>
      <thead>
        <tr>
          <th scope="col">Round</th>
          {seats.map((s) => (
            <th key={s} scope="col">
              <bdi>{nameOf(n, s)}</bdi>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rounds.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row per round, in order
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            {seats.map((s) => (
              <td key={s}>{signed(r[s] ?? 0)}</td>
            ))}
          </tr>
        ))}
        <tr className="lk-sum-total">
          <th scope="row">Total</th>
          {seats.map((s) => (
            <td key={s} className={v.winners.includes(s) ? 'win' : undefined}>
              {signed(v.scores[s] ?? 0)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

export function Summary({
  v,
  n,
  teams,
  rounds,
  onNext,
}: {
  v: PlayerView;
  n: Narrator;
  teams: readonly number[] | null;
  rounds: readonly (readonly number[])[];
  onNext: (() => void) | null;
}) {
  const over = v.phase === 'game-over';
  const winners = v.winners.map((s) => nameOf(n, s)).join(' and ');
  return (
    <section className="lk-sum" aria-label={over ? 'The match is over' : `Round ${v.round} scored`}>
      <h2>
        {over
          ? `${winners} ${v.winners.length === 1 && n.you !== v.winners[0] ? 'wins' : 'win'} the match`
          : `Round ${v.round} of ${v.rules.rounds}`}
      </h2>
      {v.game.multiplier > 1 && (
        <p className="lk-sum-note">Every score this round ×{v.game.multiplier}.</p>
      )}
      {v.game.null && <p className="lk-sum-note">A null game: all points are negative.</p>}
      <TeamRows v={v} n={n} teams={teams} />
      <Totals v={v} n={n} rounds={rounds} />
      {onNext && (
        <button type="button" className="btn primary" onClick={onNext}>
          Deal the next round
        </button>
      )}
    </section>
  );
}
