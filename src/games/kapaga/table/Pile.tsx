import type { CSSProperties } from 'react';
import { memo } from '../../../lib/memo';
import type { PlayerView } from '../engine';
import { cardWords, type Narrator, SUIT_SYMBOL, tablePrompt } from '../words';
import { CardBack, CardFace } from './Card';
import { useFelt } from './context';
import { Words } from './Words';
import './Pile.css';

const SHOWN = 4;

const promptOf = memo((view: PlayerView, n: Narrator) => tablePrompt(view, n));

/** The stock, the discard pile with its live penalty and call, and whose turn it is. */
export function Pile() {
  const { view, narrator } = useFelt();
  const text = promptOf(view, narrator);
  const under = view.discard.slice(-SHOWN);
  const top = view.top;
  const stockBacks = Math.min(view.stockSize, 4);
  return (
    <section className="pile-area" aria-label="The table">
      <div className="piles">
        <div className="stock" data-anchor="stock">
          <div className="stack" aria-hidden="true">
            {view.stockSize === 0 ? (
              <span className="card-slot" />
            ) : (
              Array.from({ length: stockBacks }, (_, k) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: identical backs
                <CardBack key={k} style={{ '--k': k } as CSSProperties} />
              ))
            )}
          </div>
          <p className="pile-label">
            Stock <strong>{view.stockSize}</strong>
          </p>
        </div>
        <div className="discard" data-anchor="discard">
          <div
            className="stack"
            role="img"
            aria-label={`Discard pile, top card: ${cardWords(top)}`}
          >
            {under.map((code, k) => (
              <span
                // biome-ignore lint/suspicious/noArrayIndexKey: position in the pile
                key={`${view.discard.length - under.length + k}-${code}`}
                className={`pile-card${k === under.length - 1 ? ' top' : ''}`}
                style={
                  { '--k': k, '--r': tilt(view.discard.length - under.length + k) } as CSSProperties
                }
              >
                <CardFace code={code} />
              </span>
            ))}
            {view.pending > 0 && (
              <span className="pending-badge" aria-hidden="true">
                +{view.pending}
              </span>
            )}
            {view.call && (
              <span className={`call-badge call-${view.call}`} aria-hidden="true">
                {SUIT_SYMBOL[view.call] ?? view.call}
              </span>
            )}
          </div>
          <p className="pile-label">
            Discard <strong>{view.discard.length}</strong>
          </p>
        </div>
      </div>
      <div className={`table-text ${text.tone}`}>
        <p className="main">
          <Words tokens={text.tokens} />
        </p>
        {text.call && <p className="call">{text.call}</p>}
      </div>
    </section>
  );
}

/** A fixed small tilt per pile position, so the pile looks thrown, not stacked. */
function tilt(i: number): string {
  const t = ((i * 37) % 11) - 5;
  return `${t * 1.6}deg`;
}
