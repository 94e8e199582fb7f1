/**
 * Your stats (issue 12): every finished match is kept in this browser (IndexedDB); wins by
 * level and by rules, the best finish, streaks, and your points match by match (a chart,
 * with its numbers in a table). Export and import as a file.
 */
import { type ChangeEvent, lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { downloadText } from '../../../platform/download';
import type { HistoryEntry, HistoryStats } from '../store';
import {
  HISTORY_TOO_BIG,
  historyStats,
  levelOf,
  MAX_HISTORY_FILE,
  selectHistoryImport,
  selectHistoryProblem,
  selectHistoryUnreadable,
} from '../store/selectors';
import { useActions, useGame } from './StoreContext';
import { PRESET_TITLES } from './titles';
import './lab.css';
import './Stats.css';
import '../../../platform/ui/LabChart.css';

const StatsChart = lazy(() => import('./StatsChart'));
/** The chart draws this many of the latest matches (a dot each): a long history stays quick. */
const CHART_MATCHES = 200;

const pct = (won: number, played: number) =>
  played ? `${Math.round((100 * won) / played)}%` : '–';
const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const LEVEL_WORDS: Record<string, string> = {
  easy: 'Easy bots',
  medium: 'Medium bots',
  hard: 'Hard bots',
  expert: 'Expert bots',
  mixed: 'Mixed levels',
  unknown: 'Before the history',
};
const rulesWords = (k: string) => PRESET_TITLES[k as keyof typeof PRESET_TITLES] ?? k;

function Tallies({
  title,
  head,
  rows,
  name,
}: {
  title: string;
  head: string;
  rows: HistoryStats['byLevel'];
  name: (k: string) => string;
}) {
  return (
    <table className="lab-table stats-table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Played</th>
          <th scope="col">Won</th>
          <th scope="col">Share</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((t) => (
          <tr key={t.key}>
            <th scope="row">{name(t.key)}</th>
            {/* data-side: the column's name over each value where a row stacks (phones). */}
            <td data-side="Played">{t.played}</td>
            <td data-side="Won">{t.won}</td>
            <td data-side="Share">{pct(t.won, t.played)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StatsScreen() {
  const { readHistory, exportHistory, importHistory, dropUnreadableHistory, showNewGame } =
    useActions();
  const problem = useGame(selectHistoryProblem);
  const unreadable = useGame(selectHistoryUnreadable);
  const importing = useGame(selectHistoryImport);
  const [entries, setEntries] = useState<HistoryEntry[] | null>(null);
  const [status, setStatus] = useState('');
  const id = useId();
  const load = () => readHistory().then(setEntries, () => setEntries([]));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the page opens
  useEffect(() => {
    void load();
  }, []);
  const pick = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    if (!file) return;
    setStatus('');
    const said =
      file.size > MAX_HISTORY_FILE
        ? HISTORY_TOO_BIG
        : await importHistory(await file.text()).catch((x: Error) => x.message);
    input.value = '';
    await load();
    setStatus(said);
  };
  const drop = async () => {
    await dropUnreadableHistory().catch(() => undefined);
    await load();
  };
  // Once per read, not on every render (an import's progress re-renders the page often).
  const stats = useMemo(() => (entries ? historyStats(entries) : null), [entries]);
  const charted = useMemo(() => stats?.points.slice(-CHART_MATCHES) ?? [], [stats]);
  const mine = (entries ?? [])
    .filter((e) => e.you !== null)
    .slice(-20)
    .reverse();
  return (
    <div className="lab-screen">
      <header className="topbar">
        <p className="logo small">Kapaga</p>
        <nav aria-label="Stats menu" className="menu">
          <button type="button" className="btn small ghost" onClick={showNewGame}>
            Back
          </button>
        </nav>
      </header>
      <main className="lab-main stats" aria-labelledby={`${id}-h`}>
        <h1 id={`${id}-h`} className="lab-title">
          Your stats
        </h1>
        {problem && (
          <p className="error" role="alert">
            {problem}
          </p>
        )}
        {unreadable > 0 && (
          <div className="stats-unreadable" role="status">
            <p>
              {unreadable === 1
                ? 'One kept match could not be read (it may be damaged, or from another version of the game): it is left out here.'
                : `${unreadable} kept matches could not be read (they may be damaged, or from another version of the game): they are left out here.`}
            </p>
            <button type="button" className="btn small" onClick={drop}>
              {unreadable === 1 ? 'Remove it' : 'Remove them'}
            </button>
          </div>
        )}
        {!stats ? (
          <p className="muted">Reading your matches…</p>
        ) : stats.played === 0 ? (
          <p>No finished match yet: play one to the end and it shows here.</p>
        ) : (
          <>
            <ul className="stats-summary">
              <li>
                <strong>{stats.played}</strong> {stats.played === 1 ? 'match' : 'matches'},{' '}
                <strong>{stats.won}</strong> won ({pct(stats.won, stats.played)})
              </li>
              {stats.best && (
                <li>
                  Best finish: <strong>{ordinal(stats.best.place)}</strong> of {stats.best.of}
                </li>
              )}
              <li>
                Win streak: <strong>{stats.streak.current}</strong> now, best{' '}
                <strong>{stats.streak.best}</strong>
              </li>
              <li>The expert's hints used: {stats.hints}</li>
            </ul>
            <div className="stats-grid">
              <Tallies
                head="Against"
                title="Wins by level"
                rows={stats.byLevel}
                name={(k) => LEVEL_WORDS[k] ?? k}
              />
              <Tallies head="Rules" title="Wins by rules" rows={stats.byRules} name={rulesWords} />
            </div>
            {charted.length > 1 && (
              <Suspense fallback={<p className="muted">Loading the chart…</p>}>
                <StatsChart points={charted} />
              </Suspense>
            )}
            <table className="lab-table stats-table">
              <caption>Your last matches</caption>
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Rules</th>
                  <th scope="col">Against</th>
                  <th scope="col">Place</th>
                  <th scope="col">Points per round</th>
                </tr>
              </thead>
              <tbody>
                {mine.map((e) => {
                  const place = e.placings.indexOf(e.you as number) + 1;
                  const per = e.rounds.length
                    ? Math.round(
                        e.rounds.reduce((t, r) => t + (r[e.you as number] ?? 0), 0) /
                          e.rounds.length,
                      )
                    : null;
                  return (
                    <tr key={e.at}>
                      <th scope="row">{new Date(e.at).toLocaleDateString()}</th>
                      <td data-side="Rules">{rulesWords(e.rules)}</td>
                      <td data-side="Against">{LEVEL_WORDS[levelOf(e)]}</td>
                      <td data-side="Place">
                        {place > 0
                          ? `${ordinal(place)} of ${e.players}`
                          : e.winners.length
                            ? 'won'
                            : '–'}
                      </td>
                      <td data-side="Points per round">{per ?? '–'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </>
        )}
        <section className="stats-files" aria-labelledby={`${id}-f`}>
          <h2 id={`${id}-f`}>Keep it, move it</h2>
          <button
            type="button"
            className="btn"
            onClick={async () =>
              downloadText('kapaga-history.json', await exportHistory(), 'application/json')
            }
          >
            Download your history
          </button>
          <div className="field">
            <label htmlFor={`${id}-file`}>Add a history file</label>
            <input
              id={`${id}-file`}
              type="file"
              accept=".json,application/json"
              disabled={importing !== null}
              onChange={pick}
            />
          </div>
          {importing && (
            <div className="field">
              <label htmlFor={`${id}-progress`}>
                {importing.step === 'checking' ? 'Checking the file' : 'Adding matches'}:{' '}
                {importing.done.toLocaleString()} of {importing.of.toLocaleString()}
              </label>
              <progress id={`${id}-progress`} value={importing.done} max={importing.of || 1} />
            </div>
          )}
          <p role="status" className="share-status">
            {status}
          </p>
        </section>
      </main>
    </div>
  );
}
