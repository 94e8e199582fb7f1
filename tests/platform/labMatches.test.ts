/**
 * The rules lab in whole matches (issue 20: "the rules lab on any game's rules config"; a
 * rule of the whole match, as KAPOW!'s number of rounds K19, acts only there): each deal
 * plays to the match's end under both rule sets, the figures are the final totals, the
 * wins, the rounds a match lasts and each measure's mean over its rounds; the setup's house
 * rules with such a rule open the lab in matches; links carry it and read as before without.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { emptySums, playLabDeal, runDeals } from '../../src/platform/lab/run';
import {
  checkSpec,
  defaultSpec,
  houseSpec,
  type LabSpec,
  MAX_ROUNDS,
} from '../../src/platform/lab/spec';
import { figureRows, toCsv } from '../../src/platform/lab/stats';
import { labLink, readLink } from '../../src/platform/share';
import { TRICKS_MODULE } from './tricks';

/** A link's base64url, as share.ts writes it. */
const b64 = (x: unknown) => Buffer.from(JSON.stringify(x)).toString('base64url');

const kapow = (await gameById('kapow')?.load()) as AnyModule;

const kapowSpec = (patch: Partial<LabSpec> = {}): LabSpec => ({
  ...defaultSpec(kapow),
  seats: ['easy', 'easy'],
  unit: 'matches',
  rounds: 6,
  ...patch,
});

const rowOf = (rows: ReturnType<typeof figureRows>, label: string) => {
  const r = rows.find((x) => x.label === label);
  if (!r) throw new Error(`no row ${label} in ${rows.map((x) => x.label).join(' | ')}`);
  return r;
};

describe('whole matches in the lab', () => {
  test('K19: KAPOW! matches of 3 rounds against 5 last 3 and 5 rounds, the difference clear', () => {
    const spec = kapowSpec({ a: { rounds: 3 }, b: { rounds: 5 }, labels: ['Three', 'Five'] });
    const rows = figureRows(kapow, spec, runDeals(kapow, spec, 0, 6));
    const rounds = rowOf(rows, 'Rounds per match');
    expect(rounds.a?.value).toBe(3);
    expect(rounds.b?.value).toBe(5);
    expect(rounds.diff).toMatchObject({ value: 2, lo: 2, hi: 2 });
    expect(rounds.clear).toBe(true);
    // Five rounds pile up more points than three: a final total, not a round's points.
    expect(rowOf(rows, 'Final total, first to play').diff?.value).toBeGreaterThan(0);
  });

  test('a match ends with its winners: each match has one at least, and the totals are final', () => {
    const two = ['easy', 'easy'] as const;
    for (let seed = 1; seed <= 4; seed++) {
      const r = playLabDeal(kapow, { rounds: 2 }, two, seed, { unit: 'matches' });
      expect(r.rounds).toBe(2);
      const won = [r['won:0'], r['won:1']];
      expect(won.filter((w) => w === 1).length).toBeGreaterThanOrEqual(1);
      // K19, lowest total wins: every winner holds the lowest total.
      const totals = [r['points:0'] ?? NaN, r['points:1'] ?? NaN];
      const low = Math.min(...totals);
      won.forEach((w, s) => {
        expect(w === 1, `seed ${seed}, seat ${s}`).toBe(totals[s] === low);
      });
      // The first round of the same deal is the match's first round, no more.
      const first = playLabDeal(kapow, { rounds: 2 }, two, seed, { unit: 'rounds' });
      expect(first.rounds).toBe(1);
      expect(first.actions ?? 0).toBeLessThan(r.actions ?? 0);
      expect('leadChanges' in first).toBe(false);
    }
  });

  test("a measure over a match is the mean of its rounds' values", () => {
    // The toy trick game measured by the round just scored: rounds 1 and 2 make 1.5.
    const m: AnyModule = {
      ...TRICKS_MODULE,
      measures: [{ name: 'Round', of: (g) => TRICKS_MODULE.engine.status(g).round }],
    };
    const four = ['easy', 'easy', 'easy', 'easy'] as const;
    const r = playLabDeal(m, { rounds: 2 }, four, 9, { unit: 'matches' });
    expect(r.rounds).toBe(2);
    expect(r['measure:0']).toBe(1.5);
    expect(playLabDeal(m, { rounds: 2 }, four, 9, { unit: 'rounds' })['measure:0']).toBe(1);
  });

  test('the same seeds give the same figures, in one job or in parts; rounds say none of this', () => {
    const spec = kapowSpec({ b: { goingOutPenalty: 'none' } });
    const whole = runDeals(kapow, spec, 0, 4);
    const parts = runDeals(kapow, spec, 0, 2);
    const rest = runDeals(kapow, spec, 2, 4);
    for (const k of ['a', 'b', 'diff'] as const)
      expect((parts[k].rounds?.sum ?? 0) + (rest[k].rounds?.sum ?? 0)).toBe(whole[k].rounds?.sum);
    const labels = figureRows(kapow, spec, whole).map((r) => r.label);
    expect(labels).toContain('Wins, second to play');
    expect(labels).toContain('Actions per match (all seats)');
    const firstRounds = figureRows(kapow, { ...spec, unit: 'rounds' }, whole).map((r) => r.label);
    expect(firstRounds.some((l) => /Wins|Rounds per match|Final total/.test(l))).toBe(false);
    // A first round's winners: the best score of the round, by place.
    expect(firstRounds).toContain('Best round, second to play');
    expect(toCsv(spec, figureRows(kapow, spec, whole))).toMatch(/whole matches from seeds 1 to 6/);
  });
});

