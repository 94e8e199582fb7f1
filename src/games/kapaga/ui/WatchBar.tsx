import { useId } from 'react';
import { selectWatch } from '../store/selectors';
import { SpeedSelect } from './Fields';
import { useActions, useGame } from './StoreContext';
import './WatchBar.css';

/** Watch mode: the bots play on; pause, step one action, pick a speed, peek at every hand. */
export function WatchBar() {
  const w = useGame(selectWatch);
  const { setWatch, stepWatch } = useActions();
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
          <SpeedSelect id={`${id}-speed`} />
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
