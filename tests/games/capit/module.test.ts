/** Cap-It as a module: its rules config (the contracts a list field), its sounds, its status. */
import { describe, expect, test } from 'vitest';
import { DEFAULT_RULES, resolveRules } from '../../../src/games/capit/engine';
import { MODULE } from '../../../src/games/capit/module';
import { sayContracts } from '../../../src/games/capit/rulesWords';
import { gameById } from '../../../src/games/registry';
import { fieldOk } from '../../../src/lib/fields';
import { play, table } from './helpers';

describe('Cap-It module', () => {
  test('it is registered, 4 to 6 players, the lowest total winning (C1, C16)', async () => {
    const e = gameById('capit');
    expect(e?.info).toMatchObject({ name: 'Cap-It', players: { min: 4, max: 6 }, lowWins: true });
    expect((await e?.load())?.info.id).toBe('capit');
  });

  test('C6: the contracts are a list field the editor checks as the engine does', () => {
    const spec = MODULE.rules.fields.contracts;
    expect(fieldOk(spec, DEFAULT_RULES.contracts)).toBe(true);
    const bad = [[{ kind: 'set', length: 2 }]];
    expect(fieldOk(spec, bad)).toBe(false);
    expect(resolveRules({ contracts: bad }).ok).toBe(false);
    expect(sayContracts(DEFAULT_RULES.contracts.slice(0, 2))).toBe(
      'round 1, two sets of 3; round 2, a set of 3 and a run of 4',
    );
    // Every field has words and sits in one box of the editor.
    const grouped = (MODULE.rules.groups ?? []).flatMap((g) => g.fields).sort();
    expect(grouped).toEqual(Object.keys(MODULE.rules.fields).sort());
    expect(Object.keys(MODULE.rules.text).sort()).toEqual(grouped);
  });

  test('C16: more rounds than contracts is an error on the rounds field, in the engine’s words', () => {
    const rules = { ...DEFAULT_RULES, contracts: DEFAULT_RULES.contracts.slice(0, 2) };
    const notes = MODULE.rules.check?.(rules, 4) ?? [];
    expect(notes).toEqual([
      expect.objectContaining({
        field: 'rounds',
        level: 'error',
        message: expect.stringMatching(/at most 2 rounds/),
      }),
    ]);
    expect(MODULE.rules.check?.(DEFAULT_RULES, 4)).toEqual([]);
  });

  test('C8, C12: sounds: a lay-off, then a discard that goes out', () => {
    const g = table(['9H', '4C'], {
      stage: 'meld',
      down: [true, true, false, false],
      table: [{ owner: 1, kind: 'run', cards: ['5H', '6H', '7H', '8H'] }],
    });
    const layoff = { type: 'layoff', seat: 0, card: '9H', meld: 0, end: 'high' } as const;
    const after = play(g, layoff);
    expect(MODULE.sounds?.(g, layoff, after)).toEqual(['lay-off']);
    const out = { type: 'discard', seat: 0, card: '4C' } as const;
    expect(MODULE.sounds?.(after, out, play(after, out))).toEqual(['discard', 'out']);
    for (const name of ['meld', 'push', 'lay-off', 'free', 'out'])
      expect(MODULE.soundBook?.[name], name).toBeDefined();
  });

  test('the status names the seat on turn while playing, none once the round is scored', () => {
    const g = table(['4C'], { stage: 'meld' });
    expect(MODULE.engine.status(g)).toMatchObject({ phase: 'playing', turn: 0 });
    const over = play(g, { type: 'discard', seat: 0, card: '4C' });
    expect(MODULE.engine.status(over)).toMatchObject({ phase: 'round-over', turn: null });
    expect(MODULE.engine.nextRound(g).ok).toBe(false);
    expect(MODULE.engine.nextRound(over).ok).toBe(true);
  });
});
