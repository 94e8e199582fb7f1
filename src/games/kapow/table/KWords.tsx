/** KAPOW!'s words on screen: card tokens as small chips for the eye, spoken words for the ear. */
import type { Token } from '../words';

function Part({ t }: { t: Token }) {
  if (t.kind === 'seat') return <bdi className="who">{t.text}</bdi>;
  if (t.kind === 'text') return <span>{t.text}</span>;
  const kind = t.code === 'KW' ? ' kw' : t.code.startsWith('P') ? ' power' : '';
  return (
    <span className={`kcode${kind}`}>
      <span aria-hidden="true">{t.text}</span>
      <span className="sr-only">{t.spoken}</span>
    </span>
  );
}

export function KWords({ tokens }: { tokens: readonly Token[] }) {
  return (
    <>
      {tokens.map((t, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed line
        <Part key={i} t={t} />
      ))}
    </>
  );
}
