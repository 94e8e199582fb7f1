/** The bots' worker: a page thinker off the page (src/platform/thinker.ts). */
import { pageThinker, type Question } from './thinker';

const thinker = pageThinker();

self.onmessage = async (e: MessageEvent<{ id: number; q: Question }>) => {
  const id = e.data?.id;
  try {
    self.postMessage({ id, decision: await thinker.decide(e.data.q) });
  } catch {
    // No decision: the page reads this as no answer, and thinks on the page itself.
    self.postMessage({ id, decision: null });
  }
};
