import type { CSSProperties } from 'react';
import {
  type Card,
  cardName,
  isJoker,
  JOKER,
  parseCard,
  RANKS,
  rankOf,
  SUIT_SYMBOLS,
  suitOf,
} from './cards';
import './CardFace.css';

/**
 * A French-suited card's face and back, and a card code written small in text, for any
 * game of the table. Faces take the codes of `cards.ts` (`7H`, `TS`, `JK`, `JR`, `JB`); a
 * code that is no card draws a blank face (a bug, never a crash). An ancestor with the class
 * `FOUR_COLOUR` draws diamonds blue and clubs green. `BLANK` draws a blank card.
 */
export const FOUR_COLOUR = 'four-colour';

/** A blank card's code (a game's own card with nothing printed on it: La Krap's sheet). */
export const BLANK = 'BL';

const SUIT_CLASS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const JOKER_CLASS = ['joker', 'joker red-joker', 'joker black-joker'] as const;

const rankText = (c: Card): string => {
  const r = RANKS[rankOf(c)] as string;
  return r === 'T' ? '10' : r;
};

function Corner({ rank, suit, at }: { rank: string; suit: string; at: 'tl' | 'br' }) {
  return (
    <span className={`corner ${at}`}>
      <span className="rank">{rank}</span>
      <span className="suit">{suit}</span>
    </span>
  );
}

/** Layout of a card's face: rank and suit in two corners, one big pip or the court letter. */
export function CardFace({ code, small = false }: { code: string; small?: boolean }) {
  const c = parseCard(code, true);
  const size = small ? ' small' : '';
  if (code === BLANK) return <span className={`card-face blank${size}`} aria-hidden="true" />;
  if (c === null) return <span className={`card-face${size}`} aria-hidden="true" />;
  if (isJoker(c))
    return (
      <span className={`card-face ${JOKER_CLASS[c - JOKER]}${size}`} aria-hidden="true">
        <Corner rank="J" suit="★" at="tl" />
        <span className="pip joker-pip">★</span>
        <span className="joker-word">JOKER</span>
        <Corner rank="J" suit="★" at="br" />
      </span>
    );
  const rank = rankText(c);
  const sym = SUIT_SYMBOLS[suitOf(c)] as string;
  const court = rank === 'J' || rank === 'Q' || rank === 'K';
  return (
    <span className={`card-face ${SUIT_CLASS[suitOf(c)]}${size}`} aria-hidden="true">
      <Corner rank={rank} suit={sym} at="tl" />
      {court ? (
        <span className="pip court">
          <span className="court-letter">{rank}</span>
          <span className="court-suit">{sym}</span>
        </span>
      ) : (
        <span className="pip">{sym}</span>
      )}
      <Corner rank={rank} suit={sym} at="br" />
    </span>
  );
}

export function CardBack({ style }: { style?: CSSProperties }) {
  return <span className="card-back" aria-hidden="true" style={style} />;
}

/**
 * A card code written small in text (a log line): symbol for the eye, name for the ear
 * (`name` when the game words it its own way, else the kit's name of the card).
 */
export function CodeText({ code, name }: { code: string; name?: string }) {
  const c = parseCard(code, true);
  if (code === BLANK)
    return (
      <span className="code-text blank">
        <span aria-hidden="true">▯</span>
        <span className="sr-only">{name ?? 'blank card'}</span>
      </span>
    );
  if (c === null) return <span className="code-text">{name ?? code}</span>;
  const label = isJoker(c) ? '★Joker' : `${rankText(c)}${SUIT_SYMBOLS[suitOf(c)]}`;
  const kind = isJoker(c) ? JOKER_CLASS[c - JOKER] : SUIT_CLASS[suitOf(c)];
  return (
    <span className={`code-text ${kind}`}>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{name ?? cardName(c)}</span>
    </span>
  );
}
