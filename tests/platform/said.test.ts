/**
 * What a bot said stays with its match and its seat (issue 34 item 15): "Understand Kai's
 * move" survives a reload (the last decisions kept apart from the record, read strictly);
 * in watch mode each bot's reasoning is credited to its own seat's name; Kapaga's hint says
 * its move as a sentence, and a move that is the only one says so.
 */
import { describe, expect, test } from 'vitest';
import { gameById } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { plain } from '../../src/lib/tokens';
import { PACE, sessionTable } from '../../src/platform/bots';
import { key } from '../../src/platform/kept';
import { keptSaid } from '../../src/platform/said';
import { createSession } from '../../src/platform/session';
import { memoryStorage } from './storage';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));
const kapaga = await (gameById('kapaga')?.load() ?? Promise.reject(new Error('no Kapaga')));

const KAIS = [
  { kind: 'bot' as const, level: 'medium' as const, name: 'Kai 1' },
  { kind: 'bot' as const, level: 'medium' as const, name: 'Kai 2' },
];

/** The bot on turn decides on its own view, and the table takes its answer. */
function botMoves(s: ReturnType<typeof createSession>, n: number) {
  const table = sessionTable(s, PACE);
  for (let i = 0; i < n; i++) {
    const { game } = s.getState();
    const next = whoActs(kapow.engine, game);
    if (next.kind !== 'seat') return;
    const bot = kapow.bots.create('medium', { seed: i });
    const view = kapow.engine.playerView(game, next.seat);
    table.answer(next.seat, bot.decide(view, kapow.engine.actionsFor(game, next.seat)), true);
  }
}

describe('a bot’s words stay with its match and its seat', () => {
  test('K9-K13: watching Kai 1 and Kai 2, each reason under its line names its own seat', () => {
    const s = createSession(kapow, null);
    s.getState().setPlan({ seats: KAIS, rules: {} });
    s.getState().start(5);
    botMoves(s, 12);
    const lines = s.getState().log.filter((l) => l.reason);
    expect(lines.length).toBeGreaterThan(8);
    for (const l of lines) {
      const who = `Kai ${(l.seat ?? 0) + 1}`;
      expect(plain(l.words).startsWith(who)).toBe(true);
      const reason = plain(l.reason ?? []);
      expect(reason).toMatch(new RegExp(`^${who}\\b`));
      expect(reason).not.toMatch(/^Kai (?![12]\b)/);
    }
  });

  test('K9-K13: "Understand Kai\'s move" survives a reload: the last decisions come back', () => {
    const storage = memoryStorage();
    const s = createSession(kapow, storage);
    s.getState().setPlan({ seats: KAIS, rules: {} });
    s.getState().start(6);
    botMoves(s, 5);
    const said = s.getState().decisions.map((d) => (d ? plain(d.reason) : null));
    expect(said.filter((x) => x !== null).length).toBe(2);
    const again = createSession(kapow, storage).getState().decisions;
    expect(again.map((d) => (d ? plain(d.reason) : null))).toEqual(said);
    expect(again.every((d) => d === null || (d.detail?.length ?? 0) > 0)).toBe(true);
    // Another match's words are never read for this one.
    s.getState().start(7);
    expect(createSession(kapow, storage).getState().decisions).toEqual([null, null]);
    expect(storage.getItem(key(kapow, 'said'))).toContain('"seed":7');
  });

  test.each([
    null,
    1,
    'x',
    [],
    { seed: 6 },
    { seed: 6, decisions: [{ reason: [{ kind: 'seat', seat: 9, text: 'x' }] }, 5] },
    { seed: 6, decisions: [{ reason: [{ kind: 'text' }] }, { reason: 'no' }] },
    {
      seed: 6,
      decisions: [
        { toString: 1, reason: [] },
        { reason: [], detail: [[{}]] },
      ],
    },
    JSON.parse('{"seed":6,"decisions":[{"__proto__":{"x":1},"reason":[]},null]}'),
  ])('kept words read strictly, never throwing: %j', (junk) => {
    const back = keptSaid(junk, 6, 2);
    expect(back).toHaveLength(2);
    for (const d of back) if (d) expect(d.action).toBeNull();
  });
});

describe("Kapaga's hint says its move as a sentence", () => {
  test('R10-R20: every hint starts with its move; a move that is the only one says so', () => {
    let g = kapaga.engine.newGame({ players: 3, seed: 11 });
    if (!g.ok) throw new Error(g.error.message);
    let game = g.value;
    let plays = 0;
    let onlies = 0;
    for (let i = 0; i < 400 && (plays < 5 || onlies < 1); i++) {
      const next = whoActs(kapaga.engine, game);
      if (next.kind !== 'seat') break;
      const legal = kapaga.engine.actionsFor(game, next.seat);
      const view = kapaga.engine.playerView(game, next.seat);
      const hint = kapaga.bots.create('medium', { seed: i, voice: 'advice' }).decide(view, legal);
      const words = plain(hint.reason);
      const a = hint.action as { type: string } | null;
      if (a?.type === 'play') {
        plays++;
        expect(words).toMatch(/^Play \S/);
      }
      if (a !== null && legal.length === 1) {
        onlies++;
        expect(words).toMatch(/^[A-Z][^.:]*: it is your only move\./);
      }
      const r = kapaga.engine.applyAction(game, hint.action ?? legal[0] ?? { type: 'none' });
      if (!r.ok) throw new Error(r.error.message);
      game = r.value;
      g = r;
    }
    expect(plays).toBeGreaterThanOrEqual(5);
    expect(onlies).toBeGreaterThanOrEqual(1);
  });
});
