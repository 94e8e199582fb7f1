/** What the table's log says of one Kapaga action: its events in words, one after another. */
import type { Narrator, Token } from '../module';
import type { Action, Game } from './engine';
import { ENGINE } from './game';
import { narrateEvent } from './words';

export function describe(before: Game, a: Action, n: Narrator): Token[] {
  const after = ENGINE.applyAction(before, a);
  if (!after.ok) return [];
  const out: Token[] = [];
  for (const e of after.value.events) {
    const words = narrateEvent(e, n, n.you);
    if (!words) continue;
    if (out.length) out.push({ kind: 'text', text: ' ' });
    out.push(...words);
  }
  return out;
}
