/**
 * The hint, for any game: the game's expert bot, asked about the person's own view and
 * actions (never more than they see), says what it would do and why, in words said to the
 * person (voice 'advice': "Replace ...", not the bot's "<persona> replaces ..."); "Play it"
 * takes it; "Why?" shows the expert's reckoning, said to the person too. It thinks where
 * the bots do (the table's worker), so no frame waits on it. Asked by a button, or at once
 * on every position while the adviser (the table's setting) is on; each shown is counted.
 */
import { useEffect, useRef, useState } from 'react';
import type { AnyAction, Decision } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { Reckoning } from '../../kit/ui/Reckoning';
import { Words } from '../../kit/ui/Words';
import { pageThinker, type Thinker } from '../thinker';
import './Hint.css';

interface Props {
  module: AnyModule;
  /** Where the expert thinks (the table's worker); on the page when not given. */
  thinker?: Thinker;
  /** The person's seat, and its view and actions. */
  seat: number;
  view: unknown;
  legal: readonly AnyAction[];
  /** Seeds the expert's sampling: the same position, the same advice. */
  seed: number;
  /** The position (the match, the seat, the actions so far): advice is for one only. */
  position: string;
  act(a: AnyAction): void;
  /** The adviser: asked at once on every new position, no button. */
  auto?: boolean;
  /** A hint was shown for this position (the session counts it; the table marks its move). */
  onShown?(action: AnyAction | null): void;
}

type Advice = {
  for: string;
  reason: Decision<unknown>['reason'];
  detail: Decision<unknown>['detail'];
  action: AnyAction | null;
};

/**
 * The expert asked about the position (`ask`; at once on each new one with `auto`): its
 * advice, or 'thinking'; an answer for a position gone by is dropped.
 */
function useAdvice(props: Props) {
  const { module: m, thinker, seat, view, legal, seed, position, auto, onShown } = props;
  const [advice, setAdvice] = useState<Advice | 'thinking' | null>(null);
  /** The position asked about last: an answer for any other is dropped. */
  const asked = useRef<string | null>(null);
  const ask = () => {
    asked.current = position;
    setAdvice('thinking');
    const on = thinker ?? pageThinker(async () => m);
    // Let "Thinking…" paint before a search on the page could take the thread.
    setTimeout(async () => {
      const d = await on.decide({
        game: m.info.id,
        match: `hint:${seed}`,
        seat,
        level: 'expert',
        seed,
        view,
        legal,
        timeMs: 250,
        voice: 'advice',
      });
      // Only one of the person's own actions is offered to play (an answer from a worker is
      // matched back to it).
      const action = legal.find((a) => JSON.stringify(a) === JSON.stringify(d.action)) ?? null;
      if (asked.current !== position) return;
      setAdvice({ for: position, reason: d.reason, detail: d.detail, action });
      onShown?.(action);
    }, 30);
  };
  // Gone from the screen (the turn passed): an answer still to come is neither shown nor counted.
  useEffect(
    () => () => {
      asked.current = null;
    },
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once per position
  useEffect(() => {
    if (auto && legal.length > 0 && asked.current !== position) ask();
  }, [auto, position]);
  return { advice, ask };
}

export function Hint(props: Props) {
  const { legal, position, act, auto } = props;
  const { advice, ask } = useAdvice(props);
  const [why, setWhy] = useState(false);
  // On a phone the words are a line or two; "More" lays them whole over the table below,
  // moving nothing (elsewhere they are whole, and the button is not shown).
  const [more, setMore] = useState(false);
  const shown = advice !== null && advice !== 'thinking' && advice.for === position ? advice : null;
  if (legal.length === 0) return null;
  return (
    <div className={`hint${more ? ' open' : ''}`} aria-live="polite">
      {shown ? (
        <Shown
          shown={shown}
          act={act}
          more={more}
          onMore={() => setMore(!more)}
          why={why}
          onWhy={setWhy}
        />
      ) : auto ? (
        <p className="hint-words">The expert is thinking…</p>
      ) : (
        <button
          type="button"
          className="btn small ghost"
          disabled={advice === 'thinking'}
          onClick={ask}
        >
          {advice === 'thinking' ? 'Thinking…' : 'Hint'}
        </button>
      )}
    </div>
  );
}

/** The advice shown: its words (whole with More on a phone), Play it, and Why? */
function Shown({
  shown,
  act,
  more,
  onMore,
  why,
  onWhy: setWhy,
}: {
  shown: Advice;
  act(a: AnyAction): void;
  more: boolean;
  onMore(): void;
  why: boolean;
  onWhy(open: boolean): void;
}) {
  return (
    <>
      <p className="hint-words">
        <Words tokens={shown.reason} />
      </p>
      <button
        type="button"
        className="btn small ghost hint-more"
        aria-expanded={more}
        onClick={onMore}
      >
        {more ? 'Less' : 'More'}
      </button>
      {shown.action && (
        <button
          type="button"
          className="btn small"
          onClick={() => shown.action && act(shown.action)}
        >
          Play it
        </button>
      )}
      {shown.detail && shown.detail.length > 0 && (
        <button type="button" className="btn small ghost" onClick={() => setWhy(true)}>
          Why?
        </button>
      )}
      {why && shown.detail && (
        <Reckoning title="Why this move" lines={shown.detail} onClose={() => setWhy(false)} />
      )}
    </>
  );
}
