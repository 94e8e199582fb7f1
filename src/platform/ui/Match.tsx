/**
 * A match of any game: its header (round, totals), the game's own table for the seat that
 * holds the device, the hand-off between people in pass and play, the log, and the
 * round's and the match's end. Every rule is the game's; this screen only shows.
 */
import { Suspense, useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AnyModule } from '../../games/registry';
import { whoActs } from '../../kit/loop';
import { changesFrom, defaultsOf } from '../../kit/rulesWords';
import { teamNumbers } from '../../kit/status';
import { downloadRecord } from '../download';
import { adviceWords } from '../hintWords';
import { keepingAfterTurn, offered } from '../passing';
import type { MatchRecord } from '../record';
import { narrator, people, type Session } from '../session';
import { MOVE_MS, type SettingsStore } from '../settings';
import type { Thinker } from '../thinker';
import { GuideDialog } from './Guide';
import { HandOff, PassBanner } from './HandOff';
import { Hint } from './Hint';
import { KeepMatch, LogDialog, MatchFoot, MatchOver, Totals } from './MatchParts';
import { OtherTab } from './OtherTab';
import { SeenBy } from './SeenBy';
import { SoundToggle } from './Settings';
import { motionOk, useTable } from './useTable';
import { publicOf, viewOf } from './views';
import { WatchBar } from './WatchBar';

interface Props {
  session: Session;
  settings: SettingsStore;
  /** Where the bots think: the hint's expert thinks there too. */
  thinker?: Thinker;
  onLeave(): void;
}

