/**
 * A match's end in a table: every seat in its place by its total (the lowest first where the
 * lowest wins), the winners first and marked, for any game.
 */

export interface FinalRow {
  seat: number;
  name: string;
  score: number;
  /** Null for a winner (marked instead); else 1 + the seats with a better total. */
  place: number | null;
}

/** The rows of the final table, in order: the winners, then by total (ties share a place). */
export function finalRows(
  names: readonly string[],
  scores: readonly number[],
  winners: readonly number[],
  lowWins: boolean,
): FinalRow[] {
  const better = (a: number, b: number) => (lowWins ? a < b : a > b);
  const all = names.map((name, seat) => ({ seat, name, score: scores[seat] ?? 0 }));
  return all
    .map((r) => ({
      ...r,
      place: winners.includes(r.seat)
        ? null
        : 1 + all.filter((o) => winners.includes(o.seat) || better(o.score, r.score)).length,
    }))
    .sort((a, b) => (a.place ?? 0) - (b.place ?? 0) || a.seat - b.seat);
}

export function FinalTable(p: {
  names: readonly string[];
  scores: readonly number[];
  winners: readonly number[];
  lowWins: boolean;
}) {
  const rows = finalRows(p.names, p.scores, p.winners, p.lowWins);
  return (
    // Its own line under the winner's, the buttons under it.
    <div className="final-table-box">
      <table className="final-table">
        <caption>Final table</caption>
        <thead>
          <tr>
            <th scope="col">Place</th>
            <th scope="col">Player</th>
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.seat} className={r.place === null ? 'won' : undefined}>
              <td>
                {r.place === null ? (
                  <>
                    <span aria-hidden="true">★</span> winner
                  </>
                ) : (
                  r.place
                )}
              </td>
              <th scope="row">
                <bdi>{r.name}</bdi>
              </th>
              <td className="total">{r.score}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
