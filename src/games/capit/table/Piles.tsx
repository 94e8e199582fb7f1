/**
 * The stock and the discard pile, and the draw (C11): take the discard, or push it and the
 * top stock card to the seat on the left, explained where it is offered; the last push said.
 */

import { CardBack, CardFace } from '../../../kit/CardFace';
import { cardName, parseCard } from '../../../kit/cards';
import { Words } from '../../../kit/react/Words';
import type { Narrator, Token } from '../../../lib/tokens';
import type { PlayerView } from '../engine';
import { card, text, who } from '../words';

const spoken = (code: string) => {
  const c = parseCard(code, true);
  return c === null ? code : cardName(c);
};

export interface PilesProps {
  v: PlayerView;
  n: Narrator;
  onTake: (() => void) | null;
  onPush: (() => void) | null;
  advised: { take: boolean; push: boolean };
  lastPush: Token[] | null;
}

/** C11: what a push does, said where it is offered. */
export function pushExplained(v: PlayerView, n: Narrator): Token[] {
  const top = v.discard.at(-1);
  const left = (v.seat + 1) % v.players;
  if (v.stock < 2) return [text('Push: the stock is nearly empty, so the round ends now.')];
  return [
    text('Push: '),
    ...(top ? [card(top)] : []),
    text(' and the top stock card go to '),
    who(n, left),
    text('; you draw the next stock card.'),
  ];
}

export function Piles({ v, n, onTake, onPush, advised, lastPush }: PilesProps) {
  const top = v.discard.at(-1);
  return (
    <section className="cpiles" aria-label="Stock and discard pile">
      <div className="cpile stock" role="img" aria-label={`Stock: ${v.stock} cards`}>
        <CardBack />
        <span className="ccount">{v.stock}</span>
      </div>
      <div
        className="cpile discard"
        role="img"
        aria-label={top ? `Discard pile: ${spoken(top)} on top` : 'Discard pile: empty'}
      >
        {top ? <CardFace code={top} /> : <span className="cempty" />}
      </div>
      <div className="cdraw">
        {onTake && top && (
          <button
            type="button"
            className={`btn primary small${advised.take ? ' advised' : ''}`}
            onClick={onTake}
          >
            <Words tokens={[text('Take '), card(top)]} />
          </button>
        )}
        {onPush && (
          <>
            <button
              type="button"
              className={`btn small${advised.push ? ' advised' : ''}`}
              onClick={onPush}
            >
              Push
            </button>
            <p className="cpush-why">
              <Words tokens={pushExplained(v, n)} />
            </p>
          </>
        )}
        {!onTake && !onPush && lastPush && (
          <p className="clast-push" aria-live="polite">
            <Words tokens={lastPush} />
          </p>
        )}
      </div>
    </section>
  );
}