export function Match({ session, settings, thinker, onLeave }: Props) {
  const s = useStore(session);
  const m = s.module;
  // Watching bots only: whose view shows.
  const [watched, setWatched] = useState(0);
  // Watching bots only: every card face up, where the game can show it.
  const [open, setOpen] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  // The bots wait while a dialog is read over the table (nothing moves unseen).
  const reading = logOpen || guideOpen;
  useEffect(() => {
    session.setState({ reading });
    return () => session.setState({ reading: false });
  }, [session, reading]);
  const adviser = useStore(settings, (x) => x.adviser);
  const speed = useStore(settings, (x) => x.speed);
  // The hint on show and its position: the table marks where its move applies.
  const [advised, setAdvised] = useState<{ at: string; action: unknown } | null>(null);
  const Table = useTable(m);
  if (!s.record || s.game === null) return null;
  const e = m.engine;
  const record = s.record;
  const st = e.status(s.game);
  const next = whoActs(e, s.game);
  const ps = people(s.record.seats);
  const names = s.record.seats.map((p) => p.name);
  const handOff = s.holder === null && next.kind === 'seat' && ps.includes(next.seat);
  // Several people share the device and nobody holds it while a bot plays: no seat's cards.
  const between = ps.length > 1 && s.holder === null && next.kind === 'seat' && !handOff;
  const watching = ps.length === 0;
  const seat = s.holder ?? ps[0] ?? (watched < names.length ? watched : 0);
  // The holder's actions whenever it has any: on its turn, off turn (a call, a catch: loop.ts
  // mayAct), and between rounds the next deal if the game offers it there (its table then
  // says when), else the platform's own button does. Nobody holds the device while it is
  // handed on, so no actions (and no hand) show then.
  // A match another tab plays is only shown here.
  const legal =
    s.holder !== null && next.kind !== 'over' && s.tab === 'owner'
      ? offered(m, s.game, s.holder, s.unseen)
      : [];
  // Pass and play: the holder keeps the device after their turn till they hide their cards.
  const afterTurn =
    keepingAfterTurn(m, record.seats, next.kind === 'seat' ? next.seat : null, s.holder) !== null
      ? m.passAndPlay?.afterTurn
      : undefined;
  const n = narrator(s.record.seats, s.holder);
  const position = `${s.record.seed}:${seat}:${s.record.actions.length}`;
  const hints =
    next.kind === 'over'
      ? hintsWords(record, adviser)
      : next.kind === 'next-round'
        ? hintsWords(record, adviser, 'round')
        : null;
  const best = m.info.lowWins ? Math.min(...st.scores) : Math.max(...st.scores);
  const teams = teamNumbers(st);
  const motion = motionOk();

  return (
    <main className="platform-match" aria-label={`${m.info.name} match`}>
      <header className="match-head">
        <button type="button" className="btn small" onClick={onLeave}>
          Menu
        </button>
        <SoundToggle store={settings} />
        <h1 className="match-title">
          {m.info.name} <span className="round">Round {st.round}</span>
        </h1>
        {ps.length > 0 && next.kind === 'seat' && legal.length > 0 && (
          <Hint
            module={m}
            thinker={thinker}
            seat={seat}
            view={viewOf(m, s.game, seat)}
            legal={legal}
            seed={s.record.seed + s.record.actions.length}
            position={position}
            act={(a) => s.act(a)}
            auto={adviser}
            onShown={(action) => {
              s.hinted(seat);
              setAdvised({ at: position, action });
            }}
          />
        )}
        <Totals names={names} scores={st.scores} best={best} teams={teams} />
      </header>
      <OtherTab tab={s.tab} onTakeOver={() => s.takeOver()} />
      {st.round === 1 && (
        <RulesInEffect module={m} rules={record.rules} players={record.seats.length} />
      )}
      {s.problem && (
        <div className="notice" role="alert">
          <p>{s.problem}</p>
          <button type="button" onClick={() => s.dismiss()}>
            OK
          </button>
        </div>
      )}
      {s.unsaved && (
        <div className="notice" role="alert">
          <p>{s.unsaved}</p>
          <button type="button" className="btn small" onClick={() => downloadRecord(record)}>
            Download the match
          </button>
        </div>
      )}
      {watching && next.kind !== 'over' && (
        <WatchBar
          paused={s.watch.paused}
          onPause={(p) => s.pause(p)}
          onStep={() => s.stepWatch()}
          settings={settings}
        >
          <SeenBy
            names={names}
            seat={seat}
            onSeat={setWatched}
            {...(e.openView ? { open, onOpen: setOpen } : {})}
          />
          {s.aside && (
            <button type="button" className="btn" onClick={() => s.backToMatch()}>
              Back to your match
            </button>
          )}
          {/* Bots only: nothing hidden from a person, so the match so far may be shared. */}
          <KeepMatch record={record} />
        </WatchBar>
      )}
      {afterTurn !== undefined && next.kind === 'seat' && (
        <PassBanner next={names[next.seat] ?? ''} words={afterTurn} onHide={() => s.hide()} />
      )}
      {/* The table and, at the match's end, what may be done next (beside it when short). */}
      <div className={`match-stage${next.kind === 'over' ? ' ended' : ''}`}>
        {handOff && next.kind === 'seat' ? (
          <HandOff
            module={m}
            game={s.game}
            to={next.seat}
            names={names}
            unseen={s.unseen}
            act={(a) => s.act(a)}
            onTake={() => s.take(next.seat)}
          />
        ) : between && !(e.publicView && Table) ? (
          <section className="handoff-screen" aria-label="Between people">
            <p>The bots are playing. Nobody’s cards show while the device is between people.</p>
          </section>
        ) : Table ? (
          <Suspense fallback={<p className="loading">Loading…</p>}>
            <div className="match-table">
              <Table
                view={between ? publicOf(m, s.game) : viewOf(m, s.game, seat, watching && open)}
                legal={legal}
                act={(a, then) => s.act(a, then)}
                narrator={n}
                players={record.seats}
                rounds={s.rounds}
                decisions={s.decisions}
                motion={motion}
                moveMs={motion ? MOVE_MS[speed] : 0}
                advice={advised?.at === position ? advised.action : null}
                prefs={s.prefs}
              />
            </div>
          </Suspense>
        ) : null}
        {next.kind === 'next-round' && ps.length > 0 && legal.length === 0 && (
          <div className="round-end">
            <button type="button" className="btn primary" onClick={() => s.nextRound()}>
              Next round
            </button>
          </div>
        )}
        {next.kind === 'over' && (
          <MatchOver
            module={m}
            record={record}
            names={names}
            scores={st.scores}
            winners={next.winners}
            hints={hints}
            onAgain={() => {
              s.abandon();
              s.start();
            }}
            onNew={() => {
              s.abandon();
              onLeave();
            }}
          />
        )}
      </div>
      {next.kind === 'next-round' && hints && <p className="round-hints">{hints}</p>}
      <MatchFoot
        log={s.log}
        onRules={m.guide ? () => setGuideOpen(true) : null}
        onLog={() => setLogOpen(true)}
      />
      {guideOpen && (
        <GuideDialog module={m} rules={record.rules} playing onClose={() => setGuideOpen(false)} />
      )}
      {logOpen && (
        <LogDialog module={m} record={record} log={s.log} onClose={() => setLogOpen(false)} />
      )}
    </main>
  );
}

/**
 * How many of the expert's hints the people were shown, at the end of a round (this round's
 * and the match's) or of the match, as the record keeps them (hintWords.ts says it).
 */
export function hintsWords(
  record: MatchRecord,
  adviser: boolean,
  at: 'round' | 'match' = 'match',
): string | null {
  const shown = people(record.seats).map((p) => ({
    name: record.seats[p]?.name ?? '',
    round: record.hintsRound?.[p] ?? 0,
    match: record.hints?.[p] ?? 0,
  }));
  return adviceWords(shown, adviser, at);
}

/**
 * The house rules a match is played under, said as it starts (until "Got it" or its first
 * round ends), in the words of the rules editor; nothing under the standard rules.
 */
function RulesInEffect({
  module: m,
  rules,
  players,
}: {
  module: AnyModule;
  rules: Record<string, unknown>;
  players: number;
}) {
  const [seen, setSeen] = useState(false);
  const r = m.rules.resolve(rules);
  const changes = r.ok ? changesFrom(m.rules, r.value, defaultsOf(m.rules, players)) : [];
  if (seen || changes.length === 0) return null;
  return (
    <aside className="rules-in-effect" aria-label="House rules in effect">
      <p>
        <strong>House rules:</strong> {changes.map((c) => `${c.label}: ${c.value}`).join('; ')}.
      </p>
      <button type="button" className="btn small" onClick={() => setSeen(true)}>
        Got it
      </button>
    </aside>
  );
}
