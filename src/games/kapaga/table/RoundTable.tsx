/**
 * A round's end on the felt: every hand left with its points (R23-R25), the round's recycle
 * penalties (R22) and the totals, and the next deal. Read from any seat's view: the hands
 * scored lie face up then (R24).
 */
import { useEffect, useId, useRef } from 'react';
import { cardWords } from '../words';
import { CardFace } from './Card';
import { useFelt } from './context';
import { type RoundRow, roundRowsOf } from './derive';
import './Overlay.css';
import './RoundTable.css';

function note(r: RoundRow): string {
  if (r.alreadyOut) return 'out earlier';
  if (r.eliminated) return 'eliminated';
  if (r.reset) return 'exactly the limit: back to 0';
  if (r.wentOut) return 'went out';
  return '';
}

/** The seats still in the round, each with its hand left, points, penalties and total. */
export function RoundTable({ rows, caption }: { rows: readonly RoundRow[]; caption: string }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on phones
    <section className="table-scroll" tabIndex={0} aria-label={caption}>
      <table className="score-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Player</th>
            <th scope="col">Hand left</th>
            <th scope="col">Points</th>
            <th scope="col">Penalty</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows
            .filter((r) => !r.alreadyOut)
            .map((r) => (
              <tr
                key={r.seat}
                className={[r.wentOut ? 'won' : '', r.eliminated ? 'elim' : ''].join(' ')}
              >
                <th scope="row">
                  <bdi>{r.name}</bdi>
                  {note(r) && <span className="row-note"> ({note(r)})</span>}
                </th>
                <td className="hand-cell">
                  {r.hand.length === 0 ? (
                    <span className="muted">none</span>
                  ) : (
                    <span
                      className="mini-hand"
                      role="img"
                      aria-label={r.hand.map(cardWords).join(', ')}
                    >
                      {r.hand.map((c, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed hand
                        <span key={i} className="mini-card">
                          <CardFace code={c} small />
                        </span>
                      ))}
                    </span>
                  )}
                </td>
                <td>{r.points}</td>
                <td>{r.penalties || ''}</td>
                <td>
                  <strong>{r.total}</strong>
                </td>
              </tr>
            ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The round's end as a card on the felt: who went out, every hand left, and the next deal
 * when `onNext` is given (null: the button shows, unpressable, until it may be dealt;
 * absent: none, as in a replay or while the bots deal on). Once the match is over it is the
 * last round, with no button: the match's end is said round it.
 */
export function RoundSummary({
  note: said,
  onNext,
}: {
  /** A line under the table (the hints the people used). */
  note?: string | null;
  onNext?: (() => void) | null;
}) {
  const { view, narrator } = useFelt();
  const rows = roundRowsOf(view, narrator.names);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const over = view.phase === 'game-over';
  const offered = !over && onNext !== undefined;
  // The button has the focus as it appears (the table may offer the next deal a moment later),
  // unless a dialog is open over the table: its focus stays in it.
  useEffect(() => {
    if (offered && !document.querySelector('[aria-modal="true"]')) button.current?.focus();
  }, [offered]);
  const winner = rows.find((r) => r.wentOut);
  return (
    <section className="overlay-card round-over" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{over ? 'The last round' : `Round ${view.round} over`}</h2>
      <p className="lead">
        {winner ? (
          <>
            <bdi>{winner.name}</bdi> went out.
          </>
        ) : (
          'The round is over.'
        )}
      </p>
      <RoundTable rows={rows} caption="Cards left in hand score against their holder" />
      {said && <p className="muted">{said}</p>}
      {offered && (
        <button
          ref={button}
          type="button"
          className="btn primary big"
          disabled={!onNext}
          onClick={() => onNext?.()}
        >
          Next round
        </button>
      )}
    </section>
  );
}
