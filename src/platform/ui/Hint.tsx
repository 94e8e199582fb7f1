/**
 * The hint, for any game: the game's expert bot, asked about the person's own view and
 * actions (never more than they see), says what it would do and why, in words said to the
 * person (voice 'advice': "Replace ...", not the bot's "<persona> replaces ..."); "Play it"
 * takes it.
 */
import { useState } from 'react';
import type { AnyAction, Decision } from '../../games/module';
import type { AnyModule } from '../../games/registry';
import { Words } from './Words';

interface Props {
  module: AnyModule;
  view: unknown;
  legal: readonly AnyAction[];
  /** Seeds the expert's sampling: the same position, the same advice. */
  seed: number;
  act(a: AnyAction): void;
}

export function Hint({ module: m, view, legal, seed, act }: Props) {
  const [advice, setAdvice] = useState<
    { for: unknown; d: Decision<AnyAction> } | 'thinking' | null
  >(null);
  if (legal.length === 0) return null;
  const shown = advice !== null && advice !== 'thinking' && advice.for === view ? advice.d : null;
  const ask = () => {
    setAdvice('thinking');
    // Let "Thinking…" paint before the search takes the thread.
    setTimeout(() => {
      const d = m.bots.create('expert', { seed, timeMs: 250, voice: 'advice' }).decide(view, legal);
      setAdvice({ for: view, d });
    }, 30);
  };
  return (
    <div className="hint" aria-live="polite">
      {shown ? (
        <>
          <p className="hint-words">
            <Words tokens={shown.reason} />
          </p>
          {shown.action && (
            <button
              type="button"
              className="btn small"
              onClick={() => shown.action && act(shown.action)}
            >
              Play it
            </button>
          )}
        </>
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
