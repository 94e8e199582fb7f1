/**
 * The regions of the match screen (Match.tsx) over what it worked out for now (`MatchNow`):
 * the header with the hint and the totals, the notices, the controls for watching bots, and
 * the stage (the game's table, the hand-off, or nothing while the device is between people).
 */
import { Suspense } from 'react';
import type { Next } from '../../kit/loop';
import { type AnyAction, type Status, teamNumbers } from '../../kit/status';
import { downloadRecord } from '../download';
import type { MatchRecord } from '../record';
import { narrator, type SessionState } from '../session';
import type { SettingsStore } from '../settings';
import type { Thinker } from '../thinker';
import { HandOff } from './HandOff';
import { Hint } from './Hint';
import { KeepMatch, MatchOver, Totals } from './MatchParts';
import { SeenBy } from './SeenBy';
import { SoundToggle } from './Settings';
import type { AnyTable } from './useTable';
import { publicOf, viewOf } from './views';
import { WatchBar } from './WatchBar';

/** What the match screen shows now (Match.tsx matchNow). */
export interface MatchNow {
  st: Status;
  next: Next;
  /** The seats people play. */
  ps: number[];
  names: string[];
  /** Pass and play: the device goes to the person on turn. */
  handOff: boolean;
  /** Several people share the device and nobody holds it while a bot plays. */
  between: boolean;
  /** Bots only. */
  watching: boolean;
  /** Whose view shows. */
  seat: number;
  /** The holder's actions. */
  legal: AnyAction[];
  /** Pass and play: what the holder keeping the device after their turn is told. */
  afterTurn: string | undefined;
  /** The position a hint was shown at. */
  position: string;
  hints: string | null;
}

/** The hint on show and its position. */
export interface Advised {
  at: string;
  action: unknown;
}

export function MatchHead({
  s,
  game,
  record,
  now,
  settings,
  thinker,
  adviser,
  onAdvised,
  onLeave,
}: {
  s: SessionState;
  game: unknown;
  record: MatchRecord;
  now: MatchNow;
  settings: SettingsStore;
  thinker: Thinker | undefined;
  adviser: boolean;
  onAdvised(advised: Advised): void;
  onLeave(): void;
}) {
  const m = s.module;
  const { st, next, seat, legal, position } = now;
  const best = m.info.lowWins ? Math.min(...st.scores) : Math.max(...st.scores);
  return (
    <header className="match-head">
      <button type="button" className="btn small" onClick={onLeave}>
        Menu
      </button>
      <SoundToggle store={settings} />
      <h1 className="match-title">
        {m.info.name} <span className="round">Round {st.round}</span>
      </h1>
      {now.ps.length > 0 && next.kind === 'seat' && legal.length > 0 && (
        <Hint
          module={m}
          thinker={thinker}
          seat={seat}
          view={viewOf(m, game, seat)}
          legal={legal}
          seed={record.seed + record.actions.length}
          position={position}
          act={(a) => s.act(a)}
          auto={adviser}
          onShown={(action) => {
            s.hinted(seat);
            onAdvised({ at: position, action });
          }}
        />
      )}
      <Totals names={now.names} scores={st.scores} best={best} teams={teamNumbers(st)} />
    </header>
  );
}

/** What went wrong last, and a match that could not be saved. */
export function Notices({ s, record }: { s: SessionState; record: MatchRecord }) {
  return (
    <>
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
    </>
  );
}

/** Watching bots only: pause and step, whose view shows, and the match so far to keep. */
export function Watching({
  s,
  record,
  names,
  seat,
  onSeat,
  settings,
  ...face
}: {
  s: SessionState;
  record: MatchRecord;
  names: readonly string[];
  seat: number;
  onSeat(seat: number): void;
  settings: SettingsStore;
  open?: boolean;
  onOpen?(open: boolean): void;
}) {
  return (
    <WatchBar
      paused={s.watch.paused}
      onPause={(p) => s.pause(p)}
      onStep={() => s.stepWatch()}
      settings={settings}
    >
      <SeenBy names={names} seat={seat} onSeat={onSeat} {...face} />
      {s.aside && (
        <button type="button" className="btn" onClick={() => s.backToMatch()}>
          Back to your match
        </button>
      )}
      {/* Bots only: nothing hidden from a person, so the match so far may be shared. */}
      <KeepMatch record={record} />
    </WatchBar>
  );
}

/** The device handed to the person on turn, no cards while it is between people, or the table. */
export function Stage({
  s,
  game,
  record,
  now,
  Table,
  open,
  motion,
  moveMs,
  advice,
}: {
  s: SessionState;
  game: unknown;
  record: MatchRecord;
  now: MatchNow;
  Table: AnyTable | null;
  open: boolean;
  motion: boolean;
  moveMs: number;
  advice: unknown;
}) {
  const m = s.module;
  const { next, between, seat } = now;
  if (now.handOff && next.kind === 'seat') {
    return (
      <HandOff
        module={m}
        game={game}
        to={next.seat}
        names={now.names}
        unseen={s.unseen}
        act={(a) => s.act(a)}
        onTake={() => s.take(next.seat)}
      />
    );
  }
  if (between && !(m.engine.publicView && Table)) {
    return (
      <section className="handoff-screen" aria-label="Between people">
        <p>The bots are playing. Nobody’s cards show while the device is between people.</p>
      </section>
    );
  }
  if (!Table) return null;
  return (
    <Suspense fallback={<p className="loading">Loading…</p>}>
      <div className="match-table">
        <Table
          view={between ? publicOf(m, game) : viewOf(m, game, seat, now.watching && open)}
          legal={now.legal}
          act={(a, then) => s.act(a, then)}
          narrator={narrator(record.seats, s.holder)}
          players={record.seats}
          rounds={s.rounds}
          decisions={s.decisions}
          motion={motion}
          moveMs={moveMs}
          advice={advice}
          prefs={s.prefs}
          setPref={s.setPref}
        />
      </div>
    </Suspense>
  );
}

/** Between rounds the platform's deal button (if the game offers none); at the end, what next. */
export function WhatNext({
  s,
  record,
  now,
  onLeave,
}: {
  s: SessionState;
  record: MatchRecord;
  now: MatchNow;
  onLeave(): void;
}) {
  const m = s.module;
  const { next, names, st } = now;
  return (
    <>
      {next.kind === 'next-round' && now.ps.length > 0 && now.legal.length === 0 && (
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
          hints={now.hints}
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
    </>
  );
}
