/**
 * The scores (C14-C16): a round's points per seat and who won it, and every round so far as
 * a small table with each round's winner marked; the match's winners at its end.
 */
import { useEffect, useId, useRef } from 'react';
import type { Narrator } from '../../../lib/tokens';
import type { PlayerView } from '../engine';
import { seatName } from './Seats';
import './Summary.css';

const names = (n: Narrator, seats: readonly number[]) =>
  seats.map((s) => seatName(n, s)).join(' and ');

/** Every round scored: points per seat, the winners (lowest, C15) starred; the totals. */
export function RoundsTable({
  v,
  n,
  rounds,
}: {
  v: PlayerView;
  n: Narrator;
  rounds: readonly (readonly number[])[];
}) {
  const seats = v.scores.map((_, s) => s);
  // The engine's winners of each round (C15), in the order the rounds were scored.
  const won = (i: number, s: number) => v.roundWinners[i]?.includes(s) ?? false;
  return (
    <table className="crounds">
      <caption>Scores by round (★ won the round)</caption>
      <thead>
        <tr>
          <th scope="col">Round</th>
          {seats.map((s) => (
            <th key={s} scope="col">
              <bdi>{seatName(n, s)}</bdi>
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
              <td key={s} className={won(i, s) ? 'won' : ''}>
                {r[s]}
                {won(i, s) && (
                  <>
                    <span aria-hidden="true"> ★</span>
                    <span className="sr-only">, won the round</span>
                  </>
                )}
              </td>
            ))}
          </tr>
        ))}
        <tr className="total">
          <th scope="row">Total</th>
          {seats.map((s) => (
            <td key={s}>{v.scores[s]}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

export function Summary({
  v,
  n,
  rounds,
  onNext,
}: {
  v: PlayerView;
  n: Narrator;
  rounds: readonly (readonly number[])[];
  onNext: (() => void) | null;
}) {
  const id = useId();
  const next = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!document.querySelector('[aria-modal="true"]'))
      next.current?.focus({ preventScroll: true });
  }, []);
  const over = v.phase === 'game-over';
  const roundWon = v.roundWinners.at(-1) ?? [];
  const out = v.handSizes.indexOf(0);
  const title = over
    ? `The match is over: ${names(n, v.winners)} ${v.winners.length === 1 && n.you !== v.winners[0] ? 'wins' : 'win'}`
    : `Round ${v.round} is over`;
  return (
    <section className="csum" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      <p>
        {out >= 0 ? `${seatName(n, out)} went out. ` : 'Nobody went out: every hand is scored. '}
        Round won by {names(n, roundWon)}.
      </p>
      <RoundsTable
        v={v}
        n={n}
        rounds={rounds.length > 0 ? rounds : v.roundScores ? [v.roundScores] : []}
      />
      {onNext && (
        <button ref={next} type="button" className="btn primary" onClick={onNext}>
          Next round
        </button>
      )}
    </section>
  );
}
