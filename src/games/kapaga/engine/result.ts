/** Input is parsed into Results, never exceptions (throw only for programmer bugs). */
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

export interface EngineError {
  code: ErrorCode;
  message: string;
  /** What exactly was wrong, for a bug report, when `message` says it in a player's words. */
  detail?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: EngineError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const err = <T = never>(code: ErrorCode, message: string): Result<T> => ({
  ok: false,
  error: { code, message },
});

export { brief } from '../../../lib/result';
