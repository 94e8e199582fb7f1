/** The bots' worker: a page thinker off the page (src/platform/thinker.ts). */
import { pageThinker, type Question } from './thinker';

const thinker = pageThinker();

self.onmessage = async (e: MessageEvent<{ id: number; q: Question }>) => {
  const decision = await thinker.decide(e.data.q);
  self.postMessage({ id: e.data.id, decision });
};
