import { useRef } from 'react';
import { prefsOf } from '../prefs';
import { callWords, cardWords, rankLabel, SUIT_SYMBOL } from '../words';
import { useFelt } from './context';
import { controlsOf } from './derive';
import './Controls.css';

/** Clicks this soon after a chooser appears are ignored: a double click never picks for you. */
export const CHOOSER_GRACE_MS = 450;

function CallChooser({
  title,
  calls,
  advised,
  onCall: pick,
}: {
  title: string;
  calls: string[];
  /** The expert's call, when the advice is on and this is its play. */
  advised?: string | undefined;
  onCall: (call: string) => void;
}) {
  const shownAt = useRef(performance.now());
  const onCall = (call: string) => {
    if (performance.now() - shownAt.current < CHOOSER_GRACE_MS) return;
    pick(call);
  };
  const suits = calls.filter((c) => SUIT_SYMBOL[c]);
  const ranks = calls.filter((c) => !SUIT_SYMBOL[c]);
  return (
    <fieldset className="call-chooser">
      <legend>{title}</legend>
      <div className="call-grid">
        <div className="call-suits">
          {suits.map((c) => (
            <button
              key={c}
              type="button"
              className={`btn call-btn suit-${c}${c === advised ? ' hinted' : ''}`}
              aria-label={`Call ${callWords(c)}`}
              onClick={() => onCall(c)}
            >
              <span aria-hidden="true" className="call-sym">
                {SUIT_SYMBOL[c]}
              </span>
              <span aria-hidden="true" className="call-word">
                {callWords(c)}
              </span>
            </button>
          ))}
        </div>
        {ranks.length > 0 && (
          <div className="call-ranks">
            {ranks.map((c) => (
              <button
                key={c}
                type="button"
                className={`btn call-btn rank${c === advised ? ' hinted' : ''}`}
                aria-label={`Call ${callWords(c)}`}
                onClick={() => onCall(c)}
              >
                {rankLabel(c)}
              </button>
            ))}
          </div>
        )}
      </div>
    </fieldset>
  );
}

export function Controls() {
  const f = useFelt();
  const { view, error } = f;
  const me = view.seat;
  const c = controlsOf(view, f.legal, f.selection, prefsOf(f.prefs).hints, f.armed);
  const names = c.selected.map(cardWords).join(', ');
  if (me < 0) return null;
  const act = f.act;
  const a = f.advice ?? null;
  // The expert's call, for the chooser of its own play (or the dealer's call).
  const advisedCall =
    a?.type === 'call' || (a?.type === 'play' && a.cards.join() === c.selected.join())
      ? a.call
      : undefined;
  return (
    <div className="controls">
      {error && (
        <div className="error" role="alert">
          <span>{error}</span>
          <button type="button" className="btn small" onClick={() => f.onDismiss?.()}>
            OK
          </button>
        </div>
      )}
      {c.dealerCalls.length > 0 && (
        <CallChooser
          title="You turned up an 8: call for it"
          calls={c.dealerCalls}
          advised={advisedCall}
          onCall={(call) => act({ type: 'call', seat: me, call })}
        />
      )}
      {c.playCalls.length > 0 && (
        <CallChooser
          title={`Play ${names} and call`}
          calls={c.playCalls}
          advised={advisedCall}
          onCall={(call) => f.play(c.selected, call)}
        />
      )}
      <MoveButtons c={c} names={names} />
    </div>
  );
}

/** Play (when no call is to be chosen), Clear, draw, keep, and KAPAGA! (armed for a play, R20). */
function MoveButtons({ c, names }: { c: ReturnType<typeof controlsOf>; names: string }) {
  const f = useFelt();
  const me = f.view.seat;
  const act = f.act;
  const a = f.advice ?? null;
  const advised = (type: string) => (a?.type === type ? ' hinted' : '');
  return (
    <div className="buttons">
      {c.playCalls.length === 0 && (
        <button
          type="button"
          className="btn primary"
          disabled={!c.canPlay}
          aria-label={c.selected.length ? `Play ${names}` : 'Play (select cards first)'}
          onClick={() => f.play(c.selected)}
        >
          Play{c.selected.length > 1 ? ` ${c.selected.length} cards` : ''}
        </button>
      )}
      {/* Always there (off with nothing selected): selecting moves no button and no card. */}
      <button type="button" className="btn" disabled={c.selected.length === 0} onClick={f.clear}>
        Clear
      </button>
      <button
        type="button"
        className={`btn${advised('draw')}`}
        disabled={!c.canDraw}
        onClick={() => act({ type: 'draw', seat: me })}
      >
        {c.drawLabel}
      </button>
      {c.canKeep && (
        <button
          type="button"
          className={`btn${advised('pass')}`}
          onClick={() => act({ type: 'pass', seat: me })}
        >
          {c.keepLabel}
        </button>
      )}
      {c.canArm && !c.canKapaga ? (
        // Called the moment the selected play lands (R20).
        <button
          type="button"
          className={`btn kapaga${c.armed ? ' armed' : ''}`}
          data-coach="button:KAPAGA!"
          aria-pressed={c.armed}
          onClick={f.arm}
        >
          {c.armed ? 'KAPAGA! with this play' : 'KAPAGA!'}
        </button>
      ) : (
        <button
          type="button"
          className="btn kapaga"
          data-coach="button:KAPAGA!"
          disabled={!c.canKapaga}
          onClick={() => act({ type: 'kapaga', seat: me })}
        >
          KAPAGA!
        </button>
      )}
    </div>
  );
}
