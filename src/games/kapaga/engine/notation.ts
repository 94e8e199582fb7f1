/**
 * A whole game as text (seed, rules, actions) that loads back: for replays, share links
 * and bug reports. One action a line: `2 7H 7S`, `0 8H =S`, `1 draw`, `1 keep`,
 * `3 call H`, `0 kapaga`, `2 catch 0`, `next-round`.
 */
import { type Action, applyAction } from './actions';
import { brief, err, ok, type Result } from './result';
import { type PresetName, type Rules, resolveRules } from './rules';
import { fromSetup, newGame, type Setup } from './setup';
import type { Game } from './state';

export interface GameRecord {
  /** A dealt game: players, seed and rules. A laid-out table: `setup` (its own rules, seed). */
  players: number;
  seed: number;
  rules: Partial<Rules> | PresetName;
  setup?: Setup;
  /** The players' names, for replays (optional; the engine itself never needs them). */
  names?: string[];
  actions: Action[];
}

export function formatAction(a: Action): string {
  switch (a?.type) {
    case 'play':
      return `${a.seat} ${a.cards.join(' ')}${a.call ? ` =${a.call}` : ''}`;
    case 'draw':
      return `${a.seat} draw`;
    case 'pass':
      return `${a.seat} keep`;
    case 'call':
      return `${a.seat} call ${a.call}`;
    case 'kapaga':
      return `${a.seat} kapaga`;
    case 'catch':
      return `${a.seat} catch ${a.target}`;
    case 'next-round':
      return 'next-round';
    default:
      return brief(a); // not an action (outside data)
  }
}

export function parseAction(line: string): Result<Action> {
  const words = line.trim().split(/\s+/);
  if (words[0] === 'next-round' && words.length === 1) return ok({ type: 'next-round' });
  const seat = Number(words[0]);
  if (!/^\d+$/.test(words[0] ?? '') || words.length < 2)
    return err(
      'bad-record',
      `"${line}" is not an action (expected "SEAT WHAT", e.g. "2 7H 7S" or "1 draw").`,
    );
  const [, verb, arg] = words;
  switch (verb) {
    case 'draw':
    case 'keep':
    case 'kapaga':
      if (words.length !== 2) break;
      return ok(verb === 'keep' ? { type: 'pass', seat } : { type: verb, seat });
    case 'call':
      if (words.length !== 3) break;
      return ok({ type: 'call', seat, call: arg as string });
    case 'catch':
      if (words.length !== 3 || !/^\d+$/.test(arg as string)) break;
      return ok({ type: 'catch', seat, target: Number(arg) });
    default: {
      const cards = words.slice(1);
      const last = cards[cards.length - 1] as string;
      if (last.startsWith('=')) {
        cards.pop();
        if (cards.length === 0 || last.length < 2) break;
        return ok({ type: 'play', seat, cards, call: last.slice(1) });
      }
      return ok({ type: 'play', seat, cards });
    }
  }
  return err('bad-record', `"${line}" is not an action.`);
}

/** Version 3 names its game (`game kapaga`, the line after this one). */
const HEADER = 'kapaga-record 3';
/** Version 2 (no game line: Kapaga's) ends with `end N`, its number of actions, as 3 does. */
const HEADER_V2 = 'kapaga-record 2';
/** Version 1 (no game line, no end line) still loads. */
const HEADER_V1 = 'kapaga-record 1';
const GAME = 'kapaga';
const INCOMPLETE =
  'This replay is incomplete: the file or link was cut short. Save it again from the game, or ask for it again.';

export function recordToText(rec: GameRecord): string {
  const lines = [HEADER, `game ${GAME}`];
  if (rec.setup) lines.push(`setup ${JSON.stringify(rec.setup)}`);
  else {
    lines.push(`players ${rec.players}`, `seed ${rec.seed}`);
    const rules = typeof rec.rules === 'string' ? rec.rules : JSON.stringify(rec.rules);
    lines.push(`rules ${rules}`);
  }
  if (rec.names) lines.push(`names ${JSON.stringify(rec.names)}`);
  lines.push('actions');
  for (const a of rec.actions) lines.push(formatAction(a));
  lines.push(`end ${rec.actions.length}`);
  return `${lines.join('\n')}\n`;
}

