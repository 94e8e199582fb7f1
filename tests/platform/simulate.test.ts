/**
 * `npm run simulate -- --game ID` (scripts/simulate.ts): the rules lab of any game from
 * the command line gives the lab page's figures for the same comparison, on worker threads.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { emptySums, labJobs, mergeSums, runDeals } from '../../src/platform/lab/run';
import { defaultSpec, type LabSpec } from '../../src/platform/lab/spec';
import { figureRows, toCsv } from '../../src/platform/lab/stats';

test('the command line and the page give the same figures (KAPOW!, whole matches, two workers)', async () => {
  const csv = execFileSync(
    'node_modules/.bin/tsx',
    [
      'scripts/simulate.ts',
      '--game',
      'kapow',
      '--b',
      '{"rounds":2}',
      '--matches',
      '3',
      '--level',
      'easy',
      '--seed',
      '9',
      '--workers',
      '2',
      '--csv',
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  const m = (await gameById('kapow')?.load()) as AnyModule;
  const spec: LabSpec = {
    ...defaultSpec(m),
    b: { rounds: 2 },
    labels: ['Standard rules', 'B'],
    seats: ['easy', 'easy'],
    unit: 'matches',
    rounds: 3,
    seed: 9,
  };
  // The page's jobs, in one place: the sums add up the same in any order.
  const sums = emptySums();
  for (const [from, to, exp] of labJobs(spec, 10))
    mergeSums(sums, runDeals(m, spec, from, to, exp));
  expect(csv).toBe(toCsv(spec, figureRows(m, spec, sums)));
  expect(csv).toMatch(/^"# kapow; A \{\}; B \{""rounds"":2\}; 2 players; bots easy; whole matches/);
}, 120_000);

test("without --game it is the first game's lab (Kapaga), a preset by its id on either side", async () => {
  const csv = execFileSync(
    'node_modules/.bin/tsx',
    [
      'scripts/simulate.ts',
      '--b',
      'crazy-eights',
      '--players',
      '3',
      '--seats',
      'easy,hard,medium',
      '--rounds',
      '8',
      '--workers',
      '2',
      '--csv',
    ],
    { encoding: 'utf8', timeout: 120_000 },
  );
  const m = (await gameById('kapaga')?.load()) as AnyModule;
  const eights = m.rules.presets?.find((p) => p.id === 'crazy-eights');
  const spec: LabSpec = {
    ...defaultSpec(m),
    b: eights?.rules ?? {},
    labels: ['Grayzone', 'Crazy Eights'],
    players: 3,
    seats: ['easy', 'hard', 'medium'],
    rounds: 8,
  };
  const sums = emptySums();
  for (const [from, to, exp] of labJobs(spec, 10))
    mergeSums(sums, runDeals(m, spec, from, to, exp));
  expect(csv).toBe(toCsv(spec, figureRows(m, spec, sums)));
  expect(csv).toMatch(/bots easy, hard, medium \(turned round the table\)/);
}, 120_000);
