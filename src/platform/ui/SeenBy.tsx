/** Whose view a watched table shows (a replay, a match of bots): one seat's, as they see it. */
export function SeenBy({
  names,
  seat,
  onSeat,
}: {
  names: readonly string[];
  seat: number;
  onSeat(seat: number): void;
}) {
  return (
    <label className="seen-by">
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
  );
}
