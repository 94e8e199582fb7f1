import { useId } from 'react';
import { selectSettings, selectWatch } from '../store/selectors';
import { SPEEDS, type Speed } from '../store/types';
import { useActions, useGame } from './StoreContext';

export const SPEED_NAMES: Record<Speed, string> = {
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
  instant: 'Instant (no animation)',
};

/** Watch mode: the bots play on; pause, step one action, pick a speed, peek at every hand. */
export function WatchBar() {
  const w = useGame(selectWatch);
  const { speed } = useGame(selectSettings);
  const { setWatch, stepWatch, updateSettings } = useActions();
  const id = useId();
  return (
    <div className="watch-bar">
      <p className="watch-state" role="status">
        {w.paused ? 'Paused: Step plays one move.' : 'The bots are playing each other.'}
      </p>
      <div className="buttons">
        <button
          type="button"
          className="btn primary"
          onClick={() => setWatch({ paused: !w.paused, steps: 0 })}
        >
          {w.paused ? 'Resume' : 'Pause'}
        </button>
        <button type="button" className="btn" onClick={stepWatch}>
          Step
        </button>
        <label className="watch-speed" htmlFor={`${id}-speed`}>
          Speed
          <select
            id={`${id}-speed`}
            value={speed}
            onChange={(e) => updateSettings({ speed: e.target.value as Speed })}
          >
            {SPEEDS.map((v) => (
              <option key={v} value={v}>
                {SPEED_NAMES[v]}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={w.showAll}
            onChange={(e) => setWatch({ showAll: e.target.checked })}
          />
          Show every hand
        </label>
      </div>
    </div>
  );
}
