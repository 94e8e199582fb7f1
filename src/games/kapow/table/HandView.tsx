/**
 * A seat's four triads as columns of three (K4), top first. Stacked, the top position is
 * nearest the middle of the table: an opponent's hand across the top is drawn bottom-up
 * (`flip`, by CSS alone, so the words and the order read aloud stay top first); side by
 * side, both hands are drawn the same way up (table.css).
 */
import type { PosCode, Where } from '../engine';
import { triadComplete } from '../engine';
import { triadValueWords } from '../scoreWords';
import { POS_NAMES, triadLabel, upFirst } from '../words';
import { atName } from './moves';
import { Face, slotWords } from './Slot';

/** What a click on a position does, if anything (from `legal`, see choices.ts). */
export interface SlotAct {
  label: string;
  onClick: () => void;
  /** A KAPOW! card or a position chosen, awaiting the next click. */
  pressed?: boolean;
  /** The expert's advice is played here (the hint, the adviser). */
  advised?: boolean;
  /** The drawn card may be dropped here: the name a drop finds it by (drag.ts). */
  drop?: string | undefined;
}

interface Props {
  /** The seat whose hand it is (each position's name, `data-at`, for the table's motion). */
  seat: number;
  hand: readonly (readonly PosCode[])[];
  title: string;
  kapowPenalty: number;
  flip?: boolean;
  /** Triads just completed and discarded (they flash). */
  flash?: readonly number[];
  /** Their cards as they lay, shown going (with motion: they shake and fade, table.css). */
  going?: readonly (readonly PosCode[] | null)[];
  slotAct?: (w: Where) => SlotAct | null;
  /** The drop under a dragged card, lit up. */
  over?: string | null;
}

export function HandView(props: Props) {
  const { seat, hand, title, kapowPenalty, flip = false, flash = [], going = [] } = props;
  const { slotAct, over = null } = props;
  const order = [0, 1, 2];
  return (
    <fieldset className={`khand${flip ? ' flip' : ''}`}>
      <legend className="sr-only">{title}</legend>
      {hand.map((triad, t) => {
        const val = triadValueWords(triad, kapowPenalty);
        const done = triadComplete(triad);
        const flashing = flash.includes(t);
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: the four fixed triads
            key={t}
            className={`ktriad${done ? ' complete' : ''}${flashing ? ' flash' : ''}`}
          >
            <legend className="sr-only">{`${upFirst(triadLabel(t))}, ${val.ear}`}</legend>
            <span className="tval" aria-hidden="true" title={val.title || undefined}>
              {flashing ? (
                'Complete!'
              ) : (
                <>
                  {val.known}
                  {/* "+?": and face-down cards (shown beside it, so left out when narrow). */}
                  {val.hid && <span className="hid">+?</span>}
                </>
              )}
            </span>
            {order.map((pos) => {
              const p = triad[pos] ?? null;
              const w = { triad: t, pos };
              const at = atName(seat, t, pos);
              const what = `${POS_NAMES[pos]}: ${slotWords(p)}`;
              const was = flashing && p === null ? (going[t]?.[pos] ?? null) : null;
              if (was)
                return (
                  <span key={pos} className="kslot going" aria-hidden="true">
                    <Face p={was} />
                  </span>
                );
              const a = p === null ? null : slotAct?.(w);
              if (a)
                return (
                  <button
                    key={pos}
                    type="button"
                    className={`kslot act${a.pressed ? ' pressed' : ''}${a.advised ? ' advised' : ''}${
                      a.drop && a.drop === over ? ' over' : ''
                    }`}
                    aria-label={`${upFirst(triadLabel(t))}, ${what}. ${a.label}`}
                    aria-pressed={a.pressed}
                    data-coach={`triad-${t + 1}-${POS_NAMES[pos]}`}
                    data-drop={a.drop}
                    data-at={at}
                    onClick={a.onClick}
                  >
                    <Face p={p} />
                  </button>
                );
              if (p === null) return <span key={pos} className="kslot" aria-hidden="true" />;
              return (
                <span key={pos} className="kslot" role="img" aria-label={what} data-at={at}>
                  <Face p={p} />
                </span>
              );
            })}
          </fieldset>
        );
      })}
    </fieldset>
  );
}
