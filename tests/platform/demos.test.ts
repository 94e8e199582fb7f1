/**
 * Every registered game's demos and lesson, played through its engine: each start is a
 * legal game, each step one of the legal actions at its point (so a rule change that makes
 * a step illegal fails here), every caption says something.
 */
import { describe, expect, test } from 'vitest';
import type { AnyAction, DemoStep, Engine, Token } from '../../src/games/module';
import { type AnyModule, GAMES } from '../../src/games/registry';
import { isLegal, playSteps, sameAction } from '../../src/platform/script';

const MODULES: [string, AnyModule][] = await Promise.all(
  GAMES.map(async (e) => [e.info.id, await e.load()] as [string, AnyModule]),
);
const said = (t: readonly Token[]) =>
  t
    .map((x) => x.text)
    .join('')
    .trim();

/** Plays the steps, failing on the first one not legal at its point. */
function walk<G>(
  e: Engine<G, AnyAction, unknown, unknown>,
  g0: G,
  steps: readonly DemoStep<AnyAction>[],
) {
  let g = g0;
  for (const [i, s] of steps.entries()) {
    expect(isLegal(e, g, s.action), `step ${i + 1}: ${JSON.stringify(s.action)}`).toBe(true);
    g = playSteps(e, g, [s], 1);
  }
  return g;
}

describe.each(MODULES.filter(([, m]) => m.demos))('%s demos', (_id, m) => {
  const demos = m.demos ?? [];
  test('ids are distinct; titles and lines say something', () => {
    expect(new Set(demos.map((d) => d.id)).size).toBe(demos.length);
    for (const d of demos) expect(d.title && d.shows && said(d.intro)).toBeTruthy();
  });
  test.each(demos.map((d) => [d.id, d] as const))(
    '%s: every step legal, every caption said',
    (_d, d) => {
      const g = d.start();
      expect(m.engine.status(g).phase).toBe('playing');
      expect(d.steps.length).toBeGreaterThan(0);
      for (const s of d.steps) expect(said(s.say)).not.toBe('');
      walk(m.engine, g, d.steps);
      // A fresh table each time: replaying starts over.
      expect(d.start()).toEqual(g);
    },
  );
  test.each(demos.filter((d) => d.changed).map((d) => [d.id, d] as const))(
    '%s, its house rule changed: every step legal, every caption said',
    (_d, d) => {
      const c = d.changed as NonNullable<typeof d.changed>;
      expect(c.rule).not.toBe('');
      const g = c.start();
      expect(m.engine.status(g).phase).toBe('playing');
      for (const s of c.steps) expect(said(s.say)).not.toBe('');
      walk(m.engine, g, c.steps);
      expect(c.start()).toEqual(g);
    },
  );
});

describe.each(MODULES.filter(([, m]) => m.lesson))('%s lesson', (_id, m) => {
  const lesson = m.lesson as NonNullable<AnyModule['lesson']>;
  test('every step legal for the seat it belongs to (KAPOW!: K9-K18; Kapaga: R11-R21); the coach says what and why', () => {
    expect(said(lesson.intro)).not.toBe('');
    expect(said(lesson.end)).not.toBe('');
    let g = lesson.start();
    for (const [i, s] of lesson.steps.entries()) {
      expect(said(s.say), `step ${i + 1}`).not.toBe('');
      const turn = m.engine.status(g).turn;
      // Coached steps are the person's (on turn, or off it: Kapaga's call and catch); the
      // others are another seat's turn.
      if (s.who !== 'coach') expect(turn, `step ${i + 1}`).not.toBe(lesson.seat);
      const mine = m.engine.actionsFor(g, s.who === 'coach' ? lesson.seat : (turn ?? -1));
      expect(
        mine.some((a: unknown) => sameAction(a, s.action)),
        `step ${i + 1}`,
      ).toBe(true);
      g = walk(m.engine, g, [s]);
    }
    // The lesson ends with its round played out, ready to hand over to a match.
    expect(m.engine.status(g).phase).not.toBe('playing');
  });

  test('a step that accepts any action leaves the rest of the script legal', () => {
    let g = lesson.start();
    for (const [i, s] of lesson.steps.entries()) {
      if (s.any)
        for (const alt of m.engine.legalActions(g)) {
          const r = m.engine.applyAction(g, alt);
          if (r.ok) walk(m.engine, r.value, lesson.steps.slice(i + 1));
        }
      g = playSteps(m.engine, g, [s], 1);
    }
  });
});

test('KAPOW! brings demos for K6, K8, K12, K15-K18 and the 9-9-11 tip, and a lesson', () => {
  const k = MODULES.find(([id]) => id === 'kapow')?.[1];
  expect(k?.demos?.map((d) => d.id)).toEqual([
    'powersets',
    'kapow-swap',
    'going-out-doubled',
    'negative-triad',
    'nine-nine-eleven',
  ]);
  const steps = k?.lesson?.steps ?? [];
  expect(steps.filter((s) => s.who === 'coach').length).toBeGreaterThanOrEqual(10);
  // K9 reveals, K10 both piles, K11 replace/power/discard, K12 swap: all coached.
  const kinds = new Set(
    steps
      .filter((s) => s.who === 'coach')
      .map((s) => JSON.stringify([s.action.type, (s.action as { from?: string }).from ?? ''])),
  );
  for (const k of ['reveal', 'replace', 'power', 'discard', 'swap', 'end'])
    expect(
      [...kinds].some((x) => x.includes(`"${k}"`)),
      k,
    ).toBe(true);
  expect(kinds.has('["draw","stock"]') && kinds.has('["draw","discard"]')).toBe(true);
});
