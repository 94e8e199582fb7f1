/**
 * Why Kai moved, in words a casual player follows: one short sentence for the move, and
 * the lines of "Understand Kai's move" (what it weighed, the outs it counts, going out).
 * The same sentences serve the hint, said to the person whose seat it is (words.ts Speech).
 */
import type { Token } from '../../../lib/tokens';
import type { Action, PlayerView } from '../engine';
import { faceValue, isPower, KW } from '../engine/fast';
import { triadLabel, whereWords } from '../words';
import { type Ctx, type Option, opponents, triadChange } from './kai';
import { cellAt, type Hand, handOf } from './table';
import { complete, outs } from './value';
import {
  agree,
  capital,
  cardToken,
  cellWords,
  moveSaid,
  type Part,
  pts,
  type Speech,
  say,
  triadWords,
} from './words';

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
    case 'power': {
      const c = cellAt(hand, a.at);
      const what = drawn !== null && isPower(drawn) ? faceValue(drawn) : 0;
      const sign = a.sign > 0 ? '+' : '−';
      return [
        'power up ',
        ...cellWords(c),
        ` (${whereWords(a.at)}) with the `,
        ...d,
        ` as ${sign}${what || ''}`,
      ];
    }
    case 'swap': {
      const ka = cellAt(hand, a.a).kw;
      const other = ka ? a.b : a.a;
      return [
        'swap the ',
        cardToken(KW),
        ' card with ',
        ...cellWords(cellAt(hand, other)),
        ` (${whereWords(other)})`,
      ];
    }
    case 'end':
      return ['end the turn'];
    case 'next-round':
      return ['start the next round'];
  }
}

/** Why, as the end of the sentence: " to complete the second triad." */
function purpose(c: Ctx, o: Option, hand: Hand, v: Speech): Part[] {
  const a = o.action;
  if (o.out) return [` and ${agree(v, 'go')} out, expecting the lowest score.`];
  if (o.done.length > 0) return [` to complete ${o.done.map(triadLabel).join(' and ')}.`];
  if (a.type === 'replace' || a.type === 'power') {
    const { before, after } = triadChange(c, o, a.at.triad);
    const t = o.hand[a.at.triad] ?? [];
    const n = outs(t, c.tb.unseen).count;
    if (n > outs(hand[a.at.triad] ?? [], c.tb.unseen).count && n > 0)
      return [` to build ${triadLabel(a.at.triad)}: ${n} unseen cards would complete it.`];
    if (after < before) return [` to lower ${triadLabel(a.at.triad)}.`];
    return ['.'];
  }
  if (a.type === 'discard') return [`: it helps none of ${v.its} triads.`];
  if (a.type === 'draw')
    return a.from === 'discard'
      ? [`: it fits ${v.its} hand.`]
      : [': the discard does not help enough.'];
  return ['.'];
}

/**
 * The one-line reason: "Kai replaces the 11 with the 3 to lower the third triad." (of Kai),
 * "Replace the 11 with the 3 to lower your third triad." (advice).
 */
export function reasonFor(c: Ctx, o: Option, v: Speech): Token[] {
  const hand = handOf(c.tb, c.tb.seat);
  const what = moveSaid(v, actionWords(o.action, hand, c.tb.drawn, c.tb.top));
  return say(...what, ...purpose(c, o, hand, v));
}

/** The lines of "Understand Kai's move" (or of the hint's move, said to the person). */
export function detailFor(
  c: Ctx,
  ranked: readonly Option[],
  view: PlayerView,
  v: Speech,
): Token[][] {
  const hand = handOf(c.tb, c.tb.seat);
  const lines: Token[][] = [];
  const best = ranked[0];
  if (!best) return lines;
  lines.push(
    say(
      ...v.Whose,
      ` triads: ${hand.map((t) => `[${triadWords(t)}]`).join(' ')}; an unseen card is worth ${pts(c.tb.mean)} on average.`,
    ),
  );
  for (const o of ranked.slice(0, 3))
    lines.push(
      say(
        'To ',
        ...actionWords(o.action, hand, c.tb.drawn, c.tb.top),
        `: about ${pts(o.cost)} points expected.`,
      ),
    );
  best.hand.forEach((t, i) => {
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
  if (best.out)
    lines.push(
      say(
        'Going out: ',
        v.who,
        ` ${agree(v, 'keep')} ${pts(best.out.mine)} points; the others should end near ${pts(best.out.others)}; the chance of being doubled (K18) is ${Math.round(100 * best.out.doubled)}%.`,
      ),
    );
  const skipped = ranked.find((o) => o.out);
  if (!best.out && skipped?.out)
    lines.push(
      say(
        v.Who,
        ` could go out with ${pts(skipped.out.mine)} points, but the others may end lower and ${v.its} score would be doubled (K18).`,
      ),
    );
  if (best.gift > 0.5 && best.top !== null && best.top >= 0)
    lines.push(
      say(
        'The ',
        cardToken(best.top),
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
  return lines;
}
