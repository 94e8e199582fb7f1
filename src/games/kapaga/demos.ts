/**
 * Kapaga's rule demos (content/demos.ts) as the table plays any game's (`Demo` in
 * games/scripted.ts): every hand face up, Ann, Bea, Cal and Dan by name, each step said as
 * the log says it, the result said after the last, and the same moves again under the
 * demo's house rule changed (a scripted move it refuses becomes that player's draw, and the
 * step says so).
 */
import { valueName } from '../../kit/rulesWords';
import type { DemoStep, Demo as TableDemo, Token } from '../module';
import { DEMO_NAMES, type Demo, runDemo, DEMOS as SCRIPTS } from './content/demos';
import { describe } from './describe';
import type { Action, Game } from './engine';
import { FIELD_TEXT } from './ruleFieldsText';

const N = { names: DEMO_NAMES, you: null };
const text = (t: string): Token => ({ kind: 'text', text: t });

/** The demo played as set up, or with its house rule changed: where it starts, and its steps. */
function script(d: Demo, changed: boolean) {
  const run = runDemo(d, changed);
  const [first] = run.games;
  const promise = changed ? d.promise.off : d.promise.on;
  const last = run.actions.length - 1;
  const steps = run.actions.flatMap((action, i): DemoStep<Action>[] => {
    const before = run.games[i];
    if (!before) return [];
    const who = 'seat' in action ? (DEMO_NAMES[action.seat] ?? '') : '';
    const say = [
      ...(run.replaced.includes(i)
        ? [text(`The house rule as changed refuses the scripted move, so ${who} draws instead. `)]
        : []),
      ...describe(before, action, N),
      ...(i === last
        ? [text(` ${changed ? 'With the house rule changed:' : 'The result:'} ${promise}`)]
        : []),
    ];
    return [{ action, say }];
  });
  // A fresh table each time the demo starts over.
  return {
    // Every demo's table lays out (tests/games/kapaga/content/demos.test.ts): `first` is there.
    start: (): Game => structuredClone(first as Game),
    steps,
  };
}

/**
 * A demo's table and steps, played out when first asked for (not as the module loads: its
 * bots' workers load it too).
 */
function played(d: Demo, changed: boolean) {
  let got: ReturnType<typeof script> | null = null;
  const get = () => {
    got ??= script(d, changed);
    return got;
  };
  return {
    start: () => get().start(),
    get steps() {
      return get().steps;
    },
  };
}

function tableDemo(d: Demo): TableDemo<Game, Action> {
  const t = d.toggle;
  const asSet = played(d, false);
  return {
    id: d.id,
    title: d.title,
    shows: d.explain,
    intro: [text(`${d.rules}. ${d.explain}`)],
    open: true,
    names: DEMO_NAMES,
    start: asSet.start,
    get steps() {
      return asSet.steps;
    },
    ...(t && {
      // Assigned, not spread: a spread would play it out now.
      changed: Object.assign(played(d, true), {
        rule: `${FIELD_TEXT[t.field].label}: ${valueName(FIELD_TEXT[t.field], t.value)}`,
      }),
    }),
  };
}

export const DEMOS: readonly TableDemo<Game, Action>[] = SCRIPTS.map(tableDemo);
