/** What the game picker shows of Kapaga before its code loads. */
import type { GameInfo } from '../module';

export const INFO: GameInfo = {
  id: 'kapaga',
  name: 'Kapaga',
  tagline: 'Crazy Eights with teeth: stacking 2s, passing 9s, wild 8s, and a KAPAGA! call.',
  // R3: the default rules seat up to 10 (a house rule may allow fewer).
  players: { min: 2, max: 10, default: 4 },
  lowWins: true,
};

/**
 * A link without `game=` that is Kapaga's: its codes from before games had ids (`k1.`
 * rules, `r1.` replays, `l1.` lab runs) and the options only Kapaga reads. Such a link
 * opens Kapaga whichever game was picked last.
 */
export function ownsLink(p: URLSearchParams): boolean {
  const coded = (k: string, prefix: string) => (p.get(k) ?? '').startsWith(prefix);
  return (
    coded('rules', 'k') ||
    coded('replay', 'r') ||
    coded('lab', 'l') ||
    ['opponents', 'level', 'preset', 'fresh'].some((k) => p.has(k))
  );
}
