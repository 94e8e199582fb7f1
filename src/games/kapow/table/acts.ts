/**
 * What each control of KAPOW!'s table does now, read from `legal` alone (choices.ts finds and
 * names the actions): the piles' buttons, a click or a drop on an own position, and the ways
 * to play the drawn card at a position chosen. Nothing here decides a rule.
 */
import type { Action, PlayerView, Where } from '../engine';
import { cardToken, POS_NAMES, plain } from '../words';
import type { Choice } from './Center';
import { actionsAt, choiceWords, isAdvice, placesDrawn, same, swapSources } from './choices';
import { DISCARD } from './drag';
import type { SlotAct } from './HandView';

/** The table as a click meets it: the view, its actions, the advice, the position chosen. */
export interface Clicks {
  v: PlayerView;
  legal: readonly Action[];
  act(a: Action): void;
  advice: Action | null | undefined;
  /** The own position or KAPOW! card chosen, awaiting the next click. */
  selected: Where | null;
  select(w: Where | null): void;
}

export interface TableActs {
  /** The click that takes the first action `f` finds, if any. */
  find(f: (a: Action) => boolean): (() => void) | null;
  /** The advised action, when it is one `f` finds: its place on the table is marked. */
  advised(f: (a: Action) => boolean): boolean;
  /** What a click on own position `w` does, if anything. */
  slotAct(w: Where): SlotAct | null;
  /** The ways to play the drawn card at the position chosen, when there are several. */
  choices: Choice[] | null;
  onDiscard: (() => void) | null;
  /** A drop does what a click on the same place does, no more (drag.ts). */
  drops: Map<string, () => void>;
}

export function tableActs(c: Clicks): TableActs {
  const { v, legal, act, advice, selected } = c;
  const find = (f: (a: Action) => boolean) => {
    const a = legal.find(f);
    return a ? () => act(a) : null;
  };
  const advised = (f: (a: Action) => boolean) => isAdvice(advice, legal.find(f));
  const slotAct = slotActs(c);
  const playAt = v.stage === 'play' && selected ? actionsAt(legal, selected, null) : [];
  const choices =
    playAt.length > 1
      ? playAt.map((a) => ({
          tokens: choiceWords(v, a),
          run: () => act(a),
          advised: isAdvice(advice, a),
        }))
      : null;
  const onDiscard = find((a) => a.type === 'discard');
  const drops = new Map<string, () => void>();
  if (onDiscard) drops.set(DISCARD, onDiscard);
  (v.hands[v.seat] ?? []).forEach((triad, t) => {
    triad.forEach((_, pos) => {
      const a = slotAct({ triad: t, pos });
      if (a?.drop) drops.set(a.drop, a.onClick);
    });
  });
  return { find, advised, slotAct, choices, onDiscard, drops };
}

/**
 * A click on own position `w`: choose a KAPOW! card to swap (K12), take the one action there,
 * or choose the position when the drawn card may be played there in several ways.
 */
function slotActs({ v, legal, act, advice, selected, select }: Clicks) {
  const sources = v.stage === 'swap' ? swapSources(v, legal) : [];
  const kapow =
    v.stage === 'swap' ? (selected ?? (sources.length === 1 ? (sources[0] ?? null) : null)) : null;
  const drawn = v.drawn && v.drawn !== '?' ? cardToken(v.drawn).spoken : 'card';
  // Where the drawn card may be dropped: where the engine offers to play it (K11).
  const dropName = (w: Where) =>
    placesDrawn(legal, w) ? `triad-${w.triad + 1}-${POS_NAMES[w.pos]}` : undefined;

  return (w: Where): SlotAct | null => {
    if (sources.some((k) => same(k, w)))
      return {
        label: 'Choose this KAPOW! card to swap',
        onClick: () => select(w),
        pressed: kapow !== null && same(kapow, w),
        // The advised swap: its KAPOW! card until it is chosen, then the place it goes.
        advised: advice?.type === 'swap' && !kapow && (same(advice.a, w) || same(advice.b, w)),
      };
    const acts = actionsAt(legal, w, kapow);
    const one = acts[0];
    if (!one) return null;
    const here = acts.some((a) => isAdvice(advice, a));
    if (acts.length === 1)
      return {
        label: one.type === 'reveal' ? 'Reveal' : plain(choiceWords(v, one)),
        onClick: () => act(one),
        drop: dropName(w),
        advised: here,
      };
    return {
      label: `Choose how to play the ${drawn} here`,
      onClick: () => select(w),
      pressed: selected !== null && same(selected, w),
      drop: dropName(w),
      advised: here,
    };
  };
}
