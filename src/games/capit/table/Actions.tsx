/**
 * The seat's moves after its draw (C7, C8, C10): the ways the meld finder proposes with the
 * cards picked, a set laid from the cards picked, where a freed wild goes, and the discard.
 */
import { Words } from '../../../kit/react/Words';
import type { Narrator, Token } from '../../../lib/tokens';
import type { Action, PlayerView } from '../engine';
import { card, cards, meldName, text } from '../words';
import { discardOf, type Free, type MeldAction, proposals, same } from './choices';
import { discardWords } from './talk';

/** How many ways are shown at once (the rest: pick a card to narrow them). */
export const SHOWN = 4;

/** A way as its button says it: "7♠ 7♥ Joker · 9♣ 9♦ 9♠". */
export function wayWords(a: MeldAction): Token[] {
  return a.melds.flatMap((m, i) => [...(i > 0 ? [text(' · ')] : []), ...cards(m.cards)]);
}

/** Where a freed wild goes, as its button says it. */
export function freeWords(v: PlayerView, n: Narrator, a: Free): Token[] {
  if (typeof a.to !== 'number') return [text('Lay it in '), ...cards(a.to.cards)];
  const m = v.table[a.to];
  if (!m) return [text('Put it on a meld')];
  const owner = n.you === m.owner ? 'your' : `${n.names[m.owner] ?? `Seat ${m.owner + 1}`}’s`;
  const end = a.end ? ` (${a.end} end)` : '';
  return [text(`Put it on ${owner} ${meldName(m, v.rules.wildTwos).replace(/^a /, '')}${end}`)];
}

export function Actions({
  v,
  n,
  legal,
  picked,
  frees,
  act,
  advice,
  onClear,
}: {
  v: PlayerView;
  n: Narrator;
  legal: readonly Action[];
  picked: readonly string[];
  frees: readonly Free[];
  act(a: Action): void;
  advice: Action | null;
  onClear(): void;
}) {
  const down = v.down[v.seat] ?? false;
  const ways = proposals(legal, picked);
  const showWays = !down || picked.length > 0;
  const single = picked.length === 1 ? (picked[0] as string) : null;
  return (
    <section className="cacts" aria-label="Your moves">
      {frees.length > 0 && <FreeChoices v={v} n={n} frees={frees} act={act} />}
      {showWays && ways.length > 0 && (
        <Ways v={v} ways={ways} down={down} picked={picked} act={act} advice={advice} />
      )}
      {!down && picked.length > 0 && ways.length === 0 && (
        <p className="cnote">No way to lay the contract holds every card picked.</p>
      )}
      <MoveBar v={v} legal={legal} picked={picked} act={act} advice={advice} onClear={onClear} />
      {advice &&
        advice.type !== 'next-round' &&
        'card' in advice &&
        advice.type === 'discard' &&
        !single && (
          <p className="sr-only">
            <Words tokens={[text('Advice: discard '), card(advice.card)]} />
          </p>
        )}
    </section>
  );
}

/** Where the freed wild goes: a button per place. */
function FreeChoices({
  v,
  n,
  frees,
  act,
}: {
  v: PlayerView;
  n: Narrator;
  frees: readonly Free[];
  act(a: Action): void;
}) {
  return (
    <fieldset className="cchoices">
      <legend className="sr-only">Where the freed wild goes</legend>
      {frees.map((a, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the choices in the engine's order
        <button key={i} type="button" className="btn small" onClick={() => act(a)}>
          <Words tokens={freeWords(v, n, a)} />
        </button>
      ))}
    </fieldset>
  );
}

/** The heading over the ways: how many there are and how to narrow them. */
function waysHead(v: PlayerView, ways: readonly MeldAction[], down: boolean, picked: number) {
  if (ways.length === 1) return down ? 'A meld you can lay:' : 'One way to lay your contract:';
  return `${ways.length}${ways.length >= v.rules.meldOptions ? ' or more' : ''} ways${picked > 0 ? ' with the cards picked' : ''}${ways.length > SHOWN ? ': pick cards to narrow them' : ''}:`;
}

/** The ways the meld finder proposes (the first SHOWN of them), a button each. */
function Ways({
  v,
  ways,
  down,
  picked,
  act,
  advice,
}: {
  v: PlayerView;
  ways: readonly MeldAction[];
  down: boolean;
  picked: readonly string[];
  act(a: Action): void;
  advice: Action | null;
}) {
  return (
    <fieldset className="cways">
      <legend className="sr-only">
        {down ? 'Melds you can lay' : 'Ways to lay your contract'}
      </legend>
      <p className="cways-head">{waysHead(v, ways, down, picked.length)}</p>
      {ways.slice(0, SHOWN).map((a, i) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the ways in the finder's order
          key={i}
          type="button"
          className={`btn small cway${same(a, advice) ? ' advised' : ''}`}
          onClick={() => act(a)}
        >
          <Words tokens={[text('Lay '), ...wayWords(a)]} />
        </button>
      ))}
    </fieldset>
  );
}

/** Lay the cards picked as a set (C8, once down), the discard, and clearing the cards picked. */
function MoveBar({
  v,
  legal,
  picked,
  act,
  advice,
  onClear,
}: {
  v: PlayerView;
  legal: readonly Action[];
  picked: readonly string[];
  act(a: Action): void;
  advice: Action | null;
  onClear(): void;
}) {
  const down = v.down[v.seat] ?? false;
  const single = picked.length === 1 ? (picked[0] as string) : null;
  const discard = single ? discardOf(legal, single) : undefined;
  // C8: once down, the cards picked laid as a set of their own (the engine says if it is not one).
  const asSet: Action | null =
    down && picked.length >= 3
      ? { type: 'meld', seat: v.seat, melds: [{ kind: 'set', cards: [...picked] }] }
      : null;
  return (
    <div className="cbar">
      {asSet && (
        <button type="button" className="btn small" onClick={() => act(asSet)}>
          Lay as a set
        </button>
      )}
      <button
        type="button"
        className={`btn small primary cdiscard${discard && same(discard, advice) ? ' advised' : ''}`}
        disabled={!discard}
        onClick={() => discard && act(discard)}
      >
        <Words tokens={discardWords(single, discard, v)} />
      </button>
      {picked.length > 0 && (
        <button type="button" className="btn small ghost" onClick={onClear}>
          Clear
        </button>
      )}
    </div>
  );
}
