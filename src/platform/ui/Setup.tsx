/** A game's first screen: the picker, the seats (people and bots), the rules, Start. */
import { useState } from 'react';
import { useStore } from 'zustand';
import { LEVELS, type Level } from '../../games/module';
import { peopleOf } from '../history';
import { houseSpec, type LabSpec } from '../lab/spec';
import type { MatchRecord, SeatPlan } from '../record';
import { notesOf } from '../rules';
import { defaultPlan, people, type Session, YOU } from '../session';
import type { SettingsStore } from '../settings';
import { changedRules, dealNumber, rulesLink } from '../share';
import { Dialog } from './Dialog';
import { GamePicker } from './GamePicker';
import { LinkNotice, ShareButton } from './Links';
import { RulesBlocked, RulesFields } from './RulesFields';
import { TableSettingsFields } from './Settings';
import { Watch } from './Watch';

/** The deal for the next match as typed (a whole number, else a new deal), and whether a link brought it. */
export interface Deal {
  text: string;
  linked: boolean;
}

const LEVEL_NAMES: Record<Level, string> = {
  easy: 'Easy',
  medium: 'Medium',
  hard: 'Hard',
  expert: 'Expert',
};

/**
 * A seat's name when it changes hands: a name the person typed stays; the default ones
 * follow ("You" for the person, the bots' name and seat for a bot), never one another seat has.
 */
function renamed(seats: readonly SeatPlan[], i: number, person: boolean, persona: string): string {
  const name = seats[i]?.name ?? '';
  const others = seats.filter((_, j) => j !== i).map((x) => x.name);
  const mine = person ? name.startsWith(persona) : name === YOU;
  if (!mine) return name;
  const fresh = person ? [YOU, `Player ${i + 1}`] : [`${persona} ${i + 1}`, `${persona} ${i + 2}`];
  return fresh.find((n) => !others.includes(n)) ?? name;
}

/** The level a seat's select names (it offers only these; else the usual one). */
const levelOf = (v: string): Level => LEVELS.find((l) => l === v) ?? 'medium';

