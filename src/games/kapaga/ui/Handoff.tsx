import { useEffect, useId, useRef } from 'react';
import { plain } from '../../../lib/tokens';
import { selectHandoff } from '../store/selectors';
import { Words } from '../table/Words';
import { useActions, useGame } from './StoreContext';
import '../table/Overlay.css';
import './Handoff.css';

/**
 * Pass and play, the holder's last moment: their hand still shows (to call KAPAGA after
 * their play), then they hide it before the device changes hands.
 */
export function PassBanner() {
  const h = useGame(selectHandoff);
  const { passDevice } = useActions();
  if (!h) return null;
  return (
    <div className="pass-banner" role="status">
      <p>
        <strong>
          <bdi>{h.name}</bdi>’s turn next.
        </strong>{' '}
        Call KAPAGA! now if your hand has it, then hide your cards and pass the device.
      </p>
      <button type="button" className="btn primary" onClick={passDevice}>
        Hide my cards
      </button>
    </div>
  );
}

/** Between two people: no hand on screen. The next person may catch, then looks. */
export function HandoffCard() {
  const h = useGame(selectHandoff);
  const { reveal, dispatch } = useActions();
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const to = h?.to;
  useEffect(() => {
    if (to !== undefined) button.current?.focus();
  }, [to]);
  if (!h) return null;
  return (
    <section className="overlay-card handoff" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>
        Pass to <bdi>{h.name}</bdi>
      </h2>
      <p className="lead">
        <bdi>{h.name}</bdi>, take the device. Your cards show when you are ready, and only you
        should see them.
      </p>
      {h.catchable.map((c) => {
        const w = c.words;
        return (
          <div key={c.seat} className="handoff-catch">
            <p>
              <Words tokens={w.line} />
            </p>
            <button
              type="button"
              className="btn catch"
              aria-label={plain(w.button)}
              onClick={() => dispatch({ type: 'catch', seat: h.to, target: c.seat })}
            >
              <Words tokens={w.button} />
            </button>
          </div>
        );
      })}
      <button ref={button} type="button" className="btn primary big" onClick={() => reveal(h.to)}>
        I am <bdi>{h.name}</bdi>: show my cards
      </button>
    </section>
  );
}