describe('a comparison of whole matches from outside', () => {
  test('a comparison without a unit (made before whole matches) plays first rounds', () => {
    const { unit: _, ...old } = kapowSpec();
    const read = checkSpec(kapow, old);
    expect(read.ok && read.value.unit).toBe('rounds');
    expect(checkSpec(kapow, { ...old, unit: 'games' })).toMatchObject({
      ok: false,
      error: { message: 'The lab plays first rounds or whole matches.' },
    });
  });

  test('a lab link carries whole matches; one made before them reads as first rounds', async () => {
    const spec = kapowSpec({ a: {}, b: { rounds: 3 }, rounds: 100 });
    const link = new URL(labLink(kapow, spec, 'https://example.test/'));
    expect(await readLink(kapow, link.hash)).toEqual({ kind: 'lab', spec });
    // A link of first rounds is written as before whole matches, and an old one reads so.
    const { unit: _, worth: __, ...old } = spec;
    const first = { ...old, unit: 'rounds' as const, worth: false };
    const rounds = new URL(labLink(kapow, first, 'https://example.test/'));
    expect(rounds.hash).toBe(`#game=kapow&lab=c1.${b64(old)}`);
    expect(await readLink(kapow, rounds.hash)).toEqual({ kind: 'lab', spec: first });
  });

  test("the setup's house rules with a rule of the whole match open the lab in whole matches", () => {
    expect(houseSpec(kapow, { rounds: 3 }, 2)).toMatchObject({ unit: 'matches', rounds: 100 });
    expect(houseSpec(kapow, { goingOutPenalty: 'none' }, 2)).toMatchObject({
      unit: 'rounds',
      rounds: 500,
    });
    // A rule of the whole match set to its standard value changes nothing: first rounds.
    expect(houseSpec(kapow, { rounds: kapow.rules.defaults.rounds }, 2).unit).toBe('rounds');
  });
});

