/**
 * The figures of the stats screen (Stats.tsx): the matches on this device, yours alone
 * against the bots (by level, by rules, your finishes and streaks, a chart), and the latest.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import type { AnyModule } from '../../games/registry';
import { LEVEL_NAMES } from '../../kit/levels';
import { type Finished, peopleOf } from '../history';
import type { MatchRecord } from '../record';
import { type BotsLevel, matchLine, type Rate, type Stats } from '../stats';
import { WatchAgain } from './Watch';

// The chart and its library load only when a chart is shown.
const StatsChart = lazy(() => import('./StatsChart'));
/** The matches charted at most, the latest. */
const CHARTED = 200;

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

/** Every match on this device, yours alone against the bots, and the others counted. */
export function StatsSummary({ stats }: { stats: Stats }) {
  const solo = stats.solo;
  return (
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
          <li>Older: {matches(stats.unknown)} kept without their seats, counted as played only</li>
        )}
      </ul>
    </section>
  );
}

/** You alone against the bots: wins by level and by rules, finishes, streaks, the chart. */
export function SoloStats({ m, stats }: { m: AnyModule; stats: Stats }) {
  // A match's rules by the name the setup gives them.
  const rulesWords = (id: string) =>
    m.rules.presets?.find((p) => p.id === id)?.name ??
    (id === 'standard' ? 'Standard rules' : id === 'custom' ? 'Rules of your own' : id);
  const charted = useMemo(() => stats.solo.perRound.slice(-CHARTED), [stats]);
  const solo = stats.solo;
  return (
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
  );
}

/** The latest matches, each to watch again. */
export function LatestMatches({
  latest,
  onWatch,
  onRemove,
}: {
  latest: readonly Finished[];
  onWatch(r: MatchRecord): void;
  onRemove(h: Finished): void;
}) {
  return (
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
            <RemoveMatch onRemove={() => onRemove(h)} />
          </li>
        ))}
      </ul>
    </section>
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
