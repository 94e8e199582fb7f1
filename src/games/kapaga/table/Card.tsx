import type { CSSProperties } from 'react';
import { rankLabel, SUIT_SYMBOL } from '../words';
import './Card.css';

const SUIT_CLASS: Record<string, string> = { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' };

/** Layout of a card's face: rank and suit in two corners, one big pip or the court letter. */
export function CardFace({ code, small = false }: { code: string; small?: boolean }) {
  if (code === 'JK')
    return (
      <span className={`card-face joker${small ? ' small' : ''}`} aria-hidden="true">
        <span className="corner tl">
          <span className="rank">J</span>
          <span className="suit">★</span>
        </span>
        <span className="pip joker-pip">★</span>
        <span className="joker-word">JOKER</span>
        <span className="corner br">
          <span className="rank">J</span>
          <span className="suit">★</span>
        </span>
      </span>
    );
  const rank = rankLabel(code[0] as string);
  const suit = code[1] as string;
  const sym = SUIT_SYMBOL[suit] ?? '?';
  const court = rank === 'J' || rank === 'Q' || rank === 'K';
  return (
    <span
      className={`card-face ${SUIT_CLASS[suit] ?? ''}${small ? ' small' : ''}`}
      aria-hidden="true"
    >
      <span className="corner tl">
        <span className="rank">{rank}</span>
        <span className="suit">{sym}</span>
      </span>
      {court ? (
        <span className="pip court">
          <span className="court-letter">{rank}</span>
          <span className="court-suit">{sym}</span>
        </span>
      ) : (
        <span className="pip">{sym}</span>
      )}
      <span className="corner br">
        <span className="rank">{rank}</span>
        <span className="suit">{sym}</span>
      </span>
    </span>
  );
}

export function CardBack({ style }: { style?: CSSProperties }) {
  return <span className="card-back" aria-hidden="true" style={style} />;
}

/** A card code written small in text (the log): symbol for the eye, name for the ear. */
export function CodeText({ code, name }: { code: string; name: string }) {
  if (code === 'JK')
    return (
      <span className="code-text joker">
        <span aria-hidden="true">★Joker</span>
        <span className="sr-only">{name}</span>
      </span>
    );
  const suit = code[1] as string;
  return (
    <span className={`code-text ${SUIT_CLASS[suit] ?? ''}`}>
      <span aria-hidden="true">
        {rankLabel(code[0] as string)}
        {SUIT_SYMBOL[suit]}
      </span>
      <span className="sr-only">{name}</span>
    </span>
  );
}
