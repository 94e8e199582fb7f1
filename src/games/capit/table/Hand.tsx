/**
 * The seat's own hand: every card a toggle, sorted by set or by run (the person's setting),
 * overlapped in at most two rows so that 20 cards and more stay on one phone screen.
 */
import type { CSSProperties } from 'react';
import { CardFace } from '../../../kit/CardFace';
import { cardName, parseCard } from '../../../kit/cards';
import { sortedHand } from './choices';
import './Hand.css';

export interface HandProps {
  hand: readonly string[];
  by: 'set' | 'run';
  /** Picked cards, by their place in the view's hand. */
  picked: readonly number[];
  onPick: ((at: number) => void) | null;
  onSort: (by: 'set' | 'run') => void;
  /** Cards the expert's advice plays (their codes). */
  advised: readonly string[];
  title: string;
}

const nameOf = (code: string) => {
  const c = parseCard(code, true);
  return c === null ? code : cardName(c);
};

/** How many cards a row holds: all in one up to 11, else two rows. */
const perRow = (n: number): number => (n <= 11 ? Math.max(n, 7) : Math.ceil(n / 2));

export function Hand({ hand, by, picked, onPick, onSort, advised, title }: HandProps) {
  const cards = sortedHand(hand, by);
  const style: CSSProperties & { '--per-row'?: number } = { '--per-row': perRow(cards.length) };
  return (
    <section className="chand-box" aria-label={title}>
      <div className="chand-head">
        <h2>
          {title} <span className="count">({hand.length})</span>
        </h2>
        <fieldset className="csort">
          <legend className="sr-only">Sort your hand</legend>
          {(['set', 'run'] as const).map((x) => (
            <button
              key={x}
              type="button"
              className={`btn ghost small${by === x ? ' on' : ''}`}
              aria-pressed={by === x}
              onClick={() => onSort(x)}
            >
              {x === 'set' ? 'By set' : 'By run'}
            </button>
          ))}
        </fieldset>
      </div>
      <ul className="chand" style={style}>
        {cards.map(({ code, at }) => {
          const on = picked.includes(at);
          return (
            <li key={at} className="chand-slot">
              <button
                type="button"
                className={`ccard${on ? ' picked' : ''}${advised.includes(code) ? ' advised' : ''}`}
                aria-pressed={on}
                aria-label={nameOf(code)}
                disabled={!onPick}
                onClick={() => onPick?.(at)}
              >
                <CardFace code={code} />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
