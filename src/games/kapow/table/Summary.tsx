/** The round's summary (K17-K19): each seat's triads, KAPOW! penalties, the doubling and why. */
import { useEffect, useId, useRef } from 'react';
import type { Narrator } from '../../../lib/tokens';
import type { PlayerView } from '../engine';
import { triadValue } from '../engine';
import { doublingWords, kapowLeftWords, triadValueWords } from '../scoreWords';
import './Summary.css';

const nameOf = (n: Narrator, s: number) => (n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`));

/** Each triad's value as the table writes it; a complete one counts 0 (K17). */
function Triads({ v, seat }: { v: PlayerView; seat: number }) {
  const hand = v.hands[seat] ?? [];
  const parts = hand.map((t) =>
    t.every((p) => p === null) ? '—' : triadValueWords(t, v.rules.kapowPenalty).eye,
  );
  const kapows = hand.reduce((k, t) => k + triadValue(t, 0).kapows, 0);
  const note = kapowLeftWords(kapows, v.rules.kapowPenalty);
  return (
    <>
      <span className="tvals">{parts.join(' · ')}</span>
      {note && <span className="note tkapow">{note}</span>}
    </>
  );
}

function RoundsTable({
  v,
  n,
  rounds,
}: {
  v: PlayerView;
  n: Narrator;
  rounds: readonly (readonly number[])[];
}) {
  const seats = v.scores.map((_, s) => s);
  // What the rounds listed do not account for: the points a table was set up with (a demo).
  const seen = seats.map((s) => rounds.reduce((sum, r) => sum + (r[s] ?? 0), 0));
  const earlier = seats.map((s) => (v.scores[s] ?? 0) - (seen[s] ?? 0));
  const showEarlier = earlier.some((x) => x !== 0);
  return (
    <table className="ksum-rounds">
      <caption>Scores by round</caption>
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
        {showEarlier && (
          <tr>
            <th scope="row">Earlier</th>
            {earlier.map((x, s) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one cell per seat
              <td key={s}>{x}</td>
            ))}
          </tr>
        )}
        {rounds.map((r, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one row per round, in order
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            {seats.map((s) => (
              <td key={s}>{r[s]}</td>
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

export function Summary(props: {
  v: PlayerView;
  n: Narrator;
  rounds: readonly (readonly number[])[];
  onNext: (() => void) | null;
}) {
  const { v, n, rounds, onNext } = props;
  const id = useId();
  const next = useRef<HTMLButtonElement>(null);
  const head = useRef<HTMLHeadingElement>(null);
  // It opens at its heading (a short screen scrolls to the rest), the focus on Next round
  // unless a dialog is open over the table: its focus stays in it.
  useEffect(() => {
    head.current?.scrollIntoView?.({ block: 'nearest' });
    if (!document.querySelector('[aria-modal="true"]'))
      next.current?.focus({ preventScroll: true });
  }, []);
  const over = v.phase === 'game-over';
  const winners = v.winners.map((s) => nameOf(n, s)).join(' and ');
  const title = over
    ? `The match is over: ${winners} ${v.winners.length === 1 && n.you !== v.winners[0] ? 'wins' : 'win'}`
    : `Round ${v.round} is over`;
  return (
    <section className="ksum" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={head}>
        {title}
      </h2>
      <table className="ksum-seats">
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Triads</th>
            <th scope="col">Round</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {v.scores.map((total, s) => {
            const doubled = v.doubled && v.wentOut === s;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: one row per seat
              <tr key={s} className={v.wentOut === s ? 'out' : ''}>
                <th scope="row">
                  <bdi>{nameOf(n, s)}</bdi>
                  {v.wentOut === s && <span className="note"> (out first)</span>}
                </th>
                <td>
                  <Triads v={v} seat={s} />
                </td>
                <td>
                  {v.roundScores?.[s]}
                  {doubled && <span className="note"> (doubled)</span>}
                </td>
                <td>
                  <strong>{total}</strong>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="ksum-why">{doublingWords(v, n)}</p>
      <RoundsTable v={v} n={n} rounds={rounds} />
      {onNext && (
        <button ref={next} type="button" className="btn primary" onClick={onNext}>
          Next round
        </button>
      )}
    </section>
  );
}
