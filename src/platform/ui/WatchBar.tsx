/**
 * Watch mode, for any game: a match of bots only plays on by itself; the bar pauses it,
 * steps one action at a time while paused, and sets the speed. A game's screen adds its own
 * choices after them (which hands show).
 */
import { type ReactNode, useId } from 'react';
import type { SettingsStore } from '../settings';
import { SpeedSelect } from './Settings';
import './WatchBar.css';

interface Props {
  paused: boolean;
  /** Pause, or go on (a step still owed is dropped). */
  onPause(paused: boolean): void;
  /** Paused: let the bots take one more action. */
  onStep(): void;
  settings: SettingsStore;
  children?: ReactNode;
}

export function WatchBar({ paused, onPause, onStep, settings, children }: Props) {
  const id = useId();
  return (
    <div className="watch-bar">
      <p className="watch-state" role="status">
        {paused ? 'Paused: Step plays one move.' : 'The bots are playing each other.'}
      </p>
      <div className="buttons">
        <button type="button" className="btn primary" onClick={() => onPause(!paused)}>
          {paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" className="btn" onClick={onStep}>
          Step
        </button>
        <label className="watch-speed" htmlFor={`${id}-speed`}>
          <span className="speed-word">Speed</span>
          <SpeedSelect id={`${id}-speed`} store={settings} />
        </label>
        {children}
      </div>
    </div>
  );
}
