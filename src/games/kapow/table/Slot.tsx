/** One position of a triad (K5): face down, a card, a powerset with its value, or gone. */
import type { PosCode } from '../engine';
import { upValue } from '../engine';
import { cardToken, modToken, signed, spoken, stackTokens } from '../words';
import './Slot.css';

/** What a position says aloud: "face down", "7", "KAPOW! card", "5 minus two, worth 3". */
export function slotWords(p: PosCode): string {
  if (p === null) return 'empty';
  // An open view (cards face up for someone who plays no seat) names a face-down card too.
  if ('down' in p) return p.down === '?' ? 'face down' : `face down, ${cardToken(p.down).spoken}`;
  const v = upValue(p);
  if (p.mods.length === 0) return cardToken(p.up).spoken;
  return `${spoken(stackTokens(p, false))}, worth ${v === null ? '' : signed(v)}`;
}

const kindOf = (code: string) => (code === 'KW' ? 'kw' : code.startsWith('P') ? 'power' : 'fixed');

/** The face of a position, for the eye only (its button or label carries the words). */
export function Face({ p }: { p: PosCode }) {
  if (p === null) return <span className="kface gone" aria-hidden="true" />;
  if ('down' in p)
    return (
      <span className="kface down" aria-hidden="true">
        {p.down !== '?' && (
          <span className={`peek${p.down === 'KW' ? ' kw' : ''}`}>{cardToken(p.down).text}</span>
        )}
      </span>
    );
  const v = upValue(p);
  if (p.mods.length === 0)
    return (
      <span className={`kface up ${kindOf(p.up)}`} aria-hidden="true">
        {p.up === 'KW' ? (
          <span className="kw-word">KAPOW!</span>
        ) : (
          <span className="big">{cardToken(p.up).text}</span>
        )}
      </span>
    );
  return (
    <span className={`kface up powerset ${kindOf(p.up)}`} aria-hidden="true">
      <span className="parts">
        {cardToken(p.up).text}
        {p.mods.map((m, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: modifiers in the order placed
          <span key={i} className={m.sign > 0 ? 'plus' : 'minus'}>
            {' '}
            {modToken(m).text}
          </span>
        ))}
      </span>
      <span className="big">
        <span className="eq">=</span>
        {v === null ? '' : signed(v)}
      </span>
    </span>
  );
}
