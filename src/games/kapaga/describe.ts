/** What the table's log says of one Kapaga action or deal: its events in words, one after another. */
import type { Narrator, Token } from '../module';
import type { Action, Game } from './engine';
import { ENGINE } from './game';
import { narrateEvent } from './words';

export function describe(before: Game, a: Action, n: Narrator): Token[] {
  const after = ENGINE.applyAction(before, a);
  return after.ok ? dealt(after.value, n) : [];
}

/** What a state's events say: a deal's (who deals, the card turned up), or an action's. */
export function dealt(g: Game, n: Narrator): Token[] {
  const out: Token[] = [];
  for (const e of g.events) {
    const words = narrateEvent(e, n, n.you);
    if (!words) continue;
    if (out.length) out.push({ kind: 'text', text: ' ' });
    out.push(...words);
  }
  return out;
}
