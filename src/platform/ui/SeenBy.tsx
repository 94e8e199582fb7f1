/**
 * Whose view a watched table shows (a replay, a match of bots): one seat's, as they see it,
 * or with every card face up where the game can show that (`open` given) and nobody at the
 * table could be told a hidden card by it.
 */
export function SeenBy({
  names,
  seat,
  onSeat,
  open,
  onOpen,
}: {
  names: readonly string[];
  seat: number;
  onSeat(seat: number): void;
  /** Every card face up (absent: the game cannot show it, or it may not be shown). */
  open?: boolean;
  onOpen?(open: boolean): void;
}) {
  return (
    <span className="seen-by">
      <label>
        Seen by{' '}
        <select value={seat} onChange={(ev) => onSeat(Number(ev.target.value))}>
          {names.map((name, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are their places
            <option key={i} value={i}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {open !== undefined && onOpen && (
        <label className="seen-open">
          <input type="checkbox" checked={open} onChange={(ev) => onOpen(ev.target.checked)} />{' '}
          Cards face up
        </label>
      )}
    </span>
  );
}
