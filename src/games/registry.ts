/**
 * The games on the table, in the picker's order (Kapaga first). The platform imports this
 * file and `module.ts`, never a game's insides: each game's code is its own chunk, loaded
 * when the game is picked.
 */
import { INFO as KAPAGA, ownsLink as kapagaLink } from './kapaga/info';
import { INFO as KAPOW } from './kapow/info';
import { INFO as LAKRAP } from './lakrap/info';
import type { AnyAction, GameInfo, GameModule, GameName } from './module';

// biome-ignore lint/suspicious/noExplicitAny: the registry holds modules of every game's types
export type AnyModule = GameModule<any, AnyAction, any, any, any>;

/*
 * Each `MODULE as AnyModule` below forgets a game's own types (its table takes only its own
 * actions, so no check can widen it): TypeScript has no "a module of some game" type.
 */
export interface Entry {
  info: GameInfo;
  load(): Promise<AnyModule>;
  /**
   * Whether a link that names no game is this game's (records made before games had
   * ids, options only it reads): it then opens this game, whichever was picked last.
   */
  ownsLink?(params: URLSearchParams): boolean;
}

/** Never empty: the first is the headline game. */
export const GAMES: readonly [Entry, ...Entry[]] = [
  {
    info: KAPAGA,
    load: () => import('./kapaga/module').then((m) => m.MODULE as AnyModule),
    ownsLink: kapagaLink,
  },
  {
    info: KAPOW,
    load: () => import('./kapow/module').then((m) => m.MODULE as AnyModule),
  },
  {
    info: LAKRAP,
    load: () => import('./lakrap/module').then((m) => m.MODULE as AnyModule),
  },
];

export const gameById = (id: string): Entry | undefined => GAMES.find((g) => g.info.id === id);

/** A game's name by its id, for a game's older readers (module.ts `older`). */
export const gameName: GameName = (id) => gameById(id)?.info.name;
