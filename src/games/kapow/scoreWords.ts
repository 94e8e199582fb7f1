/**
 * KAPOW!'s score in words (K17-K18), said once here for the table and its round summary:
 * what a triad counts as it lies ("4+?" and what that means), a KAPOW! card left in a hand,
 * and why the first seat out was or was not doubled.
 */
import type { Narrator } from '../../lib/tokens';
import { doubling, type PlayerView, type PosCode, triadComplete, triadValue } from './engine';
import { signed } from './words';

const cards = (n: number, what: string) => `${n === 1 ? 'one' : n} ${what}${n === 1 ? '' : 's'}`;

/**
 * K17: a triad's value as the table writes it (`eye`: "7", "4+?", "0" when complete; `known`
 * and `hid`: its two parts, for a table that may leave "+?" out when narrow), says
 * it (`ear`), and explains it (`title`): a complete triad counts 0 (it goes to the discard
 * pile, K13); "+?" stands for face-down cards not counted yet.
 */
export function triadValueWords(
  t: readonly PosCode[],
  kapowPenalty: number,
): { eye: string; known: string; hid: boolean; ear: string; title: string } {
  if (t.every((p) => p === null))
    return { eye: '', known: '', hid: false, ear: 'discarded', title: '' };
  if (triadComplete(t)) {
    const title = 'Complete: it counts 0 and goes to the discard pile.';
    return { eye: '0', known: '0', hid: false, ear: `value 0, ${title.toLowerCase()}`, title };
  }
  const v = triadValue(t, kapowPenalty);
  const each = v.kapows === 1 ? 'the KAPOW! card' : 'each KAPOW! card';
  const kw = v.kapows ? `, ${each} in it counted as ${kapowPenalty}` : '';
  if (v.hidden) {
    const down = cards(v.hidden, 'face-down card');
    return {
      eye: `${signed(v.known)}+?`,
      known: signed(v.known),
      hid: true,
      ear: `value ${signed(v.known)} so far, plus ${down} not counted yet${kw}`,
      title: `${signed(v.known)} from its face-up cards${kw}, plus ${down} not known yet (?).`,
    };
  }
  return {
    eye: signed(v.known),
    known: signed(v.known),
    hid: false,
    ear: `value ${signed(v.known)}${kw}`,
    title: `Counts ${signed(v.known)}${kw}.`,
  };
}

/**
 * K17 in the round summary: a KAPOW! card left in a hand counts `kapowPenalty` inside its
 * triad's value (said so, never as points added beside it); '' when none is left.
 */
export function kapowLeftWords(kapows: number, kapowPenalty: number): string {
  if (kapows === 0) return '';
  return kapows === 1
    ? `The KAPOW! card left counts ${kapowPenalty}, inside its triad’s value.`
    : `Each of the ${kapows} KAPOW! cards left counts ${kapowPenalty}, inside its triad’s value.`;
}

const nameOf = (n: Narrator, s: number) => (n.you === s ? 'You' : (n.names[s] ?? `Seat ${s + 1}`));

/** K18 in words: why the first seat out was or was not doubled (no rule id: those stay in the rules reference). */
export function doublingWords(v: PlayerView, n: Narrator): string {
  const out = v.wentOut;
  const who = out === null ? '' : nameOf(n, out);
  const score = out === null ? 0 : (v.roundScores?.[out] ?? 0);
  switch (doubling(v)) {
    case 'doubled':
      return `${who} went out first without the lowest score: ${score / 2} is doubled to ${score}.`;
    case 'lowest':
      return `${who} went out first with the lowest score: not doubled.`;
    case 'not-above-zero':
      return `${who} went out first without the lowest score, but a score of 0 or less is never doubled.`;
    case 'rule-off':
      return `${who} went out first; these rules do not double.`;
    case 'nobody-out':
    case 'piles-empty':
      return 'Nothing was left to draw: the round ended there and nobody is doubled.';
    case 'turn-limit':
      return `Everyone has had ${v.rules.turnLimit} turns: the round ended there and nobody is doubled.`;
    case 'not-scored':
      return '';
  }
}
