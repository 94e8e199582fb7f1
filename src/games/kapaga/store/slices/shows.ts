/** Tables with every hand open: watch mode's controls, the rule demos, replays. */
import { houseSpec } from '../../../../platform/lab/spec';
import { rulesDiff } from '../../engine';
import { ANY_MODULE, MODULE } from '../../module';
import { cleanName } from '../seats';
import { PRESET_TITLES, rulesSummary } from '../selectors/rules';
import { readReplay } from '../share';
import type { ShowsSlice, WatchState } from '../types';
import type { SliceContext } from './context';

export const NO_WATCH: WatchState = { paused: false, steps: 0, showAll: true };

export function showsSlice({ set, get }: SliceContext): ShowsSlice {
  return {
    watch: NO_WATCH,
    demo: { id: null, toggled: false, at: 0 },
    replay: null,
    lab: null,

    openLab(spec): void {
      set({ screen: 'lab', panel: null, error: null, lab: spec ?? get().lab });
    },

    openLabFor(rules, players): void {
      // Your rules (B) against the preset they started from (A), as the editor says them.
      const { base } = rulesSummary(rules);
      const from = MODULE.rules.presets?.find((p) => p.id === base);
      const spec = houseSpec(ANY_MODULE, rulesDiff(rules), players);
      get().openLab({
        ...spec,
        a: from?.rules ?? {},
        labels: [PRESET_TITLES[base], 'Your rules'],
      });
    },

    setWatch(patch): void {
      set({ watch: { ...get().watch, ...patch } });
    },

    stepWatch(): void {
      const w = get().watch;
      set({ watch: { ...w, paused: true, steps: w.steps + 1 } });
    },

    showDemos(): void {
      set({ screen: 'demos', panel: null, demo: { id: null, toggled: false, at: 0 } });
    },

    openDemo(id): void {
      set({ demo: { id, toggled: false, at: 0 } });
    },

    demoStep(to: number): void {
      set({ demo: { ...get().demo, at: Math.max(0, to) } });
    },

    toggleDemoRule(): void {
      const d = get().demo;
      // Toggling replays the demo from its start.
      set({ demo: { ...d, toggled: !d.toggled, at: 0 } });
    },

    openReplay(record, names): void {
      const n = record.setup ? record.setup.hands.length : record.players;
      const s = get();
      const fromTable = s.record === record ? s.seats.map((x) => x.name) : null;
      const given =
        names && names.length === n ? names.map((x, i) => cleanName(x) || `Seat ${i + 1}`) : null;
      set({
        screen: 'replay',
        panel: null,
        error: null,
        replay: {
          record,
          names: given ?? fromTable ?? Array.from({ length: n }, (_, i) => `Seat ${i + 1}`),
          at: 0,
        },
      });
    },

    importReplay(text: string) {
      const r = readReplay(text);
      // The panel that asked says why, once (not the table's error line behind it too).
      if (!r.ok)
        return r.error.detail === undefined
          ? { message: r.error.message }
          : { message: r.error.message, detail: r.error.detail };
      get().openReplay(r.value.record, r.value.names);
      return null;
    },

    replayTo(at: number): void {
      const r = get().replay;
      if (!r) return;
      set({ replay: { ...r, at: Math.max(0, Math.min(at, r.record.actions.length)) } });
    },

    closeReplay(): void {
      const s = get();
      set({ screen: s.game ? 'table' : 'new', replay: null, error: null });
    },
  };
}
