import { type CSSProperties, type FormEvent, lazy, Suspense, useId, useState } from 'react';
import { GamePicker } from '../../../platform/ui/GamePicker';
import { INFO as KAPAGA } from '../info';
import { BOT_NAMES, cutName, formSeats, type SeatChoice } from '../store/seats';
import {
  LEVEL_NAMES,
  LEVELS,
  type Level,
  notesFor,
  PRESET_BLURBS,
  PRESET_NAMES,
  PRESETS,
  selectChosenRules,
  selectChosenSummary,
  selectError,
  selectGame,
  selectHasAside,
  selectLinkSeed,
  selectNotice,
  selectResults,
} from '../store/selectors';
import { CardFace } from './Card';
import { useLeaveFirst } from './LeaveMatch';
import { FIELD_TEXT } from './ruleFields';
import { useActions, useGame } from './StoreContext';
import { PRESET_TITLES } from './titles';
import type { UrlOptions } from './url';
import './NewGame.css';

// The editor and the share box are opened now and then: loaded when first shown.
const RulesEditor = lazy(() => import('./RulesEditor').then((m) => ({ default: m.RulesEditor })));
const ShareRules = lazy(() => import('./RulesEditor').then((m) => ({ default: m.ShareRules })));

const COUNTS = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const HERO = ['AS', '8H', 'JK', '2D'];

