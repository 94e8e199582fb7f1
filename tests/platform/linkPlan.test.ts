/**
 * A link's setup (src/platform/plan.ts `linkPlan`): `players`, or `opponents` as links before
 * the table wrote it, the bots' level and a preset; out of range is ignored, none is null.
 */
import { describe, expect, test } from 'vitest';
import { type AnyModule, gameById } from '../../src/games/registry';
import { defaultPlan, linkPlan, withoutPlan } from '../../src/platform/plan';

const kapaga = (await gameById('kapaga')?.load()) as AnyModule;

describe('linkPlan', () => {
  const plan = defaultPlan(kapaga);

  test('opponents and a level: the person first, bots of that level', () => {
    const p = linkPlan(kapaga, '?fresh&seed=5&opponents=2&level=easy&speed=instant', plan);
    expect(p?.seats).toEqual([
      { kind: 'person', name: 'You' },
      { kind: 'bot', level: 'easy', name: 'Bot 1' },
      { kind: 'bot', level: 'easy', name: 'Bot 2' },
    ]);
    expect(p?.rules).toBe(plan.rules);
  });

  test('players and a preset: the preset rules, the seats kept as named', () => {
    const named = {
      ...plan,
      seats: plan.seats.map((s, i) => (i === 1 ? { ...s, name: 'Zed' } : s)),
    };
    const p = linkPlan(kapaga, '?players=2&preset=classic', named);
    expect(p?.seats.map((s) => s.name)).toEqual(['You', 'Zed']);
    expect(p?.rules).toEqual(kapaga.rules.presets?.find((x) => x.id === 'classic')?.rules);
  });

  test('nothing asked, or only values out of range: no plan from the link', () => {
    expect(linkPlan(kapaga, '?seed=5&speed=fast', plan)).toBeNull();
    expect(linkPlan(kapaga, '?players=99&level=godlike&preset=nope', plan)).toBeNull();
  });
});

test('once read, the setup and the deal leave the address; the speed and the game stay', () => {
  expect(
    withoutPlan('https://a.b/?fresh&seed=5&opponents=2&level=easy&speed=fast#game=kapaga'),
  ).toBe('https://a.b/?speed=fast#game=kapaga');
});
