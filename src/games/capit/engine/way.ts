/** A way the meld finder holds, as the contract's melds (section 5's Meld). */
import { cardCode } from './cards';
import type { Finder } from './finder';
import type { Meld } from './state';

/** The finder's current way as melds, in the finder's order of needs. */
export function wayOf(f: Finder): Meld[] {
  const melds: Meld[] = [];
  for (let j = 0; j < f.n; j++) {
    const cards: string[] = [];
    const a = f.mStart[j] as number;
    for (let i = 0; i < (f.mLen[j] as number); i++) cards.push(cardCode(f.buf[a + i] as number));
    melds.push({ kind: f.kinds[j] === 0 ? 'set' : 'run', cards });
  }
  return melds;
}
