/**
 * KAPOW!'s own table settings (GameModule.prefs): whether Kai's table talk shows. Its table
 * reads them (TableProps.prefs); the words here are the only ones its settings say them in.
 */
import type { PrefsConfig } from '../module';

export interface Prefs {
  /** Kai's remarks by its seat (table talk, bots/talk.ts) not shown. */
  muteTalk: boolean;
}

export const PREFS: PrefsConfig<Prefs> = {
  defaults: { muteTalk: false },
  fields: { muteTalk: { kind: 'bool' } },
  text: {
    muteTalk: {
      label: 'Mute Kai’s table talk',
      line: 'Kai sometimes says a word as it plays (a triad made, going out): only talk, no rule behind it, and never a hidden card.',
      example: 'Kai completes a triad: “Another triad off the table.” by its seat, or nothing.',
    },
  },
};

/** The settings a table was handed, its defaults for any left out. */
export const prefsOf = (p: Partial<Prefs> | undefined): Prefs => ({ ...PREFS.defaults, ...p });
