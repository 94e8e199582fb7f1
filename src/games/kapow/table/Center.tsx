/** The middle of the table: draw pile, discard pile, the drawn card and the ways to play it. */
import { type PointerEvent, type RefObject, useEffect, useRef } from 'react';
import { Words } from '../../../kit/react/Words';
import type { Narrator } from '../../../lib/tokens';
import type { PlayerView } from '../engine';
import { cardToken, plain, spoken, type Token } from '../words';
import { DISCARD } from './drag';
import { Face } from './Slot';

export interface Choice {
  tokens: Token[];
  run: () => void;
  /** The expert's advice (the hint, the adviser). */
  advised?: boolean;
}

interface Props {
  v: PlayerView;
  n: Narrator;
  onStock: (() => void) | null;
  onTake: (() => void) | null;
  onDiscard: (() => void) | null;
  onEnd: (() => void) | null;
  /** Which of these the expert advises (the hint, the adviser): marked. */
  advised?: { stock: boolean; take: boolean; discard: boolean; end: boolean };
  choices: Choice[] | null;
  onCancel: () => void;
  /** Dragging the drawn card (drag.ts): its press if it may be dropped, and the drop under it. */
  drag: {
    onPointerDown: ((e: PointerEvent<HTMLElement>) => void) | null;
    lifted: boolean;
    over: string | null;
  };
}

function Pile(props: {
  label: string;
  onClick: (() => void) | null;
  children: React.ReactNode;
  className: string;
  /** The name a lesson's coach points at (platform Lesson, `data-coach`). */
  coach: string;
  /** Its name for the table's motion (moves.ts). */
  at: string;
  /** The drawn card may be dropped here: its drop name, and whether a drag is over it. */
  drop?: string | undefined;
  over?: boolean;
  advised?: boolean;
}) {
  const { label, onClick, children, className, coach, at, drop, over, advised } = props;
  return onClick ? (
    <button
      type="button"
      className={`kpile act ${className}${over ? ' over' : ''}${advised ? ' advised' : ''}`}
      aria-label={label}
      data-coach={coach}
      data-drop={drop}
      data-at={at}
      onClick={onClick}
    >
      {children}
    </button>
  ) : (
    <span className={`kpile ${className}`} role="img" aria-label={label} data-at={at}>
      {children}
    </span>
  );
}

export function Center(props: Props) {
  const { v, n, onStock, onTake, onDiscard, onEnd, choices, onCancel, drag, advised } = props;
  const first = useRef<HTMLButtonElement>(null);
  const open = choices !== null;
  // The ways to play open with focus on the first, so a keyboard goes on from there.
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  return (
    <div className="kcenter">
      <div className="kpiles">
        <Piles
          v={v}
          onStock={onStock}
          onTake={onTake}
          onDiscard={onDiscard}
          drag={drag}
          advised={advised}
        />
        {v.drawn !== null && <Drawn v={v} n={n} drawn={v.drawn} drag={drag} />}
      </div>
      <div className="kplay">
        {choices ? (
          <Choices choices={choices} first={first} onCancel={onCancel} />
        ) : (
          <TurnButtons drawn={v.drawn} onDiscard={onDiscard} onEnd={onEnd} advised={advised} />
        )}
      </div>
    </div>
  );
}

/** The draw pile and the discard pile: each a button when it may be clicked. */
function Piles({
  v,
  onStock,
  onTake,
  onDiscard,
  drag,
  advised,
}: Pick<Props, 'v' | 'onStock' | 'onTake' | 'onDiscard' | 'drag' | 'advised'>) {
  const top = v.discard.at(-1);
  return (
    <>
      <Pile
        className="stock"
        coach="stock"
        at="stock"
        label={`Draw pile, ${v.stock} cards${onStock ? '. Draw a card' : ''}`}
        onClick={onStock}
        advised={advised?.stock}
      >
        {v.stock > 0 ? <Face p={{ down: '?' }} /> : <Face p={null} />}
        <span className="count" aria-hidden="true">
          {v.stock}
        </span>
      </Pile>
      <Pile
        className="discard"
        coach="discard"
        at="discard"
        label={`Discard pile: ${top ? cardToken(top).spoken : 'empty'}${
          onTake ? '. Take it' : onDiscard ? '. Discard your card here' : ''
        }`}
        onClick={onTake ?? onDiscard}
        advised={onTake ? advised?.take : advised?.discard}
        drop={onDiscard ? DISCARD : undefined}
        over={drag.over === DISCARD}
      >
        <Face p={top ? { up: top, mods: [] } : null} />
      </Pile>
    </>
  );
}

/** The card drawn this turn, whose it is and where from; the person on turn may drag it. */
function Drawn({
  v,
  n,
  drawn,
  drag,
}: Pick<Props, 'v' | 'n' | 'drag'> & { drawn: NonNullable<PlayerView['drawn']> }) {
  const yours = v.turn === n.you;
  const who = yours ? 'Your card' : `${n.names[v.turn] ?? `Seat ${v.turn + 1}`}'s card`;
  const drawnWords = drawn === '?' ? 'hidden' : cardToken(drawn).spoken;
  return (
    <figure
      className={`kdrawn${drag.onPointerDown ? ' grab' : ''}${drag.lifted ? ' lifted' : ''}`}
      onPointerDown={drag.onPointerDown ?? undefined}
      role="img"
      data-at="drawn"
      aria-label={`${who}: ${drawnWords}${v.drawnFrom === 'discard' ? ', from the discard pile' : ''}`}
    >
      <Face p={drawn === '?' ? { down: '?' } : { up: drawn, mods: [] }} />
      <figcaption aria-hidden="true">{who}</figcaption>
    </figure>
  );
}

/** The ways to play the drawn card at the position chosen, the first focused, and Cancel. */
function Choices({
  choices,
  first,
  onCancel,
}: {
  choices: Choice[];
  first: RefObject<HTMLButtonElement | null>;
  onCancel(): void;
}) {
  return (
    <fieldset className="kchoices">
      <legend className="sr-only">Ways to play the card here</legend>
      {choices.map((c, i) => (
        <button
          key={plain(c.tokens)}
          ref={i === 0 ? first : undefined}
          type="button"
          className={`btn small${c.advised ? ' advised' : ''}`}
          aria-label={spoken(c.tokens)}
          onClick={c.run}
        >
          <Words tokens={c.tokens} />
        </button>
      ))}
      <button type="button" className="btn small ghost" onClick={onCancel}>
        Cancel
      </button>
    </fieldset>
  );
}

/** Discard the drawn card, End turn: each when the engine offers it. */
function TurnButtons({
  drawn,
  onDiscard,
  onEnd,
  advised,
}: Pick<Props, 'onDiscard' | 'onEnd' | 'advised'> & { drawn: PlayerView['drawn'] }) {
  return (
    <>
      {onDiscard && drawn && (
        <button
          type="button"
          className={`btn small${advised?.discard ? ' advised' : ''}`}
          aria-label={`Discard the ${cardToken(drawn).spoken}`}
          data-coach="discard"
          onClick={onDiscard}
        >
          Discard <Words tokens={[cardToken(drawn)]} />
        </button>
      )}
      {onEnd && (
        <button
          type="button"
          className={`btn small primary${advised?.end ? ' advised' : ''}`}
          data-coach="end"
          onClick={onEnd}
        >
          End turn
        </button>
      )}
    </>
  );
}
