/** Kapaga's own screen at a round's end and the match's: the felt's summary, with its store. */
import { useEffect, useId, useRef } from 'react';
import {
  selectCanNextRound,
  selectFinal,
  selectHintSummary,
  selectWinnerText,
} from '../store/selectors';
import { useFelt } from '../table/context';
import { roundRowsOf } from '../table/derive';
import { RoundSummary, RoundTable } from '../table/RoundTable';
import { backToTop } from './motion';
import { useActions, useGame, useGameShallow, useTable } from './StoreContext';

/** A round-over or game-over card opens at the top of the page, the top bar in sight. */
function showFromTop(button: HTMLButtonElement | null) {
  button?.focus();
  backToTop();
}

export function RoundOver() {
  const canNextRound = useGame(selectCanNextRound);
  const adviser = useTable('adviser');
  const hints = useGame((s) => selectHintSummary(s, adviser));
  const { dispatch } = useActions();
  // The summary focuses its button first.
  useEffect(backToTop, []);
  return (
    <RoundSummary
      note={hints}
      onNext={canNextRound ? () => dispatch({ type: 'next-round' }) : null}
    />
  );
}

export function GameOver() {
  const { view, narrator } = useFelt();
  const rows = roundRowsOf(view, narrator.names);
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
