/**
 * Kapaga's expert, asked about seeded positions with a fixed number of searched deals: what
 * a change to how the search is written must leave unchanged, decision for decision (the
 * fixture tests/fixtures/bots/kapaga-expert.json was made by
 * `npx tsx tests/games/kapaga/bots/expertDecisions.ts` before the search moved to src/kit/search.ts).
 */
import { writeFileSync } from 'node:fs';
import { createBot } from '../../../../src/games/kapaga/bots';
import { type Action, newGame } from '../../../../src/games/kapaga/engine';
import { ENGINE } from '../../../../src/games/kapaga/game';
import { play } from '../../../../src/kit/loop';

export interface ExpertAnswer {
  seed: number;
  players: number;
  step: number;
  action: Action | null;
  reason: unknown;
}

/** Rounds played by hard bots; at every other position of a seat on turn, the expert is asked. */
export function expertAnswers(): ExpertAnswer[] {
  const out: ExpertAnswer[] = [];
  for (const [seed, players, rules] of [
    [1, 2, 'grayzone'],
    [2, 3, 'grayzone'],
    [3, 4, 'classic'],
    [4, 6, 'grayzone'],
    [5, 5, 'crazy-eights'],
    [6, 2, 'classic'],
    [7, 3, 'crazy-eights'],
    [8, 4, 'grayzone'],
  ] as const) {
    const made = newGame({ players, seed, rules });
    if (!made.ok) throw new Error(made.error.message);
    const hard = Array.from({ length: players }, (_, i) =>
      createBot('hard', { seed: seed * 31 + i }),
    );
    const expert = createBot('expert', { seed: seed * 17, iterations: 150 });
    let step = 0;
    play(
      ENGINE,
      made.value,
      (seat, view, legal) => {
        const d = hard[seat]?.decide(view, legal);
        if (d === undefined) throw new Error('a bot per seat');
        if (view.turn === seat && step++ % 2 === 0) {
          const x = expert.decide(view, legal);
          out.push({ seed, players, step, action: x.action, reason: x.reason });
        }
        return d.action;
      },
      'round',
    );
  }
  return out;
}

if (process.argv[1]?.endsWith('expertDecisions.ts'))
  writeFileSync(
    new URL('../../../fixtures/bots/kapaga-expert.json', import.meta.url),
    `${JSON.stringify(expertAnswers())}\n`,
  );
