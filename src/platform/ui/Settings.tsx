/**
 * The table's settings for any game: the speed, and sound (a switch in the match's header,
 * and on, volume, quiet with reduced motion on the first screen), and the game's own.
 */
import { type ReactNode, useId } from 'react';
import { useStore } from 'zustand';
import { valueName } from '../../kit/rulesWords';
import type { Session } from '../session';
import { type SettingsStore, SPEED_NAMES, SPEEDS } from '../settings';
import './Settings.css';

/** A speaker, crossed out when off (drawn, so every browser shows the same). */
function Speaker({ on }: { on: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <path d="M3 8h3l4-3.5v11L6 12H3z" fill="currentColor" />
      {on ? (
        <path
          d="M13 7.5a3.5 3.5 0 0 1 0 5M15 5a7 7 0 0 1 0 10"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M13 7.5l5 5m0-5l-5 5"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

export function SoundToggle({ store }: { store: SettingsStore }) {
  const on = useStore(store, (s) => s.sound);
  return (
    <button
      type="button"
      className="btn small sound-toggle"
      aria-pressed={on}
      aria-label="Sound"
      title={on ? 'Sound is on' : 'Sound is off'}
      onClick={() => store.getState().change({ sound: !on })}
    >
      <Speaker on={on} />
    </button>
  );
}

/** The sound settings' fields: on, volume, quiet with reduced motion. */
export function SoundFields({ store }: { store: SettingsStore }) {
  const s = useStore(store);
  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          checked={s.sound}
          onChange={(e) => s.change({ sound: e.target.checked })}
        />
        Sounds for the deal, plays, draws, calls and the end of a round
      </label>
      <label className="volume">
        Volume{' '}
        <input
          type="range"
          min={0}
          max={100}
          step={5}
          value={s.volume}
          disabled={!s.sound}
          onChange={(e) => s.change({ volume: Number(e.target.value) })}
        />{' '}
        <output>{s.volume}</output>
      </label>
      <label className="check">
        <input
          type="checkbox"
          checked={s.quietWhenReduced}
          disabled={!s.sound}
          onChange={(e) => s.change({ quietWhenReduced: e.target.checked })}
        />
        Quiet when the system asks for reduced motion
      </label>
    </>
  );
}

/** "What would the expert do?": the expert's move and why on the person's turn, every game's. */
export function AdviserField({ store }: { store: SettingsStore }) {
  const on = useStore(store, (s) => s.adviser);
  return (
    <label className="check">
      <input
        type="checkbox"
        checked={on}
        onChange={(e) => store.getState().change({ adviser: e.target.checked })}
      />
      What would the expert do? Show its move on my turn (counted as a hint)
    </label>
  );
}

/**
 * The table's settings on a game's first screen, folded away: the speed, sound, the adviser,
 * and (`children`) the game's own.
 */
export function TableSettingsFields({
  store,
  children,
}: {
  store: SettingsStore;
  children?: ReactNode;
}) {
  const { speed, sound, adviser } = useStore(store);
  const id = useId();
  return (
    <details className="table-settings">
      <summary>
        Speed: {SPEED_NAMES[speed]}. Sound: {sound ? 'on' : 'off'}
        {adviser && '. Adviser: on'}
      </summary>
      <div className="field">
        <label htmlFor={id}>Game speed</label>
        <SpeedSelect id={id} store={store} />
      </div>
      {children}
      <AdviserField store={store} />
      <SoundFields store={store} />
    </details>
  );
}

/**
 * The game's own table settings (GameModule.prefs), in its words: a choice as radio buttons
 * under its label, a flag as a checkbox. Nothing when the game brings none.
 */
export function GamePrefsFields({ session }: { session: Session }) {
  const m = useStore(session, (s) => s.module);
  const prefs = useStore(session, (s) => s.prefs);
  const id = useId();
  const c = m.prefs;
  if (!c) return null;
  const set = (k: string, v: unknown) => session.getState().setPref(k, v);
  return Object.entries(c.fields).map(([k, spec]) => {
    const text = c.text[k];
    const label = text?.label ?? k;
    if (spec.kind === 'bool')
      return (
        <label key={k} className="check">
          <input
            type="checkbox"
            checked={prefs[k] === true}
            onChange={(e) => set(k, e.target.checked)}
          />
          {label}
        </label>
      );
    if (spec.kind !== 'enum') return null;
    return (
      <fieldset key={k} className="pref-choice">
        <legend>{label}</legend>
        {spec.values.map((v) => (
          <label key={String(v)} className="check">
            <input
              type="radio"
              name={`${id}-${k}`}
              checked={prefs[k] === v}
              onChange={() => set(k, v)}
            />
            {valueName(text, v)}
          </label>
        ))}
      </fieldset>
    );
  });
}

/** The game's speed (the bots' pace and the cards' flight). */
export function SpeedSelect({ id, store }: { id: string; store: SettingsStore }) {
  const speed = useStore(store, (s) => s.speed);
  return (
    <select
      id={id}
      value={speed}
      onChange={(e) => {
        const v = SPEEDS.find((x) => x === e.target.value);
        if (v) store.getState().change({ speed: v });
      }}
    >
      {SPEEDS.map((v) => (
        <option key={v} value={v}>
          {SPEED_NAMES[v]}
        </option>
      ))}
    </select>
  );
}
