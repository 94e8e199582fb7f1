/**
 * What the table says to the person: the contract and how far their hand is toward it (the
 * engine's meld finder decides, C6), what to do now, and the last push (C11), each as
 * tokens the kit's Words renders. Every claim is read from the view or the engine.
 */
import type { Narrator, Token } from '../../../lib/tokens';
import { type Action, contractProgress, type Need, type PlayerView } from '../engine';
import { card, contractWords, text, upFirst, Who, who } from '../words';
import type { Discard } from './choices';

const NUM = ['none', 'one', 'two', 'three', 'four'];

/** A need as the progress names it: "the set" when it is the only set, else "a set of 3". */
function needName(needs: readonly Need[], i: number): string {
  const x = needs[i] as Need;
  const alike = needs.filter((y) => y.kind === x.kind).length;
  return alike === 1 ? `the ${x.kind}` : `a ${x.kind} of ${x.length}`;
}

/**
 * C6: the round's contract and the hand's progress toward it: "Two sets of 3: you have one,
 * and a pair." Only the seat's own hand is read; a seat already down is told so.
 */
export function progressWords(v: PlayerView): string {
  const needs = v.rules.contracts[v.round - 1] ?? [];
  const head = upFirst(contractWords(needs));
  if (v.phase !== 'playing' || v.seat < 0) return `${head}.`;
  if (v.down[v.seat]) return `${head}: yours is down. Lay off, free wilds, go out.`;
  const p = contractProgress(v.hand, needs, v.rules.wildTwos);
  if (p.have.length === needs.length) {
    const when = v.turn === v.seat && v.stage === 'meld' ? 'lay it now' : 'lay it after you draw';
    return `${head}: you have it all, ${when}.`;
  }
  const allAlike = needs.every((x) => x.kind === needs[0]?.kind && x.length === needs[0]?.length);
  const have =
    p.have.length === 0
      ? 'you have none yet'
      : allAlike
        ? `you have ${NUM[p.have.length]}`
        : `you have ${p.have.map((i) => needName(needs, i)).join(' and ')}`;
  const near = p.toward
    .filter((t) => t.cards >= 2)
    .map((t) => {
      const x = needs[t.need] as Need;
      if (x.kind === 'set') return t.cards === 2 ? 'a pair' : `${t.cards} of a set`;
      return `${t.cards} cards of a run`;
    });
  return `${head}: ${have}${near.length > 0 ? `, and ${near.join(' and ')}` : ''}.`;
}

/** C11: the last push of the round, as everyone may say it; the stock card only to its receiver. */
export function lastPushWords(v: PlayerView, n: Narrator): Token[] | null {
  const p = v.pushes.at(-1);
  if (!p) return null;
  const to = (p.seat + 1) % v.players;
  const got = p.stock !== '?' ? card(p.stock) : text('a card');
  return [
    Who(n, p.seat),
    text(' pushed '),
    card(p.discard),
    text(' and '),
    got,
    text(' to '),
    who(n, to),
    text('.'),
  ];
}

/** What the seat may do now, in a line. */
export function promptWords(v: PlayerView, legal: readonly Action[], n: Narrator): Token[] {
  if (v.phase !== 'playing') return [text(`Round ${v.round} is over.`)];
  if (v.seat < 0 || v.turn !== v.seat)
    return [Who(n, v.turn), text(n.you === v.turn ? ' play.' : ' is playing.')];
  const top = v.discard.at(-1);
  if (v.stage === 'draw') {
    const push = legal.some((a) => a.type === 'push');
    const left = (v.seat + 1) % v.players;
    return top
      ? [
          text('Take '),
          card(top),
          ...(push ? [text(', or push it to '), who(n, left)] : []),
          text('.'),
        ]
      : [text('Draw.')];
  }
  const melds = legal.some((a) => a.type === 'meld');
  const taken = v.taken && !legal.some((a) => a.type === 'discard' && a.card === v.taken);
  const note = taken
    ? [text(' You took '), card(v.taken as string), text(': discard another.')]
    : [];
  if (!v.down[v.seat])
    return melds
      ? [text('Lay your contract, or pick a card to discard.'), ...note]
      : [text('Pick a card to discard.'), ...note];
  return [text('Pick a card, then a meld’s end or a wild; or discard.'), ...note];
}

/** The Discard button's words for the card picked, or why not. */
export function discardWords(
  picked: string | null,
  d: Discard | undefined,
  v: PlayerView,
): Token[] {
  if (d) return [text('Discard '), card(d.card)];
  if (picked && picked === v.taken) return [text('Not '), card(picked), text(': you took it')];
  return [text('Discard')];
}
