import type { CSSProperties, KeyboardEvent } from 'react';
import { prefsOf } from '../prefs';
import { CardFace } from './Card';
import { useFelt } from './context';
import { type HandCard, handCards, handOf } from './derive';
import { usePassing } from './passing';
import './Hand.css';

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

function label(c: HandCard, hints: boolean): string {
  const parts = [c.name];
  if (c.drawn) parts.push('just drawn');
  if (c.hinted) parts.push("the expert's pick");
  if (c.order) parts.push(`selected ${ORDINAL[c.order - 1] ?? `number ${c.order}`}`);
  else if (hints && c.playable) parts.push('playable');
  return parts.join(', ');
}

/** Arrow keys move between cards (Tab still works); Space or Enter selects. */
function onArrows(e: KeyboardEvent<HTMLDivElement>) {
  if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End')
    return;
  const cards = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('button.card')];
  const at = cards.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  e.preventDefault();
  const to =
    e.key === 'Home'
      ? 0
      : e.key === 'End'
        ? cards.length - 1
        : (at + (e.key === 'ArrowLeft' ? -1 : 1) + cards.length) % cards.length;
  cards[to]?.focus();
}

export function Hand() {
  const f = useFelt();
  const { view } = f;
  const { hints, sortBy } = prefsOf(f.prefs);
  const cards = handCards(view, f.legal, f.selection, sortBy, hints, f.advice ?? null);
  const me = view.seat;
  // One gesture for a single card: a double click or tap plays it, or opens an 8's calls.
  const playAlone = (c: HandCard) => {
    if (me < 0 || c.alone === null) return;
    if (c.alone === 'play') f.play([c.code]);
    else if (!c.order) f.toggle(c.index);
  };
  const passing = usePassing();
  const n = cards.length;
  // Fewer cards fan out wider; many cards wrap into rows without a fan.
  const fanned = n <= 12;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of card buttons, not a form fieldset
    <div
      className={`hand${fanned ? ' fanned' : ' rows'}`}
      role="group"
      aria-label={`${handOf(f.narrator, me)}, ${n} card${n === 1 ? '' : 's'}`}
      data-anchor={`seat-${me}`}
      onKeyDown={onArrows}
    >
      {passing?.received && passing.key >= 0 && (
        // A hand that just came over (R16) glows for a moment; a new key each passing.
        <span key={`pass-${passing.key}`} className="hand-flash" aria-hidden="true" />
      )}
      {cards.map((c, i) => (
        <button
          key={`${c.index}-${c.code}`}
          type="button"
          className={[
            'card',
            hints && c.playable ? 'playable' : '',
            c.order ? 'selected' : '',
            c.drawn ? 'drawn' : '',
            c.hinted ? 'hinted' : '',
          ]
            .filter(Boolean)
            .join(' ')}
          data-code={c.code}
          data-coach={`card:${c.code}`}
          aria-pressed={c.order > 0}
          aria-label={label(c, hints)}
          style={{ '--i': i - (n - 1) / 2, '--n': n } as CSSProperties}
          onClick={() => f.toggle(c.index)}
          onDoubleClick={() => playAlone(c)}
        >
          <CardFace code={c.code} />
          {c.order > 0 && (
            <span className="order-badge" aria-hidden="true">
              {c.order}
            </span>
          )}
          {c.drawn && (
            <span className="drawn-badge" aria-hidden="true">
              new
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
