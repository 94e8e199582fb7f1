/** The round's summary (K17-K19): each seat's triads, KAPOW! penalties, the doubling and why. */
import { useEffect, useId, useRef } from 'react';
import type { Narrator } from '../../../lib/tokens';
import type { PlayerView } from '../engine';
import { doubling, triadValue } from '../engine';
import { signed } from '../words';
import type { RoundRow } from './memory';
import './Summary.css';

const nameOf = (n: Narrator, s: number) => (n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`));

/** K18 in words: why the first seat out was or was not doubled. */
export function doublingWords(v: PlayerView, n: Narrator): string {
  const out = v.wentOut;
  const who = out === null ? '' : nameOf(n, out);
  const score = out === null ? 0 : (v.roundScores?.[out] ?? 0);
  switch (doubling(v)) {
    case 'doubled':
      return `${who} went out first without the lowest score: ${score / 2} is doubled to ${score} (K18).`;
    case 'lowest':
      return `${who} went out first with the lowest score: not doubled (K18).`;
    case 'not-above-zero':
      return `${who} went out first without the lowest score, but a score of 0 or less is never doubled (K18).`;
    case 'rule-off':
      return `${who} went out first; these rules do not double (K18).`;
    case 'nobody-out':
    case 'piles-empty':
      return 'Nothing was left to draw: the round ended there and nobody is doubled (K14).';
    case 'turn-limit':
      return `Everyone has had ${v.rules.turnLimit} turns: the round ended there and nobody is doubled.`;
    case 'not-scored':
      return '';
  }
}

function Triads({ v, seat }: { v: PlayerView; seat: number }) {
  const parts = (v.hands[seat] ?? []).map((t) => {
    if (t.every((p) => p === null)) return '—';
    const x = triadValue(t, v.rules.kapowPenalty);
    return `${signed(x.known)}${x.hidden ? `+${x.hidden}?` : ''}`;
  });
  return <span className="tvals">{parts.join(' · ')}</span>;
}

function RoundsTable({
  v,
  n,
  rounds,
}: {
  v: PlayerView;
  n: Narrator;
  rounds: readonly RoundRow[];
}) {
  const seats = v.scores.map((_, s) => s);
  const seen = seats.map((s) => rounds.reduce((sum, r) => sum + (r.scores[s] ?? 0), 0));
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
        {rounds.map((r) => (
          <tr key={r.round}>
            <th scope="row">{r.round}</th>
            {seats.map((s) => (
              <td key={s}>{r.scores[s]}</td>
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
  rounds: readonly RoundRow[];
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
            <th scope="col">KAPOW!</th>
            <th scope="col">Round</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {v.scores.map((total, s) => {
            const kw = (v.hands[s] ?? []).reduce((k, t) => k + triadValue(t, 0).kapows, 0);
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
                <td>{kw ? `${kw} × ${v.rules.kapowPenalty}` : ''}</td>
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
