import { selectSettings } from '../store/selectors';
import { SPEEDS, type Speed } from '../store/types';
import { useActions, useGame } from './StoreContext';
import './Fields.css';

export const SPEED_NAMES: Record<Speed, string> = {
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
  instant: 'Instant (no animation)',
};

/** The game speed, bound to the settings (the settings panel and the watch bar). */
export function SpeedSelect({ id }: { id: string }) {
  const { speed } = useGame(selectSettings);
  const { updateSettings } = useActions();
  return (
    <select
      id={id}
      value={speed}
      onChange={(e) => updateSettings({ speed: e.target.value as Speed })}
    >
      {SPEEDS.map((v) => (
        <option key={v} value={v}>
          {SPEED_NAMES[v]}
        </option>
      ))}
    </select>
  );
}

/** A link to copy: read-only, selected whole on focus (shared rules, replays). */
export function LinkField({ id, label, link }: { id: string; label: string; link: string }) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="share-link"
        readOnly
        value={link}
        onFocus={(e) => e.target.select()}
      />
    </div>
  );
}