export function NewGame({ defaults = {} }: { defaults?: UrlOptions }) {
  const {
    startTable,
    dismissNotice,
    openPanel,
    showTable,
    setChosenRules,
    showDemos,
    openLab,
    showStats,
    startLesson,
    backToMatch,
  } = useActions();
  const { ask, question } = useLeaveFirst();
  const aside = useGame(selectHasAside);
  const lesson = () => ask(startLesson);
  const notice = useGame(selectNotice);
  const error = useGame(selectError);
  const game = useGame(selectGame);
  const results = useGame(selectResults);
  const rules = useGame(selectChosenRules);
  const summary = useGame(selectChosenSummary);
  const linkSeed = useGame(selectLinkSeed);
  const [name, setName] = useState('You');
  const [count, setCount] = useState(defaults.opponents ?? 3);
  const [level, setLevel] = useState<Level>(defaults.level ?? 'medium');
  const [perSeat, setPerSeat] = useState<SeatChoice[]>(() => Array(9).fill('same'));
  const [names, setNames] = useState<string[]>(() => BOT_NAMES.slice());
  const [seed, setSeed] = useState(
    defaults.seed !== undefined ? String(defaults.seed) : linkSeed !== null ? String(linkSeed) : '',
  );
  const [editing, setEditing] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [badFields, setBadFields] = useState<string[]>([]);
  const id = useId();
  const opponents = count;
  const players = opponents + 1;
  const notes = notesFor(rules, players);
  const errors = notes.filter((n) => n.level === 'error');
  const deckNote = notes.find((n) => n.field === 'decks' && n.level === 'note');
  const people = perSeat.slice(0, opponents).filter((c) => c === 'person').length + 1;
  const blocked = errors.length > 0 || badFields.length > 0;
  const trimmed = seed.trim();
  const seedValue = /^-?\d+$/.test(trimmed) ? Number(trimmed) : undefined;

  /** The seats as set up; watching, every seat is a bot. */
  const seats = (watch: boolean) => formSeats({ name, level, opponents, perSeat, names, watch });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blocked) return;
    ask(() => startTable({ seats: seats(false), rules, seed: seedValue }));
  };
  // Never asked: a match of people is set aside while the bots play, to come back to.
  const watch = () => {
    if (blocked) return;
    startTable({ seats: seats(true), rules, seed: seedValue });
  };

  return (
    <main className="newgame" aria-labelledby={`${id}-h`}>
      <header className="newgame-head">
        <div className="hero-fan" aria-hidden="true">
          {HERO.map((code, i) => (
            <span key={code} style={{ '--i': i - 1.5 } as CSSProperties}>
              <CardFace code={code} />
            </span>
          ))}
        </div>
        <h1 id={`${id}-h`} className="logo">
          Kapaga
        </h1>
        <p className="tagline">
          Crazy Eights with a shout. Empty your hand, and yell KAPAGA! first.
        </p>
        <GamePicker current={KAPAGA.id} />
      </header>
      {results.length === 0 && !game && (
        <section className="learn" aria-label="New to Kapaga?">
          <p>
            New to Kapaga? <strong>Learn by playing</strong>: a guided first round where every
            special card comes up, then a normal match.
          </p>
          <button type="button" className="btn primary" onClick={lesson}>
            Learn to play
          </button>
        </section>
      )}
      {notice && (
        <div className="notice" role="status">
          <p>{notice}</p>
          <button type="button" onClick={dismissNotice}>
            OK
          </button>
        </div>
      )}
      <form className="newgame-form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>Your name</label>
          <input
            id={`${id}-name`}
            value={name}
            autoComplete="nickname"
            onChange={(e) => setName(cutName(e.target.value))}
          />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor={`${id}-count`}>Opponents</label>
            <select
              id={`${id}-count`}
              value={opponents}
              onChange={(e) => setCount(Number(e.target.value))}
            >
              {COUNTS.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-level`}>Their level</label>
            <select
              id={`${id}-level`}
              value={level}
              onChange={(e) => setLevel(e.target.value as Level)}
            >
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {LEVEL_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <details className="more">
          <summary>
            Seats: names, people and bots
            {people > 1 ? ` (${people} people share this device)` : ''}
          </summary>
          <p className="hint">
            Friends playing on this device? Make their seat a <strong>Person</strong>: every hand
            hides while the device passes from one person to the next.
          </p>
          <div className="per-seat">
            {Array.from({ length: opponents }, (_, i) => {
              const fallback = BOT_NAMES[i] ?? `Seat ${i + 2}`;
              return (
                <div className="field seat-field" key={fallback}>
                  <label htmlFor={`${id}-seat-${i}`}>{fallback}</label>
                  <select
                    id={`${id}-seat-${i}`}
                    value={perSeat[i] ?? 'same'}
                    onChange={(e) => {
                      const next = perSeat.slice();
                      next[i] = e.target.value as SeatChoice;
                      setPerSeat(next);
                    }}
                  >
                    <option value="same">Bot, same as all ({LEVEL_NAMES[level]})</option>
                    {LEVELS.map((l) => (
                      <option key={l} value={l}>
                        Bot, {LEVEL_NAMES[l]}
                      </option>
                    ))}
                    <option value="person">Person (pass and play)</option>
                  </select>
                  <input
                    aria-label={`Name of seat ${i + 2}`}
                    value={names[i] ?? ''}
                    placeholder={fallback}
                    onChange={(e) => {
                      const next = names.slice();
                      next[i] = cutName(e.target.value);
                      setNames(next);
                    }}
                  />
                </div>
              );
            })}
          </div>
        </details>
        <fieldset className="presets">
          <legend>House rules</legend>
          {PRESET_NAMES.map((p) => (
            <label key={p} className={`preset${summary.preset === p ? ' chosen' : ''}`}>
              <input
                type="radio"
                name={`${id}-preset`}
                value={p}
                checked={summary.preset === p}
                onChange={() => setChosenRules({ ...PRESETS[p] })}
              />
              <span className="preset-title">{PRESET_TITLES[p]}</span>
              <span className="preset-blurb">{PRESET_BLURBS[p]}</span>
            </label>
          ))}
          {!summary.preset && (
            <p className="custom-rules" role="status">
              <strong>Custom rules:</strong> {PRESET_TITLES[summary.base]} with{' '}
              {summary.changed.map((f) => FIELD_TEXT[f].label).join(', ')} changed.
            </p>
          )}
        </fieldset>
        <details
          className="more"
          open={editing}
          onToggle={(e) => setEditing((e.target as HTMLDetailsElement).open)}
        >
          <summary>Change the house rules</summary>
          {editing && (
            <Suspense fallback={<p className="muted">Loading the rules…</p>}>
              <RulesEditor players={players} onBadFields={setBadFields} />
            </Suspense>
          )}
        </details>
        <details className="more" open={defaults.seed !== undefined || linkSeed !== null}>
          <summary>More options</summary>
          <div className="field">
            <label htmlFor={`${id}-seed`}>Deal number (seed, optional)</label>
            <input
              id={`${id}-seed`}
              inputMode="numeric"
              value={seed}
              placeholder="random"
              onChange={(e) => setSeed(e.target.value)}
            />
          </div>
        </details>
        <details
          className="more"
          open={sharing}
          onToggle={(e) => setSharing((e.target as HTMLDetailsElement).open)}
        >
          <summary>Share these rules</summary>
          {sharing && (
            <Suspense fallback={<p className="muted">Loading…</p>}>
              <ShareRules rules={rules} seed={seedValue} />
            </Suspense>
          )}
        </details>
        {deckNote && (
          <div className="hint deck-note" role="note">
            <p>{deckNote.message}</p>
            {rules.decks === 1 && (
              <button
                type="button"
                className="btn small"
                onClick={() => setChosenRules({ ...rules, decks: 2 })}
              >
                Play with two decks
              </button>
            )}
          </div>
        )}
        {errors.length > 0 && (
          <div className="error" id={`${id}-blocked`}>
            <p>These rules cannot start a game of {players}:</p>
            <ul>
              {errors.map((n) => (
                <li key={n.field + n.message}>{n.message}</li>
              ))}
            </ul>
          </div>
        )}
        {badFields.length > 0 && errors.length === 0 && (
          <p className="error" id={`${id}-blocked`}>
            Fix the house rules marked in red first.
          </p>
        )}
        {error && (
          <p className="error" role="alert">
            {error}
          </p>
        )}
        <div className="newgame-actions">
          <button
            type="submit"
            className="btn primary big"
            disabled={blocked}
            aria-describedby={blocked ? `${id}-blocked` : undefined}
          >
            Start
          </button>
          <button type="button" className="btn" disabled={blocked} onClick={watch}>
            Watch the bots play
          </button>
          {aside ? (
            <button type="button" className="btn" onClick={backToMatch}>
              Back to your game
            </button>
          ) : (
            game &&
            game.phase !== 'game-over' && (
              <button type="button" className="btn" onClick={showTable}>
                Back to your game
              </button>
            )
          )}
        </div>
      </form>
      <nav className="newgame-links" aria-label="Help">
        <button type="button" className="link" onClick={() => openPanel('howto')}>
          How to play
        </button>
        <button type="button" className="link" onClick={() => openPanel('rules')}>
          Rules
        </button>
        <button type="button" className="link" onClick={showDemos}>
          Rule demos
        </button>
        <button type="button" className="link" onClick={() => openLab()}>
          Rules lab
        </button>
        <button type="button" className="link" onClick={showStats}>
          Your stats
        </button>
        <button type="button" className="link" onClick={lesson}>
          Learn to play
        </button>
        <button type="button" className="link" onClick={() => openPanel('replays')}>
          Replays
        </button>
        <button type="button" className="link" onClick={() => openPanel('settings')}>
          Settings
        </button>
      </nav>
      {question}
      {results.length > 0 && (
        <section className="results" aria-labelledby={`${id}-res`}>
          <h2 id={`${id}-res`}>Past games</h2>
          <ol>
            {results
              .slice(-5)
              .reverse()
              .map((r) => (
                <li key={r.at}>
                  {r.youWon ? 'You won' : `${r.winners.join(' and ')} won`} · {r.players} players ·{' '}
                  {r.rounds} rounds{r.shared ? '' : ` · your score ${r.yourScore}`}
                </li>
              ))}
          </ol>
        </section>
      )}
    </main>
  );
}
