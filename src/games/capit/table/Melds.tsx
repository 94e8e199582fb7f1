/**
 * The melds on the table, grouped by owner (C8), each wild with what it stands for (C4).
 * With a card picked, the ends it may be laid off at show as places to click, and the wilds
 * it frees as buttons: only where the engine lists the move.
 */

import { CardFace } from '../../../kit/CardFace';
import { cardLabel, cardName, parseCard } from '../../../kit/cards';
import type { Narrator } from '../../../lib/tokens';
import { type Action, type PlayerView, standsFor } from '../engine';
import { meldName } from '../words';
import { type Layoff, onMeld } from './choices';

const label = (code: string) => {
  const c = parseCard(code, true);
  return c === null ? code : cardLabel(c);
};
const spoken = (code: string) => {
  const c = parseCard(code, true);
  return c === null ? code : cardName(c);
};
/** What a wild stands for as the eye reads it: "7♥", or a set's rank "7". */
const standLabel = (x: string) => (x.length === 2 ? label(x) : x === 'T' ? '10' : x);

export interface MeldsProps {
  v: PlayerView;
  n: Narrator;
  legal: readonly Action[];
  /** The card picked in the hand (one), or null. */
  card: string | null;
  onLayoff(a: Layoff): void;
  onWild(meld: number, index: number): void;
  /** The wild being freed, marked. */
  freeing: { meld: number; index: number } | null;
}

const ownerName = (n: Narrator, s: number) =>
  n.you === s ? 'Your melds' : `${n.names[s] ?? `Seat ${s + 1}`}’s melds`;

export function Melds(props: MeldsProps) {
  const { v, n } = props;
  const owners = [...new Set(v.table.map((m) => m.owner))].sort(
    (a, b) => ((a - v.seat + v.players) % v.players) - ((b - v.seat + v.players) % v.players),
  );
  if (owners.length === 0)
    return (
      <section className="cmelds empty" aria-label="Melds on the table">
        <p>No melds on the table yet.</p>
      </section>
    );
  return (
    // A scrolling region is focusable: keyboard users scroll a full table too.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable
    <section className="cmelds" aria-label="Melds on the table" tabIndex={0}>
      {owners.map((o) => (
        <div key={o} className={`cowner${o === v.seat ? ' mine' : ''}`}>
          <h3>
            <bdi>{ownerName(n, o)}</bdi>
          </h3>
          <ul className="cmeld-list">
            {v.table.map((m, i) =>
              m.owner === o ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: a meld's place on the table is its name
                <MeldRow key={i} i={i} {...props} />
              ) : null,
            )}
          </ul>
        </div>
      ))}
    </section>
  );
}

function MeldRow({ i, v, n, legal, card, onLayoff, onWild, freeing }: MeldsProps & { i: number }) {
  const m = v.table[i] as PlayerView['table'][number];
  const stands = standsFor(m.kind, m.cards, v.rules.wildTwos);
  const name = meldName(m, v.rules.wildTwos);
  const owner = n.you === m.owner ? 'your' : `${n.names[m.owner] ?? `Seat ${m.owner + 1}`}’s`;
  const acts = card ? onMeld(legal, card, i) : [];
  const layoffs = acts.filter((a): a is Layoff => a.type === 'layoff');
  const low = layoffs.find((a) => a.end === 'low');
  const high = layoffs.find((a) => a.end !== 'low');
  const frees = new Set(acts.flatMap((a) => (a.type === 'free' ? [a.index] : [])));
  const end = (a: Layoff | undefined, at: 'low' | 'high') =>
    a && card ? (
      <button
        type="button"
        className={`cend ${at}`}
        onClick={() => onLayoff(a)}
        aria-label={`Lay ${spoken(card)} off ${m.kind === 'run' ? `at the ${at} end of ` : 'on '}${owner} ${name.replace(/^a /, '')}`}
      >
        <span aria-hidden="true">+{label(card)}</span>
      </button>
    ) : null;
  return (
    <li
      className={`cmeld ${m.kind}${acts.length > 0 ? ' target' : ''}`}
      aria-label={`${owner} ${name.replace(/^a /, '')}`}
    >
      {end(low, 'low')}
      {m.cards.map((c, k) => {
        const s = stands[k];
        const face = (
          <>
            <CardFace code={c} small />
            <span className="sr-only">
              {spoken(c)}
              {s ? ` for ${standLabel(s)}` : ''}
            </span>
            {s !== null && s !== undefined && <span className="cstands">={standLabel(s)}</span>}
          </>
        );
        const marked = freeing?.meld === i && freeing.index === k;
        return frees.has(k) && card ? (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: cards of a meld by place
            key={k}
            type="button"
            className={`cmcard wild free${marked ? ' freeing' : ''}`}
            aria-pressed={marked}
            aria-label={`Free ${spoken(c)}, standing for ${s ? standLabel(s) : ''}, with ${spoken(card)}`}
            onClick={() => onWild(i, k)}
          >
            {face}
          </button>
        ) : (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: cards of a meld by place
            key={k}
            className={`cmcard${s !== null ? ' wild' : ''}`}
            title={s !== null && s !== undefined ? `${spoken(c)} for ${standLabel(s)}` : spoken(c)}
          >
            {face}
          </span>
        );
      })}
      {end(high, 'high')}
    </li>
  );
}