describe('the skill probe and the drama of a match', () => {
  test('a hard bot among easy ones has the best KAPOW! round more often than its fair share, its seat turning', () => {
    const spec = kapowSpec({ unit: 'rounds', rounds: 40, b: { goingOutPenalty: 'none' } });
    const sums = runDeals(kapow, spec, 0, 40, 'skill');
    expect(sums).toMatchObject({ deals: 0, skill: 40 });
    // Only the probe's figure: the comparison's are the other experiment's.
    expect(Object.keys(sums.a)).toEqual(['skill']);
    const skill = rowOf(
      figureRows(kapow, spec, sums),
      'Skill: a hard bot among easy ones has the best round (fair share 50%)',
    );
    expect(skill.a?.n).toBe(40);
    expect(skill.a?.lo).toBeGreaterThan(50);
    expect(skill.b?.lo).toBeGreaterThan(50);
    // Deal i of the probe: the hard bot at seat i mod n, from a seed past every comparison's.
    for (const i of [0, 1, 2, 3]) {
      const levels = i % 2 === 0 ? (['hard', 'easy'] as const) : (['easy', 'hard'] as const);
      const seed = spec.seed + MAX_ROUNDS + i;
      const alone = playLabDeal(kapow, spec.a, levels, seed, { watch: i % 2 });
      expect(runDeals(kapow, spec, i, i + 1, 'skill').a.skill?.sum).toBe(alone['watched:won']);
    }
  });

  test('a one-round match has no drama: its leader wins, the lead never changes', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = playLabDeal(kapow, { rounds: 1 }, ['easy', 'medium'], seed, { unit: 'matches' });
      expect(r.rounds).toBe(1);
      expect(r.leadChanges).toBe(0);
      expect(r.halfLeaderLost).toBe(0);
      // The last after the only round won only in a tie.
      expect(r.comeback).toBe(r['points:0'] === r['points:1'] ? 1 : 0);
    }
  });

  test('over longer matches the figures stay in their bounds, and some match has a lead change', () => {
    let changes = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const r = playLabDeal(kapow, { rounds: 5 }, ['easy', 'easy'], seed, { unit: 'matches' });
      expect([0, 1]).toContain(r.halfLeaderLost);
      expect([0, 1]).toContain(r.comeback);
      expect(r.leadChanges).toBeGreaterThanOrEqual(0);
      expect(r.leadChanges).toBeLessThanOrEqual(4);
      changes += r.leadChanges ?? 0;
    }
    expect(changes).toBeGreaterThan(0);
  });
});

test("a share's range stays between 0 and 100%, a difference's between -100 and 100", () => {
  const spec = kapowSpec({ unit: 'rounds', rounds: 3 });
  // Two wins in three deals for A, one for B: the normal range runs past 100% and below 0.
  const sums = emptySums();
  sums.a.skill = { n: 3, sum: 2, sumSq: 2 };
  sums.b.skill = { n: 3, sum: 1, sumSq: 1 };
  sums.diff.skill = { n: 3, sum: -1, sumSq: 3 };
  const skill = rowOf(
    figureRows(kapow, spec, sums),
    'Skill: a hard bot among easy ones has the best round (fair share 50%)',
  );
  expect(skill.a).toMatchObject({ lo: expect.closeTo(1.35, 0), hi: 100 });
  expect(skill.b).toMatchObject({ lo: 0, hi: expect.closeTo(98.65, 0) });
  expect(skill.diff).toMatchObject({ lo: -100, hi: expect.closeTo(97.4, 0) });
});

test("seats are counted by their place in the order of play: Kapaga's first to play changes with the deal", async () => {
  const kapaga = (await gameById('kapaga')?.load()) as AnyModule;
  const levels = ['easy', 'easy', 'easy', 'easy'] as const;
  const firsts = new Set<number>();
  for (let seed = 1; seed <= 8; seed++) {
    const g = kapaga.engine.newGame({ players: 4, seed });
    if (!g.ok) throw new Error(g.error.message);
    const first = kapaga.engine.status(g.value).turn ?? -1;
    firsts.add(first);
    for (const seat of [0, 1, 2, 3]) {
      const r = playLabDeal(kapaga, {}, levels, seed, { watch: seat });
      // The seat `seat` is (seat - first) places after the first to play.
      expect(r[`points:${(seat - first + 4) % 4}`], `seed ${seed}, seat ${seat}`).toBe(
        r['watched:points'],
      );
    }
  }
  expect(firsts.size).toBeGreaterThan(1);
});
