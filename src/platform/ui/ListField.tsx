/**
 * A rules field of the list kind in the one rules editor (Cap-It's contracts: a list of
 * rounds, each a list of melds, each a kind and a length): rows that can be changed, added
 * and removed within the field's bounds, every value of its spec, so the rules stay valid.
 */
import type { FieldText } from '../../games/module';
import type { FieldSpec } from '../../lib/fields';
import { isRecord } from '../../lib/result';

type Parts = NonNullable<FieldText['parts']>;

/** A fresh value of `spec`: the first choice, the least number, a list at its least. */
export function blankOf(spec: FieldSpec): unknown {
  switch (spec.kind) {
    case 'enum':
      return spec.values[0];
    case 'int':
      return spec.min;
    case 'bool':
      return false;
    case 'list':
      return Array.from({ length: spec.min }, () => blankOf(spec.item));
    case 'record':
      return Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, blankOf(f)]));
  }
}

function Scalar({
  spec,
  value,
  label,
  options,
  onChange,
}: {
  spec: FieldSpec;
  value: unknown;
  label: string;
  options?: Readonly<Record<string, string>>;
  onChange(v: unknown): void;
}) {
  if (spec.kind === 'bool')
    return (
      <label className="check">
        <input
          type="checkbox"
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
        />
        {label}
      </label>
    );
  const values: readonly (string | number)[] =
    spec.kind === 'enum'
      ? spec.values
      : spec.kind === 'int'
        ? Array.from({ length: Math.min(spec.max - spec.min + 1, 200) }, (_, k) => spec.min + k)
        : [];
  return (
    <select
      aria-label={label}
      value={String(value)}
      onChange={(e) => {
        const x = values.find((y) => String(y) === e.target.value);
        if (x !== undefined) onChange(x);
      }}
    >
      {values.map((x) => (
        <option key={String(x)} value={String(x)}>
          {options?.[String(x)] ?? String(x)}
        </option>
      ))}
    </select>
  );
}

function Item({
  spec,
  value,
  label,
  parts,
  onChange,
}: {
  spec: FieldSpec;
  value: unknown;
  label: string;
  parts: Parts;
  onChange(v: unknown): void;
}) {
  if (spec.kind === 'list')
    return (
      <Rows
        spec={spec}
        value={value}
        item={parts.inner ?? 'Item'}
        within={label}
        parts={parts}
        onChange={onChange}
      />
    );
  if (spec.kind === 'record') {
    const rec = isRecord(value) ? value : {};
    return (
      <span className="list-record">
        {Object.entries(spec.fields).map(([k, f]) => (
          <Scalar
            key={k}
            spec={f}
            value={rec[k]}
            label={`${label}: ${parts.fields?.[k]?.label ?? k}`}
            options={parts.fields?.[k]?.options}
            onChange={(v) => onChange({ ...rec, [k]: v })}
          />
        ))}
      </span>
    );
  }
  return <Scalar spec={spec} value={value} label={label} onChange={onChange} />;
}

function Rows({
  spec,
  value,
  item,
  within,
  parts,
  onChange,
}: {
  spec: Extract<FieldSpec, { kind: 'list' }>;
  value: unknown;
  item: string;
  /** The row this list is inside ("Round 2"), for its controls' names. */
  within?: string;
  parts: Parts;
  onChange(v: unknown[]): void;
}) {
  const list = Array.isArray(value) ? value : [];
  const set = (i: number, v: unknown) => onChange(list.map((x, k) => (k === i ? v : x)));
  return (
    <ol className="list-rows">
      {list.map((x, i) => {
        const short = `${item} ${i + 1}`;
        const name = within ? `${within}: ${short}` : short;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are their places in the list
          <li key={i} className="list-row">
            {!within && <span className="list-name">{short}</span>}
            <Item
              spec={spec.item}
              value={x}
              label={name}
              parts={parts}
              onChange={(v) => set(i, v)}
            />
            <button
              type="button"
              className="list-remove"
              aria-label={`Remove ${name}`}
              disabled={list.length <= spec.min}
              onClick={() => onChange(list.filter((_, k) => k !== i))}
            >
              ×
            </button>
          </li>
        );
      })}
      <li>
        <button
          type="button"
          className="list-add"
          disabled={list.length >= spec.max}
          onClick={() => onChange([...list, list.at(-1) ?? blankOf(spec.item)])}
        >
          Add {item.toLowerCase()}
          {within && <span className="sr-only"> to {within}</span>}
        </button>
      </li>
    </ol>
  );
}

/** The field's rows, labelled by the game's words for its parts. */
export function ListField({
  spec,
  text,
  value,
  onChange,
}: {
  spec: Extract<FieldSpec, { kind: 'list' }>;
  text: FieldText | undefined;
  value: unknown;
  onChange(v: unknown[]): void;
}) {
  const parts: Parts = text?.parts ?? { item: 'Item' };
  return <Rows spec={spec} value={value} item={parts.item} parts={parts} onChange={onChange} />;
}
