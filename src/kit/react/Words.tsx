/** Any game's words (tokens) on the page: text, cards as the game names them, seats. */
import { Fragment, type ReactNode } from 'react';
import type { Token } from '../../lib/tokens';

type CardToken = Extract<Token, { kind: 'card' }>;

/** A card as text, named for a screen reader (a game may draw its own: `card`). */
const plainCard = (t: CardToken): ReactNode => (
  <span className="token-card" data-code={t.code} role="img" aria-label={t.spoken}>
    {t.text}
  </span>
);

/**
 * A number stays on the line of the word before it ("triad 4", "round 3", "deal 31"): the
 * space between them does not break. Only on the page; the words themselves keep plain
 * spaces.
 */
export const keepNumbers = (text: string): string => text.replace(/(\p{L}) (\d)/gu, '$1\u00a0$2');

export function Words({
  tokens,
  card = plainCard,
}: {
  tokens: readonly Token[];
  /** How the game draws a card in a line (Kapaga's small suit-coloured cards). */
  card?: (t: CardToken) => ReactNode;
}) {
  return (
    <>
      {tokens.map((t, i) =>
        t.kind === 'card' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
          <Fragment key={i}>{card(t)}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
          <span key={i} className={t.kind === 'seat' ? 'who' : undefined}>
            {keepNumbers(t.text)}
          </span>
        ),
      )}
    </>
  );
}

/** Tokens as plain text (titles, confirmations). */
export const plainText = (tokens: readonly Token[]): string => tokens.map((t) => t.text).join('');
