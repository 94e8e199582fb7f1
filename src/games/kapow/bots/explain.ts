/**
 * Why Kai moved, in words a casual player follows: one short sentence for the move, and
 * the lines of "Understand Kai's move" (what it weighed, the outs it counts, going out,
 * and the move's lesson). The same sentences serve the hint, said to the person whose seat
 * it is (words.ts Speech). Every claim is a fact of the table (explainFacts.ts): a triad
 * said to complete completes, "lower" lowers, a card named is where it is said to be.
 */
import type { Token } from '../../../lib/tokens';
import type { Action, PlayerView, Where } from '../engine';
import { faceValue, isPower, KW } from '../engine/fast';
import { triadLabel, whereWords } from '../words';
import { type Facts, factsOf, lessonOf, type Off, type Ranked } from './explainFacts';
import { type Ctx, type Option, opponents } from './kai';
import { drawnBase, powered } from './plays';
import { cellAt, type Hand, handOf } from './table';
import { complete, outs } from './value';
import {
  agree,
  capital,
  cardToken,
  cellWords,
  LESSONS,
  moveSaid,
  type Part,
  pts,
  type Speech,
  say,
  triadWords,
} from './words';

/** A power play (K11): "power up the 5 (...) with the +2/−2 as −2, worth 3". */
function powerWords(a: Extract<Action, { type: 'power' }>, hand: Hand, drawn: number): Part[] {
  const c = cellAt(hand, a.at);
  const sign = a.sign > 0 ? '+' : '−';
  const worth = `, worth ${pts(powered(c, drawn, a.sign, a.base).value)}`;
  const where = ` (${whereWords(a.at)})`;
  if (drawnBase(c, drawn, a.base))
    return [
      'put the ',
      cardToken(drawn),
      ' on ',
      ...cellWords(c),
      where,
      `, that card as ${sign}${c.lone}${worth}`,
    ];
  const what = isPower(drawn) ? faceValue(drawn) : 0;
  return [
    'power up ',
    ...cellWords(c),
    where,
    ' with the ',
    cardToken(drawn),
    ` as ${sign}${what}${worth}`,
  ];
}

/** What an action does, as a verb phrase: "replace the 11 with the 3". */
export function actionWords(
  a: Action,
  hand: Hand,
  drawn: number | null,
  top: number | null,
): Part[] {
  const d = drawn === null ? [] : [cardToken(drawn)];
  switch (a.type) {
    case 'reveal':
      return [`reveal ${whereWords(a.at)}`];
    case 'draw':
      return a.from === 'stock' || top === null
        ? ['draw from the draw pile']
        : ['take the ', cardToken(top), ' from the discard pile'];
    case 'discard':
      return ['discard the ', ...d];
    case 'replace':
      return [
        'replace ',
        ...cellWords(cellAt(hand, a.at)),
        ` (${whereWords(a.at)}) with the `,
        ...d,
      ];
    case 'power':
      return drawn === null ? ['power up'] : powerWords(a, hand, drawn);
    case 'swap': {
      const other = cellAt(hand, a.a).kw ? a.b : a.a;
      return swapWords(hand, other);
    }
    case 'end':
      return ['end the turn'];
    case 'next-round':
      return ['start the next round'];
  }
}

/** "swap the KAPOW! card with the 8 (triad 2, middle)", the card named as it is now. */
const swapWords = (hand: Hand, other: Where, verb = 'swap'): Part[] => [
  `${verb} the `,
  cardToken(KW),
  ' card with ',
  ...cellWords(cellAt(hand, other)),
  ` (${whereWords(other)})`,
];

const triads = (ts: readonly number[]): string => ts.map(triadLabel).join(' and ');

/** The swap Kai plans after its play, when it completes a triad (K12). */
function planWords(o: Option, f: Facts, v: Speech): Part[] {
  if (!o.plan || f.planDone.length === 0) return [];
  const other = cellAt(o.played, o.plan.a).kw ? o.plan.b : o.plan.a;
  const verb = v.voice === 'advice' ? 'swap' : agree(v, 'swap');
  return [', then ', ...swapWords(o.played, other, verb), ` to complete ${triads(f.planDone)}`];
}

