import { useEffect, useId, useRef } from 'react';
import {
  cardWords,
  type RoundRow,
  selectCanNextRound,
  selectFinal,
  selectGame,
  selectHintSummary,
  selectRoundRows,
  selectWinnerText,
} from '../store/selectors';
import { CardFace } from '../table/Card';
import { backToTop } from './motion';
import { useActions, useGame, useGameShallow, useTable } from './StoreContext';
import './overlay.css';
import './RoundOver.css';

function note(r: RoundRow): string {
  if (r.alreadyOut) return 'out earlier';
  if (r.eliminated) return 'eliminated';
  if (r.reset) return 'exactly the limit: back to 0';
  if (r.wentOut) return 'went out';
  return '';
}

/** A round-over or game-over card opens at the top of the page, the top bar in sight. */
function showFromTop(button: HTMLButtonElement | null) {
  button?.focus();
  backToTop();
}

function RoundTable({ rows, caption }: { rows: RoundRow[]; caption: string }) {
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

export function RoundOver() {
  const rows = useGameShallow(selectRoundRows);
  const game = useGame(selectGame);
  const canNextRound = useGame(selectCanNextRound);
  const adviser = useTable('adviser');
  const hints = useGame((s) => selectHintSummary(s, adviser));
  const { dispatch } = useActions();
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    showFromTop(button.current);
  }, []);
  if (!game) return null;
  const winner = rows.find((r) => r.wentOut);
  return (
    <section className="overlay-card round-over" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Round {game.round} over</h2>
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
      {hints && <p className="muted">{hints}</p>}
      <button
        ref={button}
        type="button"
        className="btn primary big"
        disabled={!canNextRound}
        onClick={() => dispatch({ type: 'next-round' })}
      >
        Next round
      </button>
    </section>
  );
}

export function GameOver() {
  const rows = useGameShallow(selectRoundRows);
  const final = useGameShallow(selectFinal);
  const winner = useGame(selectWinnerText);
  const { playAgain, showNewGame } = useActions();
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    showFromTop(button.current);
  }, []);
  return (
    <section className="overlay-card game-over" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>Game over</h2>
      <p className="lead winner">{winner}</p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on phones */}
      <section className="table-scroll" tabIndex={0} aria-label="Final table">
        <table className="score-table final">
          <caption>Final table</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Player</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {final.map((r, i) => (
              <tr key={r.seat} className={r.winner ? 'won' : ''}>
                <td>
                  {r.winner ? (
                    <span className="winner-star">
                      <span aria-hidden="true">★</span> winner
                    </span>
                  ) : (
                    i + 1
                  )}
                </td>
                <th scope="row">
                  <bdi>{r.name}</bdi>
                  {r.eliminated && !r.winner && <span className="row-note"> (eliminated)</span>}
                </th>
                <td>{r.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <RoundTable rows={rows} caption="The last round" />
      <div className="overlay-actions">
        <button ref={button} type="button" className="btn primary big" onClick={playAgain}>
          Play again
        </button>
        <button type="button" className="btn" onClick={showNewGame}>
          New game
        </button>
      </div>
    </section>
  );
}
