/**
 * Who sits at a game's table: the setup a person chose (a plan), read strictly when kept,
 * the people among the seats, and who "you" is in the table's words.
 */
import { LEVELS, type Narrator } from '../games/module';
import type { AnyModule } from '../games/registry';
import { isRecord } from '../lib/result';
import { type SeatPlan, seatsOk } from './record';

/** The setup a person last chose for this game (kept, never replaced without asking). */
export interface Plan {
  seats: SeatPlan[];
  rules: Record<string, unknown>;
}

/** The person's name until they type their own. */
export const YOU = 'You';

export const people = (seats: readonly SeatPlan[]): number[] =>
  seats.flatMap((s, i) => (s.kind === 'person' ? [i] : []));

/**
 * Seats as they are named at a table: with several people sharing the device, a person
 * still called "You" (the default, meant for the one person) is "Player N", so that the
 * table never says "Pass the device to You".
 */
export function seatNames(seats: readonly SeatPlan[]): SeatPlan[] {
  if (people(seats).length < 2 || !seats.some((s) => s.kind === 'person' && s.name === YOU))
    return [...seats];
  const taken = seats.map((s) => s.name);
  return seats.map((s, i) => {
    if (s.kind !== 'person' || s.name !== YOU) return s;
    const name = [`Player ${i + 1}`, `Person ${i + 1}`].find((n) => !taken.includes(n));
    return name ? { ...s, name } : s;
  });
}

/** The most a name holds: characters as people see them (an emoji family is one). */
export const NAME_MAX = 20;

/**
 * A name as typed, made safe to show: control characters are spaces, direction controls
 * and marks go (they could turn the words round them), and it is cut at NAME_MAX whole
 * characters (never inside an emoji or between a letter and its marks) and 40 code units
 * (what a record keeps). Spaces are kept: it may be being typed.
 */
export function cleanName(raw: string, units = 40): string {
  const text = raw
    // biome-ignore lint/suspicious/noControlCharactersInRegex: replacing them is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ')
    .replace(/[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g, '');
  const seg = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  let out = '';
  let n = 0;
  for (const { segment } of seg.segment(text)) {
    if (n === NAME_MAX || out.length + segment.length > units) break;
    out += segment;
    n++;
  }
  return out;
}

/**
 * Seats as a match starts with them: each name cleaned and trimmed; none left is the seat's
 * own ("Player N" for a person, "Bot N" for a bot); a name met before gets a number ("Ann 2").
 */
export function tableNames(seats: readonly SeatPlan[]): SeatPlan[] {
  const taken: string[] = [];
  return seatNames(seats).map((s, i) => {
    const base = cleanName(s.name).trim() || `${s.kind === 'person' ? 'Player' : 'Bot'} ${i + 1}`;
    let name = base;
    for (let k = 2; taken.includes(name); k++) name = `${cleanName(base, 36).trim()} ${k}`;
    taken.push(name);
    return name === s.name ? s : { ...s, name };
  });
}

export function defaultPlan(m: AnyModule): Plan {
  const n = m.info.players.default;
  const persona = m.bots.persona;
  const seats: SeatPlan[] = [{ kind: 'person', name: YOU }];
  for (let i = 1; i < n; i++)
    seats.push({
      kind: 'bot',
      level: 'medium',
      name: persona ? (n > 2 ? `${persona} ${i}` : persona) : `Bot ${i}`,
    });
  return { seats, rules: {} };
}

/** The narrator for a table's words: "you" is the one person, when only one plays. */
export function narrator(seats: readonly SeatPlan[], holder: number | null): Narrator {
  return {
    names: seats.map((s) => s.name),
    you: lone(people(seats)) ?? holder,
  };
}

/** The one person's seat, when exactly one person plays. */
export const lone = (ps: readonly number[]): number | null =>
  ps.length === 1 ? (ps[0] ?? null) : null;

/** A saved plan, strictly: anything else is the game's default. */
export function isPlan(m: AnyModule, x: unknown): x is Plan {
  if (!isRecord(x) || !seatsOk(x.seats) || !isRecord(x.rules)) return false;
  const { min, max } = m.info.players;
  return x.seats.length >= min && x.seats.length <= max;
}

/**
 * A link's setup over `plan` (`?players=3&level=easy&preset=classic`; `opponents=2` as links
 * before the table wrote it): the person in the first seat, bots of the level in the others,
 * the preset's rules. Null when the link asks for none; a value out of range is ignored.
 */
export function linkPlan(m: AnyModule, search: string, plan: Plan): Plan | null {
  const q = new URLSearchParams(search);
  const { min, max } = m.info.players;
  const players = q.has('players')
    ? Number(q.get('players'))
    : q.has('opponents')
      ? Number(q.get('opponents')) + 1
      : Number.NaN;
  const n = Number.isInteger(players) && players >= min && players <= max ? players : null;
  const level = LEVELS.find((l) => l === q.get('level')) ?? null;
  const preset = m.rules.presets?.find((p) => p.id === q.get('preset')) ?? null;
  if (n === null && level === null && preset === null) return null;
  const base = defaultPlan(m).seats;
  const count = n ?? plan.seats.length;
  const seats = Array.from({ length: count }, (_, i): SeatPlan => {
    const kept = plan.seats[i] ?? base[i] ?? { kind: 'bot', level: 'medium', name: `Bot ${i}` };
    if (i === 0) return kept.kind === 'person' ? kept : { kind: 'person', name: YOU };
    const bot = kept.kind === 'bot' ? kept : (base[i] ?? kept);
    return { ...bot, kind: 'bot', level: level ?? bot.level ?? 'medium' };
  });
  return { seats, rules: preset ? { ...preset.rules } : plan.rules };
}

/** Names as a list is said: "Ann", "Ann and Bea", "Ann, Bea and Kai". */
export function sayNames(names: readonly string[]): string {
  if (names.length < 2) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * A match in a question's words, by who plays it (the one to be replaced, say): the person's
 * own against the others, everyone's when several people share it, else the bots'.
 */
export function matchWords(seats: readonly SeatPlan[]): string {
  const ps = people(seats);
  const names = seats.map((s) => s.name);
  if (ps.length === 0) return 'the bots’ match';
  if (ps.length === 1) return `your match against ${sayNames(names.filter((_, i) => i !== ps[0]))}`;
  return `the match of ${sayNames(names)}`;
}

/**
 * The address without a link's setup and deal (and `fresh`, which links before the table
 * carried): a reload keeps what the person made of them.
 */
export function withoutPlan(href: string): string {
  const url = new URL(href);
  for (const k of ['players', 'opponents', 'level', 'preset', 'fresh', 'seed'])
    url.searchParams.delete(k);
  return url.toString();
}
