import { WatchBar as TableWatchBar } from '../../../platform/ui/WatchBar';
import { selectWatch } from '../store/selectors';
import { useActions, useGame } from './StoreContext';

/** Watch mode: the table's bar (pause, step, speed), and Kapaga's peek at every hand. */
export function WatchBar() {
  const w = useGame(selectWatch);
  const { setWatch, stepWatch } = useActions();
  const table = useGame((s) => s.table);
  return (
    <TableWatchBar
      paused={w.paused}
      onPause={(paused) => setWatch({ paused, steps: 0 })}
      onStep={stepWatch}
      settings={table}
    >
      <label className="check">
        <input
          type="checkbox"
          checked={w.showAll}
          onChange={(e) => setWatch({ showAll: e.target.checked })}
        />
        Show every hand
      </label>
    </TableWatchBar>
  );
}
