import { type Action, fromSetup, type GameRecord, type Setup } from '../../src/games/kapaga/engine';
import {
  createGameStore,
  type GameStore,
  type KeyValue,
  type SeatConfig,
} from '../../src/games/kapaga/store';

export function memoryStorage(): KeyValue & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, String(v));
    },
    removeItem: (k) => {
      data.delete(k);
    },
  };
}

export const seatsFor = (n: number): SeatConfig[] =>
  Array.from({ length: n }, (_, i) =>
    i === 0
      ? { name: 'Pat', kind: 'human' as const, level: 'easy' as const }
      : { name: `Bot${i}`, kind: 'bot' as const, level: 'easy' as const },
  );

/** A store whose match starts from a table laid out by hand (RULES.md §9 Setup). */
export function storeWithSetup(setup: Setup, storage: KeyValue | null = null): GameStore {
  const store = createGameStore({ storage, fresh: true });
  const g = fromSetup(setup);
  if (!g.ok) throw new Error(g.error.message);
  const record: GameRecord = {
    players: setup.hands.length,
    seed: setup.seed ?? 0,
    rules: setup.rules ?? 'grayzone',
    setup,
    actions: [],
  };
  const seats = seatsFor(setup.hands.length);
  store.setState({
    screen: 'table',
    game: g.value,
    record,
    seats,
  });
  return store;
}

export const human = (a: Omit<Extract<Action, { seat: number }>, 'seat'>): Action =>
  ({ ...a, seat: 0 }) as Action;

/** A laid-out table where seats 0 and 1 are people (Ann, Bea), the rest bots, nobody holding. */
export function passTableStore(setup: Setup, holder: number | null = null): GameStore {
  const store = storeWithSetup(setup);
  const seats: SeatConfig[] = setup.hands.map((_, i) =>
    i < 2
      ? { name: i === 0 ? 'Ann' : 'Bea', kind: 'human', level: 'easy' }
      : { name: `Bot${i}`, kind: 'bot', level: 'easy' },
  );
  store.setState({ seats, holder, unseen: seats.map(() => false) });
  return store;
}
