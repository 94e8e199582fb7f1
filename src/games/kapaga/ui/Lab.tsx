/**
 * Kapaga's rules lab: the platform's lab (every game's) on Kapaga's module, opened from the
 * new-game screen, the house-rules editor ("See what these rules change") or a lab link.
 */
import { Lab } from '../../../platform/ui/Lab';
import { ANY_MODULE } from '../module';
import { selectHouseRules, selectLab } from '../store/selectors';
import { useActions, useGame } from './StoreContext';

export function LabScreen() {
  const spec = useGame(selectLab);
  const house = useGame(selectHouseRules);
  const { showNewGame } = useActions();
  return (
    // A new comparison (another link opened here) sets the lab up afresh.
    <Lab
      key={JSON.stringify(spec)}
      module={ANY_MODULE}
      spec={spec ?? undefined}
      house={house}
      onClose={showNewGame}
    />
  );
}
