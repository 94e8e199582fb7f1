/**
 * A lock manager shared by "tabs" (Web Locks, as tabs.ts uses them): one holder; a request
 * waits its turn; `steal` takes the lock at once (the holder's request fails).
 */
import type { Locks } from '../../src/platform/tabs';

export function fakeLocks(): Locks & { waiting(): number } {
  let holder: { reject: (e: unknown) => void } | null = null;
  const queue: (() => void)[] = [];
  const grant = (
    callback: (lock: unknown) => Promise<void> | void,
    resolve: (v: unknown) => void,
    reject: (e: unknown) => void,
  ) => {
    const me = { reject };
    holder = me;
    Promise.resolve(callback({ name: 'lock' })).then(() => {
      if (holder === me) {
        holder = null;
        queue.shift()?.();
      }
      resolve(undefined);
    });
  };
  return {
    waiting: () => queue.length,
    request(_name, options, callback) {
      return new Promise((resolve, reject) => {
        if (holder && options.steal) holder.reject(new DOMException('stolen', 'AbortError'));
        else if (holder) return void queue.push(() => grant(callback, resolve, reject));
        grant(callback, resolve, reject);
      });
    },
  };
}

export const tick = () => new Promise((r) => setTimeout(r, 0));
