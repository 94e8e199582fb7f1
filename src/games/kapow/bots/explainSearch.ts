/** The search's figures in words: "Replacing the 11 scored 4.2 points better than discarding." */

import type { SearchResult } from '../../../kit/search';
import type { Token } from '../../../lib/tokens';
import type { Action, PlayerView } from '../engine';
import { actionWords } from './explain';
import type { Option } from './kai';
import { handOf, readTable } from './table';
import { pts, type Speech, say } from './words';

export function actionsWords(
  view: PlayerView,
  options: readonly Option[],
  r: SearchResult<Action>,
  chosen: Action,
  /** What it takes to overturn the first choice: points, and standard errors of the gain. */
  need: { overturn: number; sure: number },
  v: Speech,
): Token[][] {
  const tb = readTable(view);
  const hand = handOf(tb, tb.seat);
  const words = (a: Action) => actionWords(a, hand, tb.drawn, tb.top);
  const best = r.stats.find((s) => s.action === chosen);
  const deals = `${r.worlds} imagined deals (${r.playouts} playouts), the hidden cards shuffled each time.`;
  const lines: Token[][] = [
    v.voice === 'bot'
      ? say(v.Who, ` played each option out in ${deals}`)
      : say(`Each option was played out in ${deals}`),
  ];
  if (!best) return lines;
  for (const s of r.stats) {
    if (s === best) continue;
    const gap = best.mean - s.mean;
    if (gap < 0) continue;
    // A gap within what the playouts cannot tell apart is no reason: said as a tie.
    const how =
      gap >= need.overturn
        ? ` scored ${pts(gap)} points better than to `
        : ` did about as well as to `;
    lines.push(say('To ', ...words(best.action), how, ...words(s.action), `, over ${s.n} deals.`));
  }
  const top = r.stats.find((s) => s.action === r.best);
  if (chosen !== r.best && top)
    lines.push(
      say(
        'To ',
        ...words(top.action),
        ` scored ${pts(top.vsFirst)} points better, not enough to overturn the first choice: it takes ${pts(Math.max(need.overturn, need.sure * top.seVsFirst))} (${pts(need.overturn)} at least, and ${need.sure} times the playouts' noise).`,
      ),
    );
  else if (options[0] && options[0].action !== r.best)
    lines.push(
      say(
        'The playouts overturned the first impression: to ',
        ...words(options[0].action),
        ' looked best at a glance.',
      ),
    );
  return lines;
}
