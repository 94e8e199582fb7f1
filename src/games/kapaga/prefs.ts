/**
 * Kapaga's own table settings (GameModule.prefs): how the hand is sorted, whether the cards
 * that may be played are marked, and four-colour suits. Its table reads them (TableProps.prefs);
 * the words here are the only ones its settings say them in.
 */
import type { PrefsConfig } from '../module';

export interface Prefs {
  sortBy: 'suit' | 'rank';
  /** Mark the cards that may start or continue a play. */
  hints: boolean;
  /** Diamonds blue, clubs green. */
  fourColour: boolean;
  /** The bots' "Nearly KAPAGA!" (table talk) not shown. */
  muteChants: boolean;
}

/** Where Kapaga's own screen keeps its settings (these among them). */
export const OWN_SETTINGS_KEY = 'kapaga:settings';

export const PREFS: PrefsConfig<Prefs> = {
  defaults: { sortBy: 'suit', hints: true, fourColour: false, muteChants: false },
  before: OWN_SETTINGS_KEY,
  fields: {
    sortBy: { kind: 'enum', values: ['suit', 'rank'] },
    hints: { kind: 'bool' },
    fourColour: { kind: 'bool' },
    muteChants: { kind: 'bool' },
  },
  text: {
    sortBy: {
      label: 'Sort your hand by',
      line: 'The order of the cards in your hand.',
      example: 'Rank: every 7 together, whatever its suit.',
      options: { suit: 'Suit', rank: 'Rank' },
    },
    hints: {
      label: 'Mark the cards I can play',
      line: 'The cards that may start or continue your play stand out.',
      example: 'On the 7♥, your hearts and 7s are marked.',
    },
    fourColour: {
      label: 'Four-colour suits (♦ blue, ♣ green)',
      line: 'Each suit its own colour.',
      example: 'The 5♦ in blue, the 5♣ in green.',
    },
    muteChants: {
      label: 'Mute the bots’ “Nearly KAPAGA!” chants',
      line: 'A bot left with two cards sometimes says so: only talk, no rule behind it.',
      example: 'Bo plays down to two cards: “Nearly KAPAGA!” by his seat, or nothing.',
    },
  },
};

/** The settings a table was handed, its defaults for any left out. */
export const prefsOf = (p: Partial<Prefs> | undefined): Prefs => ({ ...PREFS.defaults, ...p });
