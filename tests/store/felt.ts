/** Kapaga's table as the store hands it (StoreFelt): the pure reads its parts make. */
import type { GameState } from '../../src/games/kapaga/store';
import {
  selectHint,
  selectMyActions,
  selectSeatPlayers,
  selectTableNarrator,
  selectView,
} from '../../src/games/kapaga/store';
import {
  catchTargetsFor,
  controlsOf,
  handCards,
  levelWords,
  othersOf,
  seatsOf,
} from '../../src/games/kapaga/table/derive';
import { tablePrompt } from '../../src/games/kapaga/words';

const viewIn = (s: GameState) => {
  const v = selectView(s);
  if (!v) throw new Error('no table');
  return v;
};

/** The hand on screen, `selection` the indexes clicked. */
export const handIn = (s: GameState, selection: number[] = []) =>
  handCards(
    viewIn(s),
    selectMyActions(s),
    selection,
    s.settings.sortBy,
    s.settings.hints,
    selectHint(s)?.action ?? null,
  );

/** The buttons on screen, `selection` the indexes clicked. */
export const controlsIn = (s: GameState, selection: number[] = [], armed = false) =>
  controlsOf(viewIn(s), selectMyActions(s), selection, s.settings.hints, armed);

/** Every seat as the screen shows it, in seat order. */
export const seatsIn = (s: GameState) =>
  seatsOf(
    viewIn(s),
    s.seats.map((x) => x.name),
    levelWords(selectSeatPlayers(s), selectTableNarrator(s)?.you ?? null),
    s.lastActor,
    catchTargetsFor(selectMyActions(s)),
    viewIn(s).open ?? null,
  );

/** The seats round the top of the table. */
export const othersIn = (s: GameState) => othersOf(seatsIn(s), viewIn(s).seat);

/** The table's prompt, as plain text. */
export const promptIn = (s: GameState) => {
  const n = selectTableNarrator(s);
  return n ? tablePrompt(viewIn(s), n).main : null;
};
