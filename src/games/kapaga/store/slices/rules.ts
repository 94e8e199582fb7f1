/** The rules chosen for the next match, and links that bring rules or a replay. */
import { elsewhere, GAME } from '../gameMark';
import { decodeLab, decodeRecord, decodeRules } from '../share';
import type { RulesSlice } from '../types';
import type { SliceContext } from './context';

export function rulesSlice({ set, get, boot }: SliceContext): RulesSlice {
  return {
    chosenRules: boot.chosenRules,
    linkSeed: null,
    rulesCard: false,

    setChosenRules(rules): void {
      set({ chosenRules: rules, error: null });
    },

    dismissRulesCard(): void {
      set({ rulesCard: false });
    },

    openLink(params): void {
      if (params.game !== undefined && params.game !== GAME) {
        set({ screen: 'new', notice: `This link is ${elsewhere(params.game, 'link')}.` });
        return;
      }
      if (params.rules !== undefined) {
        const r = decodeRules(params.rules);
        set(
          r.ok
            ? {
                screen: 'new',
                chosenRules: r.value.rules,
                linkSeed: r.value.seed ?? null,
                notice: 'These house rules came with the link you opened.',
              }
            : // A broken link changes nothing the player chose: their rules stay.
              { screen: 'new', linkSeed: null, notice: r.error.message },
        );
      }
      if (params.lab !== undefined) {
        const spec = decodeLab(params.lab);
        if (spec.ok) get().openLab(spec.value);
        else set({ screen: 'new', notice: spec.error.message });
      }
      if (params.replay !== undefined) {
        const rec = decodeRecord(params.replay);
        if (rec.ok) get().openReplay(rec.value, params.names?.split(','));
        else set({ screen: 'new', notice: rec.error.message });
      }
    },
  };
}
