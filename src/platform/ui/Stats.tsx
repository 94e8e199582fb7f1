/**
 * Your stats for the game picked, on this device: matches played; alone against the bots,
 * wins by the bots' level (with a 95% interval: a few matches say little), your final
 * score and your streaks; the latest matches, to watch again; the history as a file, out
 * and back in (strictly read; nothing kept is lost).
 */
import { type ChangeEvent, lazy, Suspense, useId, useMemo, useState } from 'react';
import { useStore } from 'zustand';
import { LEVEL_NAMES } from '../../kit/levels';
import { downloadText } from '../download';
import { historyFile, peopleOf } from '../history';
import type { MatchRecord } from '../record';
import type { Session } from '../session';
import { type BotsLevel, matchLine, type Rate, statsOf } from '../stats';
import { ScreenHead } from './ScreenHead';
import { WatchAgain } from './Watch';

// The chart and its library load only when a chart is shown.
const StatsChart = lazy(() => import('./StatsChart'));
/** The matches charted at most, the latest. */
const CHARTED = 200;
/** The latest matches listed. */
const LISTED = 20;
/**
 * A history file larger than this is not one: a match without its record is some 300 bytes,
 * so this is some 200,000 matches (only the latest 20 keep their record).
 */
const MAX_FILE = 64 * 1024 * 1024;

const LEVEL_WORDS: Record<BotsLevel, string> = { ...LEVEL_NAMES, mixed: 'Mixed levels' };

const pct = (x: number) => `${Math.round(100 * x)}%`;
const share = (r: Rate) => (r.share === null ? '–' : pct(r.share));
const range = (r: Rate) => (r.interval ? `${pct(r.interval[0])}–${pct(r.interval[1])}` : '–');
/** A score as a person reads it: whole, or to one decimal (an average). */
const score = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1));
const matches = (n: number) => `${n} ${n === 1 ? 'match' : 'matches'}`;
/** Wins of matches in words: "none of 1 match", "2 of 3 matches", never a bare "0 of 1". */
const wonOf = (won: number, played: number) =>
  played === 0 ? 'none played' : `${won === 0 ? 'none' : won} of ${matches(played)}`;