/** Why, as the end of the sentence: " to complete triad 2." */
function purpose(o: Option, f: Facts, v: Speech): Part[] {
  const plan = planWords(o, f, v);
  const done = f.doneNow.length > 0 ? [` to complete ${triads(f.doneNow)}`] : [];
  if (o.out) {
    const how =
      o.out.mine < o.out.others ? 'expecting the lowest score' : 'though the others may end lower';
    return [...done, ...plan, ` and ${agree(v, 'go')} out, ${how}.`];
  }
  if (done.length > 0 || plan.length > 0) return [...done, ...plan, '.'];
  if (f.built)
    return [
      ` to build ${triadLabel(f.built.triad)}: ${f.built.outs} unseen cards would complete it.`,
    ];
  if (f.lowered)
    return [` to lower ${triadLabel(f.lowered.triad)} by ${pts(f.lowered.by)} points.`];
  if (f.underMean !== null)
    return [
      `: it is worth less than the ${pts(f.underMean)} a face-down card is worth on average.`,
    ];
  switch (o.action.type) {
    case 'discard':
      return f.nowhere ? [`: no place in ${v.its} hand is worth it.`] : ['.'];
    case 'draw':
      if (f.takeDone.length > 0) return [`: it completes ${triads(f.takeDone)}.`];
      if (f.takeBetter)
        return [`: it is worth more to ${v.its} hand than a card from the draw pile.`];
      return f.stockBetter ? [': the discard does not help enough.'] : ['.'];
    case 'end':
      return f.endDone.length > 0
        ? [`: ${triads(f.endDone)} ${f.endDone.length > 1 ? 'go' : 'goes'} to the discard pile.`]
        : ['.'];
    default:
      return ['.'];
  }
}

/**
 * The one-line reason: "Kai replaces the 11 with the 3 to lower triad 3 by 8 points." (of
 * Kai), "Replace the 11 with the 3 to lower triad 3 by 8 points." (advice).
 */
export function reasonFor(c: Ctx, o: Option, v: Speech, ranked: Ranked): Token[] {
  const hand = handOf(c.tb, c.tb.seat);
  const what = moveSaid(v, actionWords(o.action, hand, c.tb.drawn, c.tb.top));
  return say(...what, ...purpose(o, factsOf(c, o, ranked), v));
}

/** Going out, taken or left (K15, K18): the figures Kai weighed, in a player's words. */
function outLines(o: Option, ranked: Ranked, v: Speech): Token[][] {
  if (o.out)
    return [
      say(
        'Going out: ',
        v.who,
        ` ${agree(v, 'keep')} ${pts(o.out.mine)} points; the others should end near ${pts(o.out.others)}; the chance of being doubled is ${Math.round(100 * o.out.doubled)}%.`,
      ),
    ];
  const skipped = ranked.find((x) => x.out);
  if (!skipped?.out) return [];
  const could = `could go out with ${pts(skipped.out.mine)} points, but `;
  if (skipped.out.doubled >= 0.5)
    return [
      say(
        v.Who,
        ` ${could}the others should end near ${pts(skipped.out.others)}: ${v.its} score would likely be doubled.`,
      ),
    ];
  if (o.cost < skipped.cost)
    return [
      say(
        v.Who,
        ` ${could}${v.it} ${agree(v, 'expect')} about ${pts(o.cost)} points by playing on, against ${pts(skipped.cost)} by going out.`,
      ),
    ];
  return [];
}

/**
 * The lines of "Understand Kai's move" (or of the hint's move, said to the person), ending
 * with its lesson; `off`: the move is not the best the lines show, and why.
 */
export function detailFor(
  c: Ctx,
  ranked: Ranked,
  chosen: Option,
  view: PlayerView,
  v: Speech,
  off: Off = null,
): Token[][] {
  const hand = handOf(c.tb, c.tb.seat);
  const f = factsOf(c, chosen, ranked);
  const lines: Token[][] = [
    say(
      ...v.Whose,
      ` triads: ${hand.map((t) => `[${triadWords(t)}]`).join(' ')}; an unseen card is worth ${pts(c.tb.mean)} on average.`,
    ),
  ];
  const shown = ranked.slice(0, 3);
  if (!shown.includes(chosen)) shown.push(chosen);
  for (const o of shown)
    lines.push(
      say(
        'To ',
        ...actionWords(o.action, hand, c.tb.drawn, c.tb.top),
        `: about ${pts(o.cost)} points expected.`,
      ),
    );
  f.after.forEach((t, i) => {
    if (t.every((x) => x.kind === 'gone') || complete(t)) return;
    const n = outs(t, c.tb.unseen).count;
    if (n > 0)
      lines.push(
        say(
          ...capital([
            `${triadLabel(i)} [${triadWords(t)}] completes with ${n} of the ${c.tb.unseenTotal} unseen cards.`,
          ]),
        ),
      );
  });
  lines.push(...outLines(chosen, ranked, v));
  if (chosen.gift > 0.5 && chosen.top !== null && chosen.top >= 0)
    lines.push(
      say(
        'The ',
        cardToken(chosen.top),
        ` ${v.it} ${agree(v, 'leave')} on the discard pile may help the next player.`,
      ),
    );
  const near = Math.min(...opponents(c).map((x) => x.downs));
  if (view.wentOut === null && near <= 2)
    lines.push(
      say(
        `An opponent has ${near} face-down cards left: the round may end soon, so high cards are costly.`,
      ),
    );
  if (view.wentOut !== null)
    lines.push(say('This is the final turn: only the points left in hand count.'));
  const lesson = lessonOf(chosen, f, view.wentOut !== null, off);
  if (lesson) lines.push(say(LESSONS[lesson]));
  return lines;
}
