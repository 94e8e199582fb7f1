/** A game's first screen: the picker, the seats (people and bots), the rules, Start. */
import { useState } from 'react';
import { useStore } from 'zustand';
import { notesOf } from '../../kit/rulesWords';
import { Dialog } from '../../kit/ui/Dialog';
import { peopleOf } from '../history';
import type { LabSpec } from '../lab/spec';
import { leavingWords } from '../leaving';
import type { MatchRecord } from '../record';
import type { Session } from '../session';
import type { SettingsStore } from '../settings';
import { dealNumber } from '../share';
import { GamePicker } from './GamePicker';
import { LinkNotice } from './Links';
import { RulesBlocked } from './RulesFields';
import { GamePrefsFields, TableSettingsFields } from './Settings';
import { type Deal, DealField, HouseRules, SeatsFields, startDealt } from './SetupFields';
import { Learn, LinkedDeal, Waiting } from './SetupNotices';
import { Watch } from './Watch';

export type { Deal };

interface Props {
  session: Session;
  settings: SettingsStore;
  /** The deal for the next match (typed, or a link's); blank: a new one each time. */
  deal: Deal;
  onDeal(d: Deal): void;
  onPlay(): void;
  /** The rules lab: empty, or set up to compare the standard rules with these. */
  onLab(spec?: LabSpec): void;
  onStats(): void;
  onWatch(r: MatchRecord): void;
  /** The game's demos and its lesson, offered when the module brings them. */
  onDemos?(): void;
  onLesson?(): void;
}

export function Setup({
  session,
  settings,
  deal,
  onDeal,
  onPlay,
  onLab,
  onStats,
  onWatch,
  onDemos,
  onLesson,
}: Props) {
  const m = useStore(session, (s) => s.module);
  const plan = useStore(session, (s) => s.plan);
  const draft = useStore(session, (s) => s.draft);
  const rules = draft ?? plan.rules;
  // The question before a new match replaces a match of people (watching the bots puts it
  // aside, unasked: session.start); null: nothing to ask.
  const question = useStore(session, (s) =>
    leavingWords(s.module, s.record, s.game, s.left, s.plan.seats),
  );
  const [asking, setAsking] = useState(false);
  const seed = dealNumber(deal.text);
  const start = () => {
    startDealt(session, deal, onDeal);
    setAsking(false);
    onPlay();
  };
  return (
    <main className="platform-setup" aria-labelledby="setup-h">
      <header className="newgame-head">
        <h1 id="setup-h" className="logo">
          {m.info.name}
        </h1>
        <p className="tagline">{m.info.tagline}</p>
        <GamePicker current={m.info.id} />
      </header>
      <LinkNotice session={session} />
      <LinkedDeal deal={deal} seed={seed} onDeal={onDeal} />
      <Learn m={m} rules={rules} onDemos={onDemos} onLesson={onLesson} />
      <Waiting session={session} onPlay={onPlay} />
      <NewMatchForm
        session={session}
        deal={deal}
        onDeal={onDeal}
        seed={seed}
        onLab={onLab}
        onStart={() => {
          if (question) setAsking(true);
          else start();
        }}
      />
      {asking && (
        <ReplaceMatch
          question={question}
          onNew={start}
          onKeep={() => {
            setAsking(false);
            session.getState().resume();
            onPlay();
          }}
          onClose={() => setAsking(false)}
        />
      )}
      <div className="setup-more">
        <button type="button" className="btn" onClick={() => onLab()}>
          Rules lab
        </button>
        <button type="button" className="btn" onClick={onStats}>
          Your stats
        </button>
      </div>
      <TableSettingsFields store={settings}>
        <GamePrefsFields session={session} />
      </TableSettingsFields>
      <Watch session={session} onWatch={onWatch} />
      <PlayedHere session={session} />
    </main>
  );
}

/** The seats, the rules and the deal of a new match, and Start (held while the rules are wrong). */
function NewMatchForm({
  session,
  deal,
  onDeal,
  seed,
  onLab,
  onStart,
}: Pick<Props, 'session' | 'deal' | 'onDeal' | 'onLab'> & {
  seed: number | null;
  onStart(): void;
}) {
  const m = useStore(session, (s) => s.module);
  const plan = useStore(session, (s) => s.plan);
  const draft = useStore(session, (s) => s.draft);
  const rules = draft ?? plan.rules;
  // Numbers typed that the rules do not allow, and what the game says no deal can start.
  const [badFields, setBadFields] = useState<string[]>([]);
  const errors = notesOf(m.rules, rules, plan.seats.length).filter((n) => n.level === 'error');
  const blocked = errors.length > 0 || badFields.length > 0;
  return (
    <form
      className="newgame-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (blocked) return;
        onStart();
      }}
    >
      <SeatsFields session={session} />
      <HouseRules session={session} seed={seed} onLab={onLab} onBadFields={setBadFields} />
      <DealField deal={deal} onDeal={onDeal} />
      <RulesBlocked
        id="setup-blocked"
        players={plan.seats.length}
        errors={errors}
        badFields={badFields}
      />
      <button
        type="submit"
        className="btn primary start"
        disabled={blocked}
        aria-describedby={blocked ? 'setup-blocked' : undefined}
      >
        Start
      </button>
    </form>
  );
}

/** Asked before a new match replaces a match of people: start anew, or keep it. */
function ReplaceMatch({
  question,
  onNew,
  onKeep,
  onClose,
}: {
  question: string | null;
  onNew(): void;
  onKeep(): void;
  onClose(): void;
}) {
  return (
    // A dialog over the screen: on a phone the question is in view where Start was pressed.
    <Dialog title="Replace your match?" onClose={onClose}>
      <p>{question}</p>
      <div className="buttons">
        <button type="button" className="btn" onClick={onNew}>
          Start a new match
        </button>
        {/* Kept: back to it, where it was (Escape only closes the question). */}
        <button type="button" className="btn primary" onClick={onKeep}>
          Keep my match
        </button>
      </div>
    </Dialog>
  );
}

/** The matches finished on this device, and how many a person won. */
function PlayedHere({ session }: { session: Session }) {
  const plan = useStore(session, (s) => s.plan);
  const history = useStore(session, (s) => s.history);
  // Who played a match is kept with it now; the oldest say nothing, so today's seats guess.
  const won = history.filter((h) => {
    const ps = peopleOf(h);
    return h.winners.some((w) => (ps ? ps.includes(w) : plan.seats[w]?.kind === 'person'));
  });
  if (history.length === 0) return null;
  return (
    <p className="platform-stats">
      On this device: {history.length} {history.length === 1 ? 'match' : 'matches'} played,{' '}
      {won.length} won by a person.
    </p>
  );
}
