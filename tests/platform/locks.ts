/** A lock manager shared by "tabs" (Web Locks, as tabs.ts uses them): one holder; `steal` takes it (the holder's request fails). */
import type { Locks } from '../../src/platform/tabs';

export function fakeLocks(): Locks {
  let holder: { reject: (e: unknown) => void } | null = null;
  return {
    request(_name, options, callback) {
      return new Promise((resolve, reject) => {
        if (holder && !options.steal) {
          Promise.resolve(callback(null)).then(resolve, reject);
          return;
        }
        if (holder && options.steal) holder.reject(new DOMException('stolen', 'AbortError'));
        const me = { reject };
        holder = me;
        Promise.resolve(callback({ name: 'lock' })).then(() => {
          if (holder === me) holder = null;
          resolve(undefined);
        });
      });
    },
  };
}

export const tick = () => new Promise((r) => setTimeout(r, 0));
