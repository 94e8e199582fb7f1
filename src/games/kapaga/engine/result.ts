/** Kapaga's error codes: input is parsed into the shared lib's Results, never exceptions. */
import { fail, type EngineError as LibError, type Result as LibResult } from '../../../lib/result';

export type ErrorCode =
  | 'bad-rules'
  | 'bad-players'
  | 'bad-seed'
  | 'bad-card'
  | 'bad-setup'
  | 'bad-action'
  | 'not-your-turn'
  | 'illegal-play'
  | 'illegal-action'
  | 'game-over'
  | 'bad-record'
  /** A record cut short (a file or link not whole): its message is in a player's words. */
  | 'cut-record'
  /** A record of another game (`detail`: the game it names): not Kapaga's to open. */
  | 'other-game';

export type EngineError = LibError<ErrorCode>;
export type Result<T> = LibResult<T, ErrorCode>;

export { brief, ok } from '../../../lib/result';
/** A refusal with one of Kapaga's codes (the shared lib's Result, its codes narrowed). */
export const err = <T = never>(code: ErrorCode, message: string): Result<T> => fail(code, message);
