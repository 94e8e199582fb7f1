/**
 * Kapaga's own links and files, from before the table read them (GameModule.older): a
 * replay's `r1.` code, a rules link's `k2.` (or `k1.`) code, a record's text or a pasted
 * replay link. Each reads through Kapaga's own strict readers (share.ts) and keeps
 * their words; a match comes out as the table's (its rules as the fields changed from
 * Grayzone, its rounds parted by 'next-round').
 */

import { isRecord } from '../../../lib/result';
import type { GameName, Older, OlderFinished, OlderMatch, Player } from '../../module';
import type { Rules } from '../engine';
import {
  type Action,
  err,
  type GameRecord,
  ok,
  type Result,
  resolveRules,
  rulesDiff,
} from '../engine';
import { browserHistory } from './history/db';
import { decodeEntry } from './history/entry';
import { NOT_HISTORY } from './history/stats';
import type { HistoryEntry } from './history/types';
import { makeIds } from './log';
import { KEYS, type KeyValue, loadLeft, loadRules, readMatch } from './persistence';
import { decodeLab, decodeRecord, decodeRules, readReplay } from './share';
import type { SeatConfig } from './types';

type Match = OlderMatch<Rules, Action, Player>;

/**
 * The match a record holds, as the table's. A record that starts from a laid-out table
 * (the lesson's first round, played on) is not one the table's replays can deal.
 */
function matchOf(rec: GameRecord, names?: readonly string[]): Result<Match> {
  if (rec.setup)
    return err(
      'bad-record',
      'This match began on the lesson’s laid-out table, which the table’s replays cannot deal: nothing of yours has changed.',
    );
  const rules = resolveRules(rec.rules);
  if (!rules.ok) return rules;
  const named = names ?? rec.names ?? [];
  return ok({
    seed: rec.seed,
    rules: rulesDiff(rules.value),
    names: Array.from({ length: rec.players }, (_, i) => named[i] ?? `Player ${i + 1}`),
    actions: rec.actions.map((a) => (a.type === 'next-round' ? 'next-round' : a)),
  });
}

const playerOf = (s: SeatConfig): Player =>
  s.kind === 'bot' ? { kind: 'bot', level: s.level } : { kind: 'person' };

/**
 * The match a save holds, its seats as they were: null when there is none, 'unreadable'
 * when there is one that does not load here (damaged, a newer version's, another game's).
 */
function savedAt(
  read: (key: string) => string | null,
  key: string,
  nameOf: GameName,
): Match | null | 'unreadable' {
  try {
    const text = read(key);
    if (text === null) return null;
    const loaded = readMatch(JSON.parse(text), makeIds(), nameOf);
    if (loaded.kind !== 'ok') return 'unreadable';
    const { record, seats, hints } = loaded.match;
    const m = matchOf(
      record,
      seats.map((x) => x.name),
    );
    return m.ok
      ? { ...m.value, players: seats.map(playerOf), ...(hints && { hints }) }
      : 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/**
 * A match of Kapaga's own history as the table's. The oldest (a past result moved in, its
 * seats not kept) kept only your score: it stays a match of one seat, yours.
 */
function finishedOf(e: HistoryEntry): OlderFinished<Player> {
  const you = e.you;
  const people = e.seats.length
    ? e.seats.flatMap((x, i) => (x.kind === 'human' ? [i] : []))
    : you === null
      ? []
      : [you];
  return {
    at: e.at,
    names: e.seats.length ? e.seats.map((x) => x.name) : e.scores.map(() => 'You'),
    scores: e.scores,
    winners: e.winners,
    ...(e.seats.length > 0 && { players: e.seats.map(playerOf) }),
    people,
    ...(you !== null &&
      e.scores.length > you && {
        hints: e.scores.map((_, i) => (i === you ? e.hints : 0)),
      }),
    rules: e.rules,
    ...(e.rounds.length > 0 && { rounds: e.rounds }),
  };
}

/** The readers, saying another game's name as the table gives it (`nameOf`). */
export const olderReaders = (nameOf: GameName): Older<Rules, Action, Player> => ({
  replay(code, link) {
    if (!code.startsWith('r1.')) return null;
    const rec = decodeRecord(code, nameOf);
    // The seats' names travel beside the code (`names=Pat,Ada,Bo`).
    return rec.ok ? matchOf(rec.value, link.get('names')?.split(',')) : rec;
  },
  lab(code) {
    return /^l[12]\./.test(code) ? decodeLab(code, nameOf) : null;
  },
  rules(code) {
    if (!/^k[12]\./.test(code)) return null;
    const r = decodeRules(code, nameOf);
    if (!r.ok) return r;
    const rules = rulesDiff(r.value.rules);
    return ok(r.value.seed === undefined ? { rules } : { rules, seed: r.value.seed });
  },
  file(text) {
    const read = readReplay(text, nameOf);
    return read.ok ? matchOf(read.value.record, read.value.names) : read;
  },
  saves(read) {
    // Read only: what the table does not take stays where Kapaga's own screen kept it.
    const store: KeyValue = { getItem: read, setItem: () => {}, removeItem: () => {} };
    const match = savedAt(read, KEYS.match, nameOf);
    const aside = savedAt(read, KEYS.aside, nameOf);
    const readable = (x: Match | null | 'unreadable') => (x === 'unreadable' ? null : x);
    return {
      match: readable(match),
      aside: readable(aside),
      unreadable: [
        ...(match === 'unreadable' ? [KEYS.match] : []),
        ...(aside === 'unreadable' ? [KEYS.aside] : []),
      ],
      left: loadLeft(store).flatMap((l) => {
        const m = matchOf(l.record, l.names);
        return m.ok ? [{ at: l.at, match: m.value }] : [];
      }),
      rules: read(KEYS.rules) === null ? null : rulesDiff(loadRules(store)),
    };
  },
  historyFile(body) {
    // Kapaga's own files only: `{ kapaga: 'history', v: 1 }` and `{ game, kind, v: 2 }` (the
    // table's own is `v: 1` with `game` and `kind`: the table reads it).
    if (!isRecord(body)) return null;
    const own =
      body.kapaga === 'history' ||
      (body.game === 'kapaga' && body.kind === 'history' && body.v === 2);
    if (!own) return null;
    if (!Array.isArray(body.entries)) return err('bad-record', NOT_HISTORY);
    const read = body.entries.map((e: unknown) => decodeEntry(e));
    const matches = read.flatMap((e) => (e ? [finishedOf(e)] : []));
    return ok({ matches, unreadable: read.length - matches.length });
  },
  async history() {
    const kept = await browserHistory()?.all();
    return kept ? kept.entries.map(finishedOf) : [];
  },
});
