/** The rules lab's run: streams, stops, and a link reproduces the comparison. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SPEC } from '../../src/games/kapaga/sim/lab/spec';
import { createGameStore, decodeLab, encodeLab } from '../../src/games/kapaga/store';
import {
  createLabStore,
  selectLabProgress,
  selectLabRows,
} from '../../src/games/kapaga/store/lab/labStore';

const until = async (f: () => boolean, ms = 30_000) => {
  const t0 = Date.now();
  while (!f()) {
    if (Date.now() - t0 > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe('the lab store', () => {
  it('runs a comparison to the end, the figures tightening as units come in', async () => {
    const lab = createLabStore({ ...DEFAULT_SPEC, count: 16 }, { makeWorker: null });
    lab.getState().start();
    expect(lab.getState().status).toBe('running');
    await until(() => lab.getState().done > 0);
    const early = selectLabRows(lab.getState()).find((r) => r.def.id === 'turns');
    await until(() => lab.getState().status === 'done');
    const s = lab.getState();
    expect(selectLabProgress(s)).toBe(1);
    const late = selectLabRows(s).find((r) => r.def.id === 'turns');
    expect(late?.a?.n).toBe(16);
    expect((early?.a?.n ?? 0) < 16).toBe(true);
    expect(s.firstMs).not.toBeNull();
  }, 60_000);

  it('stops midway: what came in stays, nothing more arrives', async () => {
    const lab = createLabStore({ ...DEFAULT_SPEC, count: 200 }, { makeWorker: null });
    lab.getState().start();
    await until(() => lab.getState().done > 0);
    lab.getState().stop();
    const done = lab.getState().done;
    await new Promise((r) => setTimeout(r, 200));
    expect(lab.getState().status).toBe('stopped');
    expect(lab.getState().done).toBe(done);
    expect(selectLabRows(lab.getState()).length).toBeGreaterThan(10);
  }, 60_000);

  it('a link carries the comparison exactly; a bad one is refused in words', () => {
    const spec = {
      ...DEFAULT_SPEC,
      b: { zombieTwos: false },
      labels: ['Grayzone', 'No zombies'] as [string, string],
      seed: 77,
    };
    const code = encodeLab(spec);
    expect(decodeLab(code)).toEqual({ ok: true, value: spec });
    const store = createGameStore({ storage: null });
    store.getState().openLink({ lab: code });
    expect(store.getState().screen).toBe('lab');
    expect(store.getState().lab).toEqual(spec);
    store.getState().openLink({ lab: `${code}x!` });
    expect(store.getState().notice).toMatch(/lab link could not be read/);
  });
});
