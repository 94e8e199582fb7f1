/**
 * A match of any game: its header (round, totals), the game's own table for the seat that
 * holds the device, the hand-off between people in pass and play, the log, and the
 * round's and the match's end. Every rule is the game's; this screen only shows.
 */
import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { AnyModule } from '../../games/registry';
import { whoActs } from '../../kit/loop';
import { changesFrom, defaultsOf } from '../../kit/rulesWords';
import { adviceWords } from '../hintWords';
import { keepingAfterTurn, offered } from '../passing';
import type { MatchRecord } from '../record';
import { people, type Session, type SessionState } from '../session';
import { MOVE_MS, type SettingsStore } from '../settings';
import type { Thinker } from '../thinker';
import { GuideDialog } from './Guide';
import { PassBanner } from './HandOff';
import { LogDialog, MatchFoot } from './MatchParts';
import {
  type Advised,
  MatchHead,
  type MatchNow,
  Notices,
  Stage,
  Watching,
  WhatNext,
} from './MatchStage';
import { OtherTab } from './OtherTab';
import { motionOk, useTable } from './useTable';

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
  const dialogs = useDialogs(session);
  const adviser = useStore(settings, (x) => x.adviser);
  const speed = useStore(settings, (x) => x.speed);
  // The hint on show and its position: the table marks where its move applies.
  const [advised, setAdvised] = useState<Advised | null>(null);
  const Table = useTable(m);
  if (!s.record || s.game === null) return null;
  const record = s.record;
  const now = matchNow(s, record, s.game, watched, adviser);
  const { st, next, names } = now;
  const motion = motionOk();

  return (
    <main className="platform-match" aria-label={`${m.info.name} match`}>
      <MatchHead
        s={s}
        game={s.game}
        record={record}
        now={now}
        settings={settings}
        thinker={thinker}
        adviser={adviser}
        onAdvised={setAdvised}
        onLeave={onLeave}
      />
      <OtherTab tab={s.tab} onTakeOver={() => s.takeOver()} />
      {st.round === 1 && (
        <RulesInEffect module={m} rules={record.rules} players={record.seats.length} />
      )}
      <Notices s={s} record={record} />
      {now.watching && next.kind !== 'over' && (
        <Watching
          s={s}
          record={record}
          names={names}
          seat={now.seat}
          onSeat={setWatched}
          settings={settings}
          {...(m.engine.openView ? { open, onOpen: setOpen } : {})}
        />
      )}
      {now.afterTurn !== undefined && next.kind === 'seat' && (
        <PassBanner next={names[next.seat] ?? ''} words={now.afterTurn} onHide={() => s.hide()} />
      )}
      {/* The table and, at the match's end, what may be done next (beside it when short). */}
      <div className={`match-stage${next.kind === 'over' ? ' ended' : ''}`}>
        <Stage
          s={s}
          game={s.game}
          record={record}
          now={now}
          Table={Table}
          open={open}
          motion={motion}
          moveMs={motion ? MOVE_MS[speed] : 0}
          advice={advised?.at === now.position ? advised.action : null}
        />
        <WhatNext s={s} record={record} now={now} onLeave={onLeave} />
      </div>
      {next.kind === 'next-round' && now.hints && <p className="round-hints">{now.hints}</p>}
      <FootAndDialogs s={s} record={record} dialogs={dialogs} />
    </main>
  );
}

/** The last lines of the log with its buttons, and the rules and log dialogs they open. */
function FootAndDialogs({
  s,
  record,
  dialogs,
}: {
  s: SessionState;
  record: MatchRecord;
  dialogs: Dialogs;
}) {
  const m = s.module;
  return (
    <>
      <MatchFoot
        log={s.log}
        onRules={m.guide ? () => dialogs.setGuideOpen(true) : null}
        onLog={() => dialogs.setLogOpen(true)}
      />
      {dialogs.guideOpen && (
        <GuideDialog
          module={m}
          rules={record.rules}
          playing
          onClose={() => dialogs.setGuideOpen(false)}
        />
      )}
      {dialogs.logOpen && (
        <LogDialog
          module={m}
          record={record}
          log={s.log}
          onClose={() => dialogs.setLogOpen(false)}
        />
      )}
    </>
  );
}

type Dialogs = ReturnType<typeof useDialogs>;

/** The rules and log dialogs: the bots wait while one is read over the table. */
function useDialogs(session: Session) {
  const [logOpen, setLogOpen] = useState(false);
  const [guideOpen, setGuideOpen] = useState(false);
  // The bots wait while a dialog is read over the table (nothing moves unseen).
  const reading = logOpen || guideOpen;
  useEffect(() => {
    session.setState({ reading });
    return () => session.setState({ reading: false });
  }, [session, reading]);
  return { logOpen, setLogOpen, guideOpen, setGuideOpen };
}

/**
 * What the screen shows now, from the session alone: whose view, whose actions, whether the
 * device is handed on, and the hints said at a round's or the match's end.
 */
function matchNow(
  s: SessionState,
  record: MatchRecord,
  game: unknown,
  watched: number,
  adviser: boolean,
): MatchNow {
  const m = s.module;
  const st = m.engine.status(game);
  const next = whoActs(m.engine, game);
  const ps = people(record.seats);
  const names = record.seats.map((p) => p.name);
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
      ? offered(m, game, s.holder, s.unseen)
      : [];
  // Pass and play: the holder keeps the device after their turn till they hide their cards.
  const afterTurn =
    keepingAfterTurn(m, record.seats, next.kind === 'seat' ? next.seat : null, s.holder) !== null
      ? m.passAndPlay?.afterTurn
      : undefined;
  const position = `${record.seed}:${seat}:${record.actions.length}`;
  const hints =
    next.kind === 'over'
      ? hintsWords(record, adviser)
      : next.kind === 'next-round'
        ? hintsWords(record, adviser, 'round')
        : null;
  return {
    st,
    next,
    ps,
    names,
    handOff,
    between,
    watching,
    seat,
    legal,
    afterTurn,
    position,
    hints,
  };
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
