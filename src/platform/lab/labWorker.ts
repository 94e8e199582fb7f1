/// <reference lib="webworker" />
/**
 * The rules lab's Web Worker, for any game: loads the game's module from the registry by
 * the spec's id, plays the deals it is sent and answers with their sums. A job is fixed by
 * the spec and its deals alone, so any worker may take any job.
 */
import { type AnyModule, gameById } from '../../games/registry';
import { type LabExperiment, runDeals } from './run';
import type { LabSpec } from './spec';

export interface LabJob {
  id: number;
  spec: LabSpec;
  from: number;
  to: number;
  exp: LabExperiment;
}

// This file runs only as a worker, whose global is the worker's scope, not a window.
declare const self: DedicatedWorkerGlobalScope;

const loaded = new Map<string, Promise<AnyModule>>();

self.onmessage = async (e: MessageEvent<LabJob>) => {
  const post = (x: unknown) => self.postMessage(x);
  const id = e.data?.id;
  try {
    const { spec, from, to, exp } = e.data;
    const entry = gameById(spec.game);
    if (!entry) throw new Error(`no game ${spec.game}`);
    let loading = loaded.get(spec.game);
    if (loading === undefined) {
      loading = entry.load();
      loaded.set(spec.game, loading);
    }
    const m = await loading;
    post({ id, result: runDeals(m, spec, from, to, exp) });
  } catch (err) {
    post({ id, error: String(err) });
  }
};
