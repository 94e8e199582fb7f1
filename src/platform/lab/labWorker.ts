/// <reference lib="webworker" />
/**
 * The rules lab's Web Worker, for any game: loads the game's module from the registry by
 * the spec's id, plays the deals it is sent and answers with their sums. A job is fixed by
 * the spec and its deals alone, so any worker may take any job.
 */
import { type AnyModule, gameById } from '../../games/registry';
import { runDeals } from './run';
import type { LabSpec } from './spec';

export interface LabJob {
  id: number;
  spec: LabSpec;
  from: number;
  to: number;
}

const loaded = new Map<string, Promise<AnyModule>>();

self.onmessage = async (e: MessageEvent<LabJob>) => {
  const { id, spec, from, to } = e.data;
  const post = (x: unknown) => (self as unknown as Worker).postMessage(x);
  try {
    const entry = gameById(spec.game);
    if (!entry) throw new Error(`no game ${spec.game}`);
    if (!loaded.has(spec.game)) loaded.set(spec.game, entry.load());
    const m = await (loaded.get(spec.game) as Promise<AnyModule>);
    post({ id, sums: runDeals(m, spec, from, to) });
  } catch (err) {
    post({ id, error: String(err) });
  }
};
