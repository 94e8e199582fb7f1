/** The hand on screen: its cards in the player's order, with hints from the engine's actions. */
import { type Action, cardName, type PlayerView, parseCard } from '../../engine';
import { narrateAdvice, narratePassing, type Token } from '../../words';
import type { GameState, Hint, LogItem } from '../types';
import { selectMyActions, selectNames, selectView, selectViewer } from './base';
import { memo } from './memo';

export type PlayAction = Extract<Action, { type: 'play' }>;

export interface HandCard {
  index: number;
  code: string;
  name: string;
  /** Marked as a card that may start or continue the play being built (hints). */
  playable: boolean;
  /** 1-based position in the play being built, 0 when not selected. */
  order: number;
  /** The card just drawn, that may be played or kept. */
  drawn: boolean;
  /** Part of the play the expert advises (when its advice is on). */
  hinted: boolean;
  /**
   * Played on its own in one gesture (a double click or tap): 'play' when it may be played
   * alone, 'call' when alone it needs a call first (an 8), null when not alone.
   */
  alone: 'play' | 'call' | null;
}

const SUIT_ORDER = 'SHCD'; // alternate colours in the fan
const RANK_ORDER = 'A23456789TJQK';

function sortKey(code: string, by: 'suit' | 'rank'): number {
  if (code === 'JK') return 1000;
  const r = RANK_ORDER.indexOf(code[0] as string);
  const s = SUIT_ORDER.indexOf(code[1] as string);
  return by === 'suit' ? s * 20 + r : r * 4 + s;
}

/** The legal plays that begin with the cards selected so far. */
export const playsFrom = (legal: readonly Action[], chosen: readonly string[]): PlayAction[] =>
  legal.filter(
    (a): a is PlayAction =>
      a.type === 'play' &&
      a.cards.length >= chosen.length &&
      chosen.every((c, i) => a.cards[i] === c),
  );

const handCards = memo(
  (
    view: PlayerView,
    legal: Action[],
    selection: number[],
    sortBy: 'suit' | 'rank',
    hints: boolean,
    hint: Hint | null,
  ): HandCard[] => {
    const advised = hint?.action.type === 'play' ? hint.action.cards.slice() : [];
    const chosen = selection.map((i) => view.hand[i] as string);
    const next = new Set<string>();
    if (hints)
      for (const p of playsFrom(legal, chosen)) {
        const c = p.cards[chosen.length];
        if (c) next.add(c);
      }
    const alone = new Map<string, 'play' | 'call'>();
    for (const a of legal)
      if (a.type === 'play' && a.cards.length === 1)
        alone.set(a.cards[0] as string, a.call ? 'call' : 'play');
    let drawnMarked = false;
    const cards = view.hand.map((code, index) => {
      const order = selection.indexOf(index) + 1;
      const isDrawn = !drawnMarked && view.drawn === code && view.stage === 'drawn';
      if (isDrawn) drawnMarked = true;
      const c = parseCard(code);
      const at = advised.indexOf(code);
      if (at >= 0) advised.splice(at, 1);
      return {
        index,
        code,
        name: c === null ? code : cardName(c),
        playable: order === 0 && next.has(code),
        order,
        drawn: isDrawn,
        hinted: at >= 0,
        alone: alone.get(code) ?? null,
      };
    });
    return cards.sort(
      (a, b) => sortKey(a.code, sortBy) - sortKey(b.code, sortBy) || a.index - b.index,
    );
  },
);

const EMPTY_HAND: HandCard[] = [];
export const selectHand = (s: GameState): HandCard[] => {
  const view = selectView(s);
  if (!view) return EMPTY_HAND;
  return handCards(
    view,
    selectMyActions(s),
    s.selection,
    s.settings.sortBy,
    s.settings.hints,
    selectHint(s),
  );
};

/** The expert's advice for the person on screen, for this very step (null: none). */
export const selectHint = (s: GameState): Hint | null => {
  const me = selectViewer(s);
  const h = s.hint;
  return h && me === h.seat && h.step === (s.record?.actions.length ?? -1) ? h : null;
};

const hintWords = memo((h: Hint, names: readonly string[]): Token[] =>
  narrateAdvice(h.action, h.reason, { names, you: h.seat }),
);
export const selectHintWords = (s: GameState): Token[] | null => {
  const h = selectHint(s);
  return h ? hintWords(h, selectNames(s.seats)) : null;
};

/** After a 9 or the 5 of clubs (R16): whose hand the person holds and what they passed on. */
export interface Passing {
  /** Changes with each passing, so the table can mark a new one for a moment. */
  key: number;
  received: Token[] | null;
  passed: Token[] | null;
}

const passingOf = memo(
  (view: PlayerView, names: readonly string[], log: readonly LogItem[]): Passing | null => {
    if (view.passedTo === null && view.receivedFrom === null) return null;
    let key = -1;
    for (let i = log.length - 1; i >= 0 && key < 0; i--) {
      const item = log[i] as LogItem;
      if (item.kind === 'event' && item.event.type === 'pass-hands') key = item.step;
    }
    return { key, ...narratePassing(view, { names, you: view.seat }) };
  },
);

export const selectPassing = (s: GameState): Passing | null => {
  const view = selectView(s);
  return view && view.seat >= 0 ? passingOf(view, selectNames(s.seats), s.log) : null;
};
