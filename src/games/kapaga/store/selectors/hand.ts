/** The expert's advice for the person on screen, and the hand passings they saw. */
import { narrateAdvice, type Token } from '../../words';
import type { GameState, Hint, LogItem } from '../types';
import { selectNames, selectViewer } from './base';
import { memo } from './memo';

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

/** Changes with each hand passing this round (R16): the step of the last one (-1: none). */
export const selectPassKey = (s: GameState): number => passKeyOf(s.log);

const passKeyOf = memo((log: readonly LogItem[]): number => {
  for (let i = log.length - 1; i >= 0; i--) {
    const item = log[i] as LogItem;
    if (item.kind === 'event' && item.event.type === 'pass-hands') return item.step;
  }
  return -1;
});
