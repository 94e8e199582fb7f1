/**
 * The new-game form: the seats (NewGameSeats.tsx), the house rules, the deal number, and
 * Start or Watch.
 */
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { dealNumber } from '../../../platform/share';
import { RulesBlocked } from '../../../platform/ui/RulesFields';
import type { RulesNote } from '../engine';
import { FIELD_TEXT } from '../ruleFieldsText';
import {
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
} from '../store/selectors';
import { PlayerFields, SeatFields, useSeating } from './NewGameSeats';
import { useActions, useGame } from './StoreContext';
import { PRESET_TITLES } from './titles';
import type { UrlOptions } from './url';

// The editor and the share box are opened now and then: loaded when first shown.
const RulesEditor = lazy(() => import('./RulesEditor').then((m) => ({ default: m.RulesEditor })));
const ShareRules = lazy(() => import('./RulesEditor').then((m) => ({ default: m.ShareRules })));

/**
 * The form's sections in order; it holds what Start needs (the seats, the deal number, the
 * rule fields the editor finds invalid). `ask` starts a match after asking to leave one.
 */
export function NewGameForm(props: {
  id: string;
  defaults: UrlOptions;
  ask: (start: () => void) => void;
}) {
  const { id, defaults, ask } = props;
  const { startTable } = useActions();
  const rules = useGame(selectChosenRules);
  const linkSeed = useGame(selectLinkSeed);
  const seating = useSeating(defaults);
  const [seed, setSeed] = useState(
    defaults.seed !== undefined ? String(defaults.seed) : linkSeed !== null ? String(linkSeed) : '',
  );
  const [badFields, setBadFields] = useState<string[]>([]);
  const players = seating.opponents + 1;
  const notes = notesFor(rules, players);
  const errors = notes.filter((n) => n.level === 'error');
  const deckNote = notes.find((n) => n.field === 'decks' && n.level === 'note');
  const blocked = errors.length > 0 || badFields.length > 0;
  const seedValue = dealNumber(seed) ?? undefined;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blocked) return;
    ask(() => startTable({ seats: seating.seats(false), rules, seed: seedValue }));
  };
  // Never asked: a match of people is set aside while the bots play, to come back to.
  const watch = () => {
    if (blocked) return;
    startTable({ seats: seating.seats(true), rules, seed: seedValue });
  };

  return (
    <form className="newgame-form" onSubmit={submit}>
      <PlayerFields id={id} seating={seating} />
      <SeatFields id={id} seating={seating} />
      <PresetPicker id={id} />
      <LoadWhenOpen summary="Change the house rules" loading="Loading the rules…">
        <RulesEditor players={players} onBadFields={setBadFields} />
      </LoadWhenOpen>
      <SeedField
        id={id}
        seed={seed}
        onSeed={setSeed}
        open={defaults.seed !== undefined || linkSeed !== null}
      />
      <LoadWhenOpen summary="Share these rules" loading="Loading…">
        <ShareRules rules={rules} seed={seedValue} />
      </LoadWhenOpen>
      <DeckNote note={deckNote} />
      <RulesBlocked id={`${id}-blocked`} players={players} errors={errors} badFields={badFields} />
      <StartError />
      <StartButtons id={id} blocked={blocked} onWatch={watch} />
    </form>
  );
}

/** The house rules presets to pick from, and a line saying so when the rules are custom. */
function PresetPicker({ id }: { id: string }) {
  const { setChosenRules } = useActions();
  const summary = useGame(selectChosenSummary);
  return (
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
  );
}

/** A fold-out whose content is loaded and shown only while it is open. */
function LoadWhenOpen(props: { summary: string; loading: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <details
      className="more"
      open={open}
      onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}
    >
      <summary>{props.summary}</summary>
      {open && (
        <Suspense fallback={<p className="muted">{props.loading}</p>}>{props.children}</Suspense>
      )}
    </details>
  );
}

/** The fold-out with the deal number; open when the link or the address gave one. */
function SeedField(props: {
  id: string;
  seed: string;
  onSeed: (typed: string) => void;
  open: boolean;
}) {
  return (
    <details className="more" open={props.open}>
      <summary>More options</summary>
      <div className="field">
        <label htmlFor={`${props.id}-seed`}>Deal number (seed, optional)</label>
        <input
          id={`${props.id}-seed`}
          inputMode="numeric"
          value={props.seed}
          placeholder="random"
          onChange={(e) => props.onSeed(e.target.value)}
        />
      </div>
    </details>
  );
}

/** The rules' note on the decks, with a button to add the second deck it asks for. */
function DeckNote({ note }: { note: RulesNote | undefined }) {
  const { setChosenRules } = useActions();
  const rules = useGame(selectChosenRules);
  if (!note) return null;
  return (
    <div className="hint deck-note" role="note">
      <p>{note.message}</p>
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
  );
}

/** Why Start is disabled: the rules cannot seat this many, or a rule field is invalid. */
/** What the store could not do (a start that failed), said at once. */
function StartError() {
  const error = useGame(selectError);
  if (!error) return null;
  return (
    <p className="error" role="alert">
      {error}
    </p>
  );
}

/** Start, watch the bots, or go back to the game that is running or set aside. */
function StartButtons({
  id,
  blocked,
  onWatch,
}: {
  id: string;
  blocked: boolean;
  onWatch: () => void;
}) {
  const { showTable, backToMatch } = useActions();
  const aside = useGame(selectHasAside);
  const game = useGame(selectGame);
  return (
    <div className="newgame-actions">
      <button
        type="submit"
        className="btn primary big"
        disabled={blocked}
        aria-describedby={blocked ? `${id}-blocked` : undefined}
      >
        Start
      </button>
      <button type="button" className="btn" disabled={blocked} onClick={onWatch}>
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
  );
}
