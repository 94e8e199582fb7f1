/** Any game's words (tokens) on the page: text, cards as the game names them, seats. */
import type { Token } from '../../games/module';

export function Words({ tokens }: { tokens: readonly Token[] }) {
  return (
    <>
      {tokens.map((t, i) =>
        t.kind === 'card' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
          <span key={i} className="token-card" data-code={t.code} role="img" aria-label={t.spoken}>
            {t.text}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
          <span key={i} className={t.kind === 'seat' ? 'who' : undefined}>
            {t.text}
          </span>
        ),
      )}
    </>
  );
}

/** Tokens as plain text (titles, confirmations). */
export const plainText = (tokens: readonly Token[]): string => tokens.map((t) => t.text).join('');
