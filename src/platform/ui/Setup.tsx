/** A game's first screen: the picker, the seats (people and bots), the rules, Start. */
import { useState } from 'react';
import { useStore } from 'zustand';
import { notesOf } from '../../kit/rulesWords';
import { Dialog } from '../../kit/ui/Dialog';
import { peopleOf } from '../history';
import type { LabSpec } from '../lab/spec';
import { leavingWords } from '../leaving';
import type { MatchRecord } from '../record';
import { people, type Session } from '../session';
import type { SettingsStore } from '../settings';
import { dealNumber } from '../share';
import { GamePicker } from './GamePicker';
import { GuideDialog } from './Guide';
import { LinkNotice } from './Links';
import { RulesBlocked } from './RulesFields';
import { GamePrefsFields, TableSettingsFields } from './Settings';
import { type Deal, DealField, HouseRules, SeatsFields, startDealt } from './SetupFields';
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

/** A match waiting for the person: one put aside while the bots play, one left running. */
function Waiting({ session, onPlay }: { session: Session; onPlay(): void }) {
  const running = useStore(session, (s) => s.record !== null);
  const aside = useStore(session, (s) => s.aside !== null);
  // The match waiting is the bots' own (a watch), not the person's.
  const watching = useStore(
    session,
    (s) => s.record !== null && people(s.record.seats).length === 0,
  );
  const go = (then: () => void) => () => {
    then();
    onPlay();
  };
  return (
    <>
      {aside && (
        <Resume
          label="Your match put aside"
          words="Your match is kept aside while the bots play."
          button="Back to your match"
          onGo={go(() => session.getState().backToMatch())}
        />
      )}
      {running && (
        <Resume
          label={watching ? 'The bots’ match' : 'Your match'}
          words={
            watching
              ? 'The bots’ match is waiting where you left it.'
              : 'Your match is waiting where you left it.'
          }
          button={watching ? 'Watch on' : 'Resume'}
          onGo={go(() => session.getState().resume())}
        />
      )}
    </>
  );
}

/** One match waiting: what it is, and the button that goes back to it. */
function Resume(p: { label: string; words: string; button: string; onGo(): void }) {
  return (
    <section className="resume" aria-label={p.label}>
      <p>{p.words}</p>
      <button type="button" className="btn primary" onClick={p.onGo}>
        {p.button}
      </button>
    </section>
  );
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
  const history = useStore(session, (s) => s.history);
  const [asking, setAsking] = useState(false);
  const [guide, setGuide] = useState(false);
  // Numbers typed that the rules do not allow, and what the game says no deal can start.
  const [badFields, setBadFields] = useState<string[]>([]);
  const errors = notesOf(m.rules, rules, plan.seats.length).filter((n) => n.level === 'error');
  const blocked = errors.length > 0 || badFields.length > 0;
  const seed = dealNumber(deal.text);
  const start = () => {
    startDealt(session, deal, onDeal);
    setAsking(false);
    onPlay();
  };
  // Who played a match is kept with it now; the oldest say nothing, so today's seats guess.
  const won = history.filter((h) => {
    const ps = peopleOf(h);
    return h.winners.some((w) => (ps ? ps.includes(w) : plan.seats[w]?.kind === 'person'));
  });

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
      {deal.linked && seed !== null && (
        <p className="notice" role="status">
          Deal {seed} came with the link: everyone who starts it is dealt the same cards.
          {deal.replaced !== undefined && (
            <>
              {' '}
              It took the place of deal {deal.replaced}, which you had typed.{' '}
              <button
                type="button"
                className="btn small"
                onClick={() => onDeal({ text: deal.replaced ?? '', linked: false })}
              >
                Keep deal {deal.replaced}
              </button>
            </>
          )}
        </p>
      )}
      {Boolean((m.lesson && onLesson) || (m.demos?.length && onDemos) || m.guide) && (
        <nav className="learn" aria-label="Learn">
          {m.guide && (
            <button type="button" className="btn" onClick={() => setGuide(true)}>
              How to play
            </button>
          )}
          {m.lesson && onLesson && (
            <button type="button" className="btn" onClick={onLesson}>
              Learn to play
            </button>
          )}
          {m.demos?.length && onDemos ? (
            <button type="button" className="btn" onClick={onDemos}>
              Demos
            </button>
          ) : null}
        </nav>
      )}
      {guide && (
        <GuideDialog module={m} rules={rules} playing={false} onClose={() => setGuide(false)} />
      )}
      <Waiting session={session} onPlay={onPlay} />
      <form
        className="newgame-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (blocked) return;
          if (question) setAsking(true);
          else start();
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
      {asking && (
        // A dialog over the screen: on a phone the question is in view where Start was pressed.
        <Dialog title="Replace your match?" onClose={() => setAsking(false)}>
          <p>{question}</p>
          <div className="buttons">
            <button type="button" className="btn" onClick={start}>
              Start a new match
            </button>
            {/* Kept: back to it, where it was (Escape only closes the question). */}
            <button
              type="button"
              className="btn primary"
              onClick={() => {
                setAsking(false);
                session.getState().resume();
                onPlay();
              }}
            >
              Keep my match
            </button>
          </div>
        </Dialog>
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
      {history.length > 0 && (
        <p className="platform-stats">
          On this device: {history.length} {history.length === 1 ? 'match' : 'matches'} played,{' '}
          {won.length} won by a person.
        </p>
      )}
    </main>
  );
}
