/**
 * Cap-It's own table settings (GameModule.prefs): how the hand is sorted, by set (cards of
 * a rank together) or by run (a suit in order). Its table reads them (TableProps.prefs).
 */
import type { PrefsConfig } from '../module';

export interface Prefs {
  /** 'set': by rank, then suit; 'run': by suit, then rank (ace high, C3). */
  sort: 'set' | 'run';
}

export const PREFS: PrefsConfig<Prefs> = {
  defaults: { sort: 'set' },
  fields: { sort: { kind: 'enum', values: ['set', 'run'] } },
  text: {
    sort: {
      label: 'Sort my hand',
      line: 'Cards of a rank together, for sets, or each suit in order, for runs.',
      example: 'By run: 5♥ 6♥ 7♥ sit side by side.',
      options: { set: 'By set (rank)', run: 'By run (suit)' },
    },
  },
};

/** The settings a table was handed, its defaults for any left out. */
export const prefsOf = (p: Partial<Prefs> | undefined): Prefs => ({ ...PREFS.defaults, ...p });