/** Names are cut, not the layout; controls and direction marks are dropped. */
const cleanName = (s: string) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: dropping them is the point
  [...s.replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')]
    .slice(0, 20)
    .join('');

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
  const running = useStore(session, (s) => s.record !== null);
  const aside = useStore(session, (s) => s.aside !== null);
  // The match waiting is the bots' own (a watch), not the person's.
  const watching = useStore(
    session,
    (s) => s.record !== null && people(s.record.seats).length === 0,
  );
  // Watching the bots puts a match of people aside (session.start): nothing to ask.
  const setsAside = useStore(
    session,
    (s) =>
      s.record !== null && people(s.record.seats).length > 0 && people(s.plan.seats).length === 0,
  );
  const history = useStore(session, (s) => s.history);
  const [asking, setAsking] = useState(false);
  // Numbers typed that the rules do not allow, and what the game says no deal can start.
  const [badFields, setBadFields] = useState<string[]>([]);
  const [resets, setResets] = useState(0);
  const errors = notesOf(m.rules, rules, plan.seats.length).filter((n) => n.level === 'error');
  const blocked = errors.length > 0 || badFields.length > 0;
  const seed = dealNumber(deal.text);
  const changed = Object.keys(changedRules(m, rules)).length > 0;
  const { min, max } = m.info.players;
  const persona = m.bots.persona ?? 'Bot';

  const setSeats = (seats: SeatPlan[]) => session.getState().setPlan({ ...plan, seats });
  const setCount = (n: number) => {
    const seats = plan.seats.slice(0, n);
    for (let i = seats.length; i < n; i++)
      seats.push({ kind: 'bot', level: 'medium', name: `${persona} ${i}` });
    setSeats(seats);
  };
  const setSeat = (i: number, s: SeatPlan) => setSeats(plan.seats.map((x, j) => (j === i ? s : x)));
  const start = () => {
    session.getState().start(seed ?? undefined);
    // A deal is for one match: the next is new unless one is typed again.
    onDeal({ text: '', linked: false });
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
        </p>
      )}
      {Boolean((m.lesson && onLesson) || (m.demos?.length && onDemos)) && (
        <nav className="learn" aria-label="Learn">
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
      {aside && (
        <section className="resume" aria-label="Your match put aside">
          <p>Your match is kept aside while the bots play.</p>
          <button
            type="button"
            className="btn primary"
            onClick={() => {
              session.getState().backToMatch();
              onPlay();
            }}
          >
            Back to your match
          </button>
        </section>
      )}
      {running && (
        <section className="resume" aria-label={watching ? 'The bots’ match' : 'Your match'}>
          <p>
            {watching
              ? 'The bots’ match is waiting where you left it.'
              : 'Your match is waiting where you left it.'}
          </p>
          <button
            type="button"
            className="btn primary"
            onClick={() => {
              session.getState().resume();
              onPlay();
            }}
          >
            {watching ? 'Watch on' : 'Resume'}
          </button>
        </section>
      )}
      <form
        className="newgame-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (blocked) return;
          if (running && !setsAside) setAsking(true);
          else start();
        }}
      >
        <div className="field">
          <label htmlFor="players">Players</label>
          <select
            id="players"
            value={plan.seats.length}
            onChange={(e) => setCount(Number(e.target.value))}
          >
            {Array.from({ length: max - min + 1 }, (_, i) => min + i).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="seats-plan">
          <legend>Seats</legend>
          {plan.seats.map((s, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are their places
            <div className="seat-plan" key={i}>
              <input
                aria-label={`Name of seat ${i + 1}`}
                value={s.name}
                onChange={(e) => setSeat(i, { ...s, name: cleanName(e.target.value) })}
              />
              <select
                aria-label={`Who plays seat ${i + 1}`}
                value={s.kind === 'person' ? 'person' : (s.level ?? 'medium')}
                onChange={(e) => {
                  const person = e.target.value === 'person';
                  // A default name follows the seat: a bot is never called "You".
                  const name = renamed(plan.seats, i, person, persona);
                  setSeat(
                    i,
                    person
                      ? { kind: 'person', name }
                      : { kind: 'bot', level: levelOf(e.target.value), name },
                  );
                }}
              >
                <option value="person">Person</option>
                {LEVELS.map((l) => (
                  <option key={l} value={l}>
                    {persona}, {LEVEL_NAMES[l]}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
        <details className="house-rules">
          <summary>House rules</summary>
          <RulesFields
            key={resets}
            config={m.rules}
            rules={rules}
            players={plan.seats.length}
            onChange={(r) => session.getState().setRules(r)}
            onBadFields={setBadFields}
          />
          <button
            type="button"
            className="btn"
            onClick={() => {
              // The fields start afresh: a number still being typed goes with the old rules.
              setResets((n) => n + 1);
              session.getState().setRules(defaultPlan(m).rules);
            }}
          >
            Back to the standard rules
          </button>
          {changed && (
            <button
              type="button"
              className="btn"
              onClick={() => onLab(houseSpec(m, changedRules(m, rules), plan.seats.length))}
            >
              See what these rules change (rules lab)
            </button>
          )}
          <ShareButton
            label={seed === null ? 'Share rules' : `Share rules and deal ${seed}`}
            make={() => rulesLink(m, rules, window.location.href, seed ?? undefined)}
          />
        </details>
        <details className="house-rules" open={deal.text !== '' || undefined}>
          <summary>Deal number{seed === null ? '' : `: ${seed}`}</summary>
          <div className="field">
            <label htmlFor="setup-deal">Deal number (optional)</label>
            <input
              id="setup-deal"
              inputMode="numeric"
              value={deal.text}
              aria-describedby="setup-deal-d"
              onChange={(e) => onDeal({ text: e.target.value.slice(0, 20), linked: false })}
            />
            <p className="rule-line" id="setup-deal-d">
              The same number deals the same cards: a rematch, or the same deal at two tables.
              Blank, or not a whole number: a new deal.
            </p>
          </div>
        </details>
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
          <p>
            Start a new match? The match you left unfinished ends here: you can only watch it again.
          </p>
          <div className="buttons">
            <button type="button" className="btn" onClick={start}>
              Start a new match
            </button>
            <button type="button" className="btn primary" onClick={() => setAsking(false)}>
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
      <TableSettingsFields store={settings} />
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