/** Read a record's text; says which line is wrong. Does not replay it (see `replayRecord`). */
export function parseRecord(text: string): Result<GameRecord> {
  if (typeof text !== 'string') return err('bad-record', 'A game record is text.');
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  if (lines[0] !== HEADER && lines[0] !== HEADER_V2 && lines[0] !== HEADER_V1)
    return err('bad-record', `Not a Kapaga game record (it should start with "${HEADER}").`);
  // The end line says how many actions there are: without it, or with fewer, it was cut.
  let expected = -1;
  if (lines[0] !== HEADER_V1) {
    while (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    const end = /^end (\d+)$/.exec(lines[lines.length - 1] ?? '');
    if (!end) return err('cut-record', INCOMPLETE);
    expected = Number(end[1]);
    lines.pop();
  }
  const rec: GameRecord = { players: 0, seed: 0, rules: {}, actions: [] };
  let i = 1;
  for (; i < lines.length && lines[i] !== 'actions'; i++) {
    const line = lines[i] as string;
    if (!line) continue;
    const space = line.indexOf(' ');
    const key = space < 0 ? line : line.slice(0, space);
    const value = space < 0 ? '' : line.slice(space + 1);
    try {
      if (key === 'game') {
        // A record naming no game predates the line: Kapaga's.
        if (value !== GAME)
          return {
            ok: false,
            error: { code: 'other-game', message: `A record of ${value}.`, detail: value },
          };
      } else if (key === 'players' || key === 'seed') {
        if (!/^-?\d+$/.test(value))
          return err('bad-record', `Line ${i + 1}: ${key} must be a whole number.`);
        rec[key] = Number(value);
      } else if (key === 'rules') {
        rec.rules = value.startsWith('{') ? JSON.parse(value) : (value as PresetName);
        const r = resolveRules(rec.rules);
        if (!r.ok) return err('bad-record', `Line ${i + 1}: ${r.error.message}`);
      } else if (key === 'setup') rec.setup = JSON.parse(value);
      else if (key === 'names') {
        const names: unknown = JSON.parse(value);
        if (
          !Array.isArray(names) ||
          names.length > 10 ||
          names.some((n) => typeof n !== 'string' || n.length > 40)
        )
          return err(
            'bad-record',
            `Line ${i + 1}: names must be a list of at most 10 short names.`,
          );
        rec.names = names as string[];
      } else return err('bad-record', `Line ${i + 1}: unknown field "${key}".`);
    } catch {
      return err('bad-record', `Line ${i + 1}: the ${key} are not valid JSON.`);
    }
  }
  if (i >= lines.length) return err('bad-record', 'The record has no "actions" line.');
  for (i++; i < lines.length; i++) {
    const line = lines[i] as string;
    if (!line) continue;
    const a = parseAction(line);
    if (!a.ok) return err('bad-record', `Line ${i + 1}: ${a.error.message}`);
    rec.actions.push(a.value);
  }
  if (expected >= 0 && rec.actions.length !== expected)
    return err(
      'cut-record',
      rec.actions.length < expected
        ? INCOMPLETE
        : 'This replay was cut or changed: it does not hold the moves it says. Save it again from the game, or ask for it again.',
    );
  return ok(rec);
}

/** The game a record describes, replayed action by action; says which action fails. */
export function replayRecord(rec: GameRecord): Result<Game> {
  // Outside data (a save, a link, a file): look at its shape before trusting it.
  if (!rec || typeof rec !== 'object') return err('bad-record', 'A game record is an object.');
  if (!Array.isArray(rec.actions)) return err('bad-record', 'The record has no list of actions.');
  let g: Result<Game> =
    rec.setup !== undefined
      ? fromSetup(rec.setup)
      : newGame({ players: rec.players, seed: rec.seed, rules: rec.rules });
  if (!g.ok) return err('bad-record', g.error.message);
  for (let k = 0; k < rec.actions.length; k++) {
    const a = rec.actions[k] as Action;
    const next = applyAction(g.value, a);
    if (!next.ok)
      return err('bad-record', `Action ${k + 1} (${formatAction(a)}): ${next.error.message}`);
    g = next;
  }
  return g;
}
