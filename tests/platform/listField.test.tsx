/**
 * The one rules editor edits a list field (Cap-It's contracts, CAPIT.md C6) and shows a
 * default that depends on the table's size (La Krap's rounds, LAKRAP.md L16), for any game.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { RulesConfig } from '../../src/games/module';
import { valueName } from '../../src/kit/rulesWords';
import { type FieldSpec, fieldOk, resolveFields } from '../../src/lib/fields';
import { RulesFields } from '../../src/platform/ui/RulesFields';

type Meld = { kind: 'set' | 'run'; length: number };
interface R {
  contracts: Meld[][];
  rounds: number;
}
const MELD: FieldSpec = {
  kind: 'record',
  fields: {
    kind: { kind: 'enum', values: ['set', 'run'] },
    length: { kind: 'int', min: 3, max: 13 },
  },
};
const FIELDS = {
  contracts: { kind: 'list', min: 1, max: 6, item: { kind: 'list', min: 1, max: 3, item: MELD } },
  rounds: { kind: 'int', min: 1, max: 100 },
} as const satisfies Record<keyof R, FieldSpec>;
const DEFAULTS: R = {
  contracts: [
    [
      { kind: 'set', length: 3 },
      { kind: 'set', length: 3 },
    ],
    [
      { kind: 'set', length: 3 },
      { kind: 'run', length: 4 },
    ],
  ],
  rounds: 8,
};
const say = (v: unknown) =>
  (v as Meld[][])
    .map((round) => round.map((m) => `a ${m.kind} of ${m.length}`).join(' and '))
    .join('; ');
const CONFIG: RulesConfig<R> = {
  defaults: DEFAULTS,
  defaultsFor: (players) => ({ ...DEFAULTS, rounds: 2 * players }),
  fields: FIELDS,
  resolve: (x) => resolveFields(DEFAULTS, FIELDS, x),
  text: {
    contracts: {
      label: 'Contracts',
      line: 'What each round asks.',
      example: 'two sets of 3',
      say,
      parts: {
        item: 'Round',
        inner: 'Meld',
        fields: {
          kind: { label: 'kind', options: { set: 'Set', run: 'Run' } },
          length: { label: 'cards' },
        },
      },
    },
    rounds: { label: 'Rounds', line: 'How many rounds.', example: '8' },
  },
};

function editor(players: number) {
  let last: Record<string, unknown> = {};
  const view = render(
    <RulesFields
      config={CONFIG as never}
      rules={{}}
      players={players}
      onChange={(r) => (last = r)}
    />,
  );
  return { view, last: () => last };
}

describe('a list field in the rules editor', () => {
  test('each round is a row of melds; a change gives rules the game accepts', () => {
    const { last } = editor(4);
    expect(screen.getByText('Round 1')).toBeTruthy();
    expect(screen.getByText('Round 2')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Round 2: Meld 2: kind'), { target: { value: 'set' } });
    expect(last().contracts).toEqual([
      DEFAULTS.contracts[0],
      [
        { kind: 'set', length: 3 },
        { kind: 'set', length: 4 },
      ],
    ]);
    expect(fieldOk(FIELDS.contracts, last().contracts)).toBe(true);
  });

  test('a round is added as a copy of the last, removed down to the least the field allows', () => {
    const { last, view } = editor(4);
    fireEvent.click(screen.getByRole('button', { name: 'Add round' }));
    expect(last().contracts).toEqual([...DEFAULTS.contracts, DEFAULTS.contracts[1]]);
    view.rerender(
      <RulesFields
        config={CONFIG as never}
        rules={{ contracts: [[{ kind: 'run', length: 7 }]] }}
        players={4}
        onChange={() => {}}
      />,
    );
    const row = screen.getByText('Round 1').closest('li') as HTMLElement;
    // One round with one meld: neither may go (the field holds at least one of each).
    for (const b of within(row).getAllByRole('button', { name: /Remove/ }))
      expect((b as HTMLButtonElement).disabled).toBe(true);
  });

  test('the value in words comes from the game (the rules card, what changed)', () => {
    expect(valueName(CONFIG.text.contracts, DEFAULTS.contracts)).toBe(
      'a set of 3 and a set of 3; a set of 3 and a run of 4',
    );
  });

  test("a default that depends on the table's size shows as that table's", () => {
    editor(5);
    expect((screen.getByLabelText('Rounds') as HTMLInputElement).value).toBe('10');
  });
});