/** 1st, 2nd, 3rd, 4th... */
const ordinal = (n: number) => {
  const tens = n % 100;
  const end = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${end}`;
};

interface Props {
  session: Session;
  onClose(): void;
  onWatch(r: MatchRecord): void;
}

export function Stats({ session, onClose, onWatch }: Props) {
  const m = useStore(session, (s) => s.module);
  const history = useStore(session, (s) => s.history);
  const read = useStore(session, (s) => s.historyRead);
  const damaged = useStore(session, (s) => s.historyDamaged);
  const [said, setSaid] = useState('');
  const fileId = useId();
  const stats = useMemo(() => statsOf(history, m.info.lowWins), [history, m]);
  // A match's rules by the name the setup gives them.
  const rulesWords = (id: string) =>
    m.rules.presets?.find((p) => p.id === id)?.name ??
    (id === 'standard' ? 'Standard rules' : id === 'custom' ? 'Rules of your own' : id);
  const charted = useMemo(() => stats.solo.perRound.slice(-CHARTED), [stats]);
  const latest = history.slice(-LISTED).reverse();
  const solo = stats.solo;

  const add = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.target;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setSaid('');
    if (file.size > MAX_FILE)
      return setSaid(`This file is too large to be a history file: nothing was added.`);
    const count = (n: number) => n.toLocaleString('en');
    setSaid(
      await session
        .getState()
        .importHistory(await file.text(), (done, of) =>
          setSaid(`Adding matches: ${count(done)} of ${count(of)}…`),
        ),
    );
  };
  const save = () =>
    downloadText(
      `${m.info.id}-history.json`,
      historyFile(m.info.id, session.getState().history),
      'application/json',
    );

  return (
    <main className="platform-stats-screen" aria-labelledby="stats-h">
      <ScreenHead id="stats-h" title={`Your stats: ${m.info.name}`} onBack={onClose} />
      {damaged > 0 && (
        <div className="notice" role="status">
          <p>
            {damaged} kept {damaged === 1 ? 'match' : 'matches'} could not be read (damaged, or kept
            by another version): left out of the figures below.
          </p>
          <button
            type="button"
            className="btn small"
            onClick={() => void session.getState().dropDamagedHistory()}
          >
            Remove them
          </button>
        </div>
      )}
      {history.length === 0 ? (
        <p className="stats-empty">
          {read ? 'No finished matches yet on this device.' : 'Reading the matches kept here…'}
        </p>
      ) : (
        <>
          <section aria-labelledby="stats-sum-h">
            <h2 id="stats-sum-h">On this device</h2>
            <ul className="stats-figures">
              <li>
                Matches played: <strong>{stats.played}</strong>
              </li>
              <li>
                Alone against the bots: won <strong>{wonOf(solo.won, solo.played)}</strong>
                {solo.share !== null && (
                  <>
                    {' '}
                    ({share(solo)}; 95% interval {range(solo)})
                  </>
                )}
              </li>
              {solo.hints > 0 && <li>The expert's hints used: {solo.hints}</li>}
              {stats.together > 0 && (
                <li>Pass and play: {matches(stats.together)}, not in the figures for you alone</li>
              )}
              {stats.unknown > 0 && (
                <li>
                  Older: {matches(stats.unknown)} kept without their seats, counted as played only
                </li>
              )}
            </ul>
          </section>
          {solo.played > 0 && (
            <section aria-labelledby="stats-you-h">
              <h2 id="stats-you-h">You alone against the bots</h2>
              <RateTable
                caption="Wins by the bots' level"
                head="Bots"
                rows={solo.byLevel.map((r) => ({ name: LEVEL_WORDS[r.level], rate: r }))}
              />
              {solo.byRules.length > 0 && (
                <RateTable
                  caption="Wins by the rules played"
                  head="Rules"
                  rows={solo.byRules.map((r) => ({ name: rulesWords(r.rules), rate: r }))}
                />
              )}
              <ul className="stats-figures">
                {solo.bestPlace && (
                  <li>
                    Your best finish: <strong>{ordinal(solo.bestPlace.place)}</strong> of{' '}
                    {solo.bestPlace.of}
                  </li>
                )}
                {solo.average !== null && (
                  <li>
                    Your final score: average <strong>{score(solo.average)}</strong>, best{' '}
                    <strong>{score(solo.best ?? solo.average)}</strong> (
                    {m.info.lowWins ? 'lower' : 'higher'} is better)
                  </li>
                )}
                <li>
                  Winning streak: now <strong>{solo.streak.current}</strong>, longest{' '}
                  <strong>{solo.streak.longest}</strong>
                </li>
              </ul>
              {solo.perRound.length > 1 && (
                <Suspense fallback={<p className="lab-note">Loading the chart…</p>}>
                  <StatsChart points={charted} lowWins={m.info.lowWins} />
                </Suspense>
              )}
            </section>
          )}
          <section aria-labelledby="stats-list-h">
            <h2 id="stats-list-h">Latest matches</h2>
            <ul className="stats-list">
              {latest.map((h) => (
                <li key={`${h.at}:${h.scores.join(',')}`}>
                  <p>
                    {matchLine(h)}. {winnerWords(h.names, h.winners)}
                    {(peopleOf(h)?.length ?? 0) > 1 ? ' (pass and play)' : ''}
                  </p>
                  <WatchAgain finished={h} onWatch={onWatch} />
                  <RemoveMatch onRemove={() => void session.getState().removeFinished(h)} />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
      <section className="stats-file" aria-labelledby="stats-file-h">
        <h2 id="stats-file-h">Your history as a file</h2>
        <p className="lab-note">
          Keep it, or take it to another device: adding it there skips the matches already there and
          replaces none.
        </p>
        <div className="setup-more">
          {history.length > 0 && (
            <button type="button" className="btn" onClick={save}>
              Save the history as a file
            </button>
          )}
          <label className="btn watch-file" htmlFor={fileId}>
            Add a history file
            <input id={fileId} type="file" accept=".json,application/json" onChange={add} />
          </label>
        </div>
        <p role="status" className="stats-said">
          {said}
        </p>
      </section>
    </main>
  );
}

/** Lets one match go from the history, asked first (a wrong one too: any may go). */
function RemoveMatch({ onRemove }: { onRemove: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className="btn small" onClick={() => setAsking(true)}>
        Remove
      </button>
    );
  return (
    <span>
      Remove this match from your history?{' '}
      <button type="button" className="btn small" onClick={onRemove}>
        Yes, remove it
      </button>{' '}
      <button type="button" className="btn small" onClick={() => setAsking(false)}>
        Keep it
      </button>
    </span>
  );
}

function winnerWords(names: readonly string[], winners: readonly number[]): string {
  const who = winners.map((w) => names[w] ?? `Seat ${w + 1}`);
  if (who.length === 0) return 'No winner.';
  return `${who.join(' and ')} ${who.length === 1 ? 'won' : 'shared the win'}.`;
}

/** Wins in a table, a row each: how many of how many, the share, its 95% interval. */
function RateTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: string;
  rows: { name: string; rate: Rate }[];
}) {
  return (
    <table className="lab-table stats-levels">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{head}</th>
          <th scope="col">Won</th>
          <th scope="col">Share</th>
          <th scope="col">95% interval</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ name, rate: r }) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            {/* data-head: the column's name over each value where a row stacks (phones). */}
            <td data-head="Won">{wonOf(r.won, r.played)}</td>
            <td data-head="Share">{share(r)}</td>
            <td data-head="95% interval">{range(r)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
