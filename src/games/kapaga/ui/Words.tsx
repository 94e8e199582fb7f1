/** Words made by src/games/kapaga/words (through the store's selectors): text, small cards, names. */
import type { Token } from '../store/selectors';
import { CodeText } from './Card';

export function Words({ tokens }: { tokens: readonly Token[] }) {
  return (
    <>
      {tokens.map((t, i) =>
        t.kind === 'card' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
          <CodeText key={i} code={t.code} name={t.spoken} />
        ) : t.kind === 'seat' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
          <span key={i} className="who">
            {t.text}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
          <span key={i}>{t.text}</span>
        ),
      )}
    </>
  );
}
