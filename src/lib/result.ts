/**
 * Input is parsed into Results, never exceptions (throw only for programmer bugs). Every
 * game's engine returns these; each game names its own closed list of error codes.
 */
export interface EngineError<C extends string = string> {
  code: C;
  /** What went wrong, in a player's words. */
  message: string;
  /** What exactly was wrong, for a bug report, when `message` is in a player's words. */
  detail?: string;
}

export type Result<T, C extends string = string> =
  | { ok: true; value: T }
  | { ok: false; error: EngineError<C> };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

export const fail = <C extends string>(
  code: C,
  message: string,
): { ok: false; error: EngineError<C> } => ({
  ok: false,
  error: { code, message },
});

/** An outside value, briefly, for a message: never throws, never runs to pages. */
export function brief(x: unknown): string {
  let s: string;
  try {
    s = typeof x === 'string' ? JSON.stringify(x) : (JSON.stringify(x) ?? String(x));
  } catch {
    s = Object.prototype.toString.call(x);
  }
  return s.length > 40 ? `${s.slice(0, 37)}...` : s;
}

/** True for a plain object whose keys are all its own (no prototype tricks). */
export function isRecord(x: unknown): x is Record<string, unknown> {
  return (
    typeof x === 'object' &&
    x !== null &&
    !Array.isArray(x) &&
    Object.getPrototypeOf(x) === Object.prototype
  );
}
