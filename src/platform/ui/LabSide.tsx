/**
 * One side of the rules lab (Lab.tsx): the rule set it starts from, its name, and its
 * fields, field by field.
 */
import { type ReactNode, useState } from 'react';
import type { AnyModule } from '../../games/registry';
import type { LabSpec } from '../lab/spec';
import { type Start, StartFrom } from './LabFields';
import { RulesFields } from './RulesFields';

/** Beside a rule of the whole match (its length) while the lab plays first rounds. */
const MATCH_ONLY =
  'A rule of the whole match: first rounds never see it. Play whole matches to compare it.';

/**
 * A side's fields: folded under a summary where the game has presets (a side starts from
 * one; Kapaga has two dozen fields a side), else open as they are.
 */
function FieldsBox({ folded, children }: { folded: boolean; children: ReactNode }) {
  if (!folded) return children;
  return (
    <details className="lab-fields">
      <summary>Its rules, field by field</summary>
      {children}
    </details>
  );
}

/** Rule set A (`k` 'a', `i` 0) or B ('b', 1) of the comparison set up. */
export function LabSide({
  m,
  k,
  i,
  spec,
  starts,
  setSpec,
  onBadFields,
}: {
  m: AnyModule;
  k: 'a' | 'b';
  i: 0 | 1;
  spec: LabSpec;
  starts: readonly Start[];
  setSpec(patch: Partial<LabSpec>): void;
  onBadFields(bad: string[]): void;
}) {
  // A preset picked starts the side's fields afresh (what was typed in them goes with it).
  const [picks, setPicks] = useState(0);
  return (
    <fieldset className="lab-side">
      <legend>Rule set {k.toUpperCase()}</legend>
      <StartFrom
        m={m}
        starts={starts}
        rules={spec[k]}
        onPick={(p) => {
          const labels: [string, string] = [...spec.labels];
          labels[i] = p.name;
          setSpec({ [k]: p.rules, labels });
          setPicks((n) => n + 1);
        }}
      />
      <label className="lab-name">
        Name{' '}
        <input
          value={spec.labels[i]}
          maxLength={40}
          onChange={(e) => {
            const labels: [string, string] = [...spec.labels];
            labels[i] = e.target.value;
            setSpec({ labels });
          }}
        />
      </label>
      <FieldsBox folded={(m.rules.presets ?? []).length > 0}>
        <RulesFields
          key={picks}
          config={m.rules}
          rules={spec[k]}
          players={spec.players}
          idPrefix={`lab-${k}`}
          onChange={(rules) => setSpec({ [k]: rules })}
          onBadFields={onBadFields}
          idle={{
            fields: spec.unit === 'rounds' ? (m.rules.matchFields ?? []) : [],
            why: MATCH_ONLY,
          }}
        />
      </FieldsBox>
    </fieldset>
  );
}
