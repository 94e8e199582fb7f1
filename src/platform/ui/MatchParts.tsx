/**
 * Parts of the match screen (Match.tsx): the totals in its header, what may be done once the
 * match is over, the last lines of the log with its buttons, and the whole log.
 */
import type { AnyModule } from '../../games/registry';
import { Dialog } from '../../kit/react/Dialog';
import { Words } from '../../kit/react/Words';
import { downloadRecord, downloadText } from '../download';
import { type LogLine, logFileName, logText } from '../log';
import type { MatchRecord } from '../record';
import { replayLink, rulesLink } from '../share';
import { FinalTable } from './FinalTable';
import { ShareButton } from './Links';
import { WholeLog } from './WholeLog';
import '../../kit/react/teams.css';

/** Each seat's total (the leaders marked), with its team where seats share a score. */
export function Totals({
  names,
  scores,
  best,
  teams,
}: {
  names: readonly string[];
  scores: readonly number[];
  best: number;
  teams: readonly number[] | null;
}) {
  return (
    <>
      {/* Many seats on a narrow screen: the totals scroll sideways (by keyboard too). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a strip that may scroll sideways */}
      <ol className="totals" aria-label="Totals" tabIndex={0}>
        {names.map((name, i) => (
          <li key={name + String(i)} className={scores[i] === best ? 'leading' : undefined}>
            {teams && (
              <span className={`team-mark team-${teams[i]}`}>
                <span aria-hidden="true">●</span>
                <span className="sr-only">team {teams[i]}, </span>
              </span>
            )}
            <bdi className="name">{name}</bdi> <span className="num">{scores[i]}</span>
          </li>
        ))}
      </ol>
    </>
  );
}

/** The match over: who won, the final table, the hints, and what may be done next. */
export function MatchOver({
  module: m,
  record,
  names,
  scores,
  winners,
  hints,
  onAgain,
  onNew,
}: {
  module: AnyModule;
  record: MatchRecord;
  names: readonly string[];
  scores: readonly number[];
  winners: readonly number[];
  hints: string | null;
  onAgain(): void;
  onNew(): void;
}) {
  return (
    <section className="match-over" aria-label="The match is over">
      <p role="status">
        {winners.map((w) => names[w]).join(' and ')} {winners.length === 1 ? 'wins' : 'win'} the
        match.
      </p>
      <FinalTable names={names} scores={scores} winners={winners} lowWins={m.info.lowWins} />
      {hints && <p>{hints}</p>}
      <button type="button" className="btn primary" onClick={onAgain}>
        Play again
      </button>
      <button type="button" className="btn" onClick={onNew}>
        New game
      </button>
      <KeepMatch record={record} />
      {/* The deal shows once the match is over (its number tells every hidden card). */}
      <ShareButton
        label={`Share deal ${record.seed} to play it`}
        make={() => rulesLink(m, record.rules, window.location.href, record.seed)}
      />
    </section>
  );
}

/** The log's last lines, and the rules (when the game tells them) and the whole log to open. */
export function MatchFoot({
  log,
  onRules,
  onLog,
}: {
  log: readonly LogLine[];
  onRules: (() => void) | null;
  onLog(): void;
}) {
  return (
    <div className="match-foot">
      <ol className="match-log" aria-live="polite" aria-label="What happened">
        {log.slice(-3).map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the last lines, in order
          <li key={log.length - 3 + i}>
            <Words tokens={line.words} />
          </li>
        ))}
      </ol>
      {onRules && (
        <button type="button" className="btn small ghost" onClick={onRules}>
          Rules
        </button>
      )}
      <button type="button" className="btn small ghost" onClick={onLog}>
        Log
      </button>
    </div>
  );
}

/** The whole log over the table, to read or take away as text. */
export function LogDialog({
  module: m,
  record,
  log,
  onClose,
}: {
  module: AnyModule;
  record: MatchRecord;
  log: LogLine[];
  onClose(): void;
}) {
  return (
    <Dialog title="What happened" onClose={onClose}>
      <WholeLog lines={log} />
      <button
        type="button"
        className="btn small"
        onClick={() => downloadText(logFileName(m, record), logText(m, record, log))}
      >
        Download the log as text
      </button>
    </Dialog>
  );
}

/** A match to watch again elsewhere: its link to share, or its file to keep. */
export function KeepMatch({ record }: { record: MatchRecord }) {
  return (
    <>
      <ShareButton label="Share this match" make={() => replayLink(record, window.location.href)} />
      <button type="button" className="btn" onClick={() => downloadRecord(record)}>
        Save it as a file
      </button>
    </>
  );
}
