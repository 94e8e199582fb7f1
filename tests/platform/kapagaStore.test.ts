/**
 * What Kapaga's own store did (tests/store/gameStore, lab, records, saves, sound), checked of
 * Kapaga on the platform's match (src/platform/session.ts): a new match and its deal, a refusal
 * in the engine's words, KAPAGA! pressed with a play (R20), the buttons built from the seat's
 * view and actions, house rules, a finished match in the history, an old save carried.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { fromSetup, type Game, resolveRules, type Setup } from '../../src/games/kapaga/engine';
import { soundsFor } from '../../src/games/kapaga/sound/events';
import { controlsOf } from '../../src/games/kapaga/table/derive';
import { plain } from '../../src/lib/tokens';
import { leavingWords } from '../../src/platform/leaving';
import { carrySaves } from '../../src/platform/older';
import type { SeatPlan } from '../../src/platform/record';
import { createSession, type Session } from '../../src/platform/session';
import { e, gameOf, KAPAGA as kapaga } from './kapagaPlay';
import { historyOf, playRandomly } from './records';
import { memoryStorage } from './storage';

const PAT_ADA_BRUNO: SeatPlan[] = [
  { kind: 'person', name: 'Pat' },
  { kind: 'bot', level: 'easy', name: 'Ada' },
  { kind: 'bot', level: 'medium', name: 'Bruno' },
];

/** Pat against bots at a table laid out by hand (RULES.md §9 Setup), nothing played yet. */
function laidOut(setup: Setup): Session {
  const s = createSession(kapaga, null);
  s.getState().setPlan({ seats: PAT_ADA_BRUNO.slice(0, setup.hands.length), rules: {} });
  s.getState().start(1);
  const g = fromSetup(setup);
  if (!g.ok) throw new Error(g.error.message);
  s.setState({ game: g.value, log: [] });
  return s;
}

/** Seat 0's buttons as its table builds them: its view, its actions, the cards clicked. */
const controls = (s: Session, clicked: string[] = [], armed = false) => {
  const v = e.playerView(gameOf(s), 0);
  const at = clicked.map((c) => v.hand.indexOf(c));
  return controlsOf(v, e.actionsFor(gameOf(s), 0), at, true, armed);
};

const actions = (s: Session) => s.getState().record?.actions ?? [];

describe('a Kapaga match on the platform', () => {
  test('starts: seats, record, game and the deal in the log', () => {
    const s = createSession(kapaga, null);
    s.getState().setPlan({ seats: PAT_ADA_BRUNO, rules: {} });
    s.getState().start(7);
    const { record, log } = s.getState();
    expect(record).toMatchObject({ game: 'kapaga', seed: 7, rules: {}, actions: [] });
    expect(record?.seats.map((x) => x.name)).toEqual(['Pat', 'Ada', 'Bruno']);
    expect(record?.seats[2]?.level).toBe('medium');
    expect(gameOf(s).seats).toBe(3);
    expect(log.some((l) => /deals 5 cards each/.test(plain(l.words)))).toBe(true);
  });

  test("an action out of turn is refused in the engine's words; nothing changes", () => {
    const s = createSession(kapaga, null);
    s.getState().setPlan({ seats: PAT_ADA_BRUNO, rules: {} });
    s.getState().start(7);
    const before = gameOf(s);
    s.getState().act({ type: 'draw', seat: (before.turn + 1) % 3 });
    expect(gameOf(s)).toBe(before);
    expect(actions(s)).toEqual([]);
    expect(s.getState().problem).toMatch(/turn/);
  });

  test('its game state survives a JSON round trip unchanged (saves, workers)', () => {
    const s = createSession(kapaga, null);
    s.getState().setPlan({ seats: PAT_ADA_BRUNO, rules: {} });
    s.getState().start(7);
    playRandomly(kapaga, s, 10);
    expect(JSON.parse(JSON.stringify(gameOf(s)))).toEqual(gameOf(s));
  });
});

describe('R20: KAPAGA! pressed with a play', () => {
  test('may be pressed only when the hand the play leaves has KAPAGA', () => {
    const none = laidOut({
      hands: [
        ['7H', '7S', '2C', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    // KD leaves 7H 7S 2C: no KAPAGA, nothing to arm.
    expect(controls(none, ['KD'])).toMatchObject({ canArm: false, canKapaga: false });
    // 2C is not legal on 9D: no play, nothing to arm either.
    expect(controls(none, ['2C']).canArm).toBe(false);
    const s = laidOut({
      hands: [
        ['7H', '7S', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    // KD leaves 7H 7S: one play, KAPAGA.
    expect(controls(s, ['KD'])).toMatchObject({ canArm: true, armed: false });
    expect(controls(s, ['KD'], true).armed).toBe(true);
  });

  test('the play lands, then the call, before anything else', () => {
    const s = laidOut({
      hands: [
        ['7H', '7S', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    s.getState().act({ type: 'play', seat: 0, cards: ['KD'] }, { type: 'kapaga', seat: 0 });
    expect(gameOf(s).kapagaCalled[0]).toBe(true);
    expect(actions(s)).toEqual([
      { type: 'play', seat: 0, cards: ['KD'] },
      { type: 'kapaga', seat: 0 },
    ]);
    expect(s.getState().problem).toBeNull();
  });

  test("what goes with a play is the acting seat's own; another seat's is dropped", () => {
    const s = laidOut({
      hands: [
        ['KD', '3C'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    // After KD, seat 0 holds one card and has not called: seat 1 could catch it, but not as
    // part of seat 0's move.
    s.getState().act(
      { type: 'play', seat: 0, cards: ['KD'] },
      { type: 'catch', seat: 1, target: 0 },
    );
    expect(actions(s)).toEqual([{ type: 'play', seat: 0, cards: ['KD'] }]);
    expect(gameOf(s).hands[0]).toHaveLength(1);
    expect(s.getState().problem).toBeNull();
  });

  test('a call that the play left without KAPAGA is dropped, without a word', () => {
    const s = laidOut({
      hands: [
        ['7H', '5S', 'KD'],
        ['3D', '4D'],
      ],
      discard: ['9D'],
      turn: 0,
    });
    s.getState().act({ type: 'play', seat: 0, cards: ['KD'] }, { type: 'kapaga', seat: 0 });
    expect(actions(s)).toEqual([{ type: 'play', seat: 0, cards: ['KD'] }]);
    expect(gameOf(s).kapagaCalled[0]).toBe(false);
    expect(s.getState().problem).toBeNull();
  });
});

describe("the buttons, from the seat's own view and actions", () => {
  test('click order never blocks a legal play: 3♦ then 3♥ on 2♥ plays as 3♥ 3♦', () => {
    const s = laidOut({
      hands: [
        ['3D', '3H', 'KS'],
        ['4C', '5C'],
      ],
      discard: ['2H'],
      turn: 0,
    });
    const c = controls(s, ['3D', '3H']);
    expect(c.selected).toEqual(['3H', '3D']);
    s.getState().act({ type: 'play', seat: 0, cards: c.selected });
    expect(s.getState().problem).toBeNull();
    expect(actions(s)).toHaveLength(1);
  });

  // Regression (issue 19): while Bruno faced +4, my disabled Draw button read "Draw 4".
  test("another seat's penalty never shows on my Draw button; mine does", () => {
    const s = laidOut({
      hands: [
        ['2C', '7H', 'KD'],
        ['2D', '6S', '9S'],
      ],
      discard: ['4C'],
      turn: 0,
    });
    s.getState().act({ type: 'play', seat: 0, cards: ['2C'] });
    expect(gameOf(s).pending).toBe(2);
    expect(controls(s)).toMatchObject({ canDraw: false, drawLabel: 'Draw' });
    s.getState().act({ type: 'play', seat: 1, cards: ['2D'] });
    expect(controls(s)).toMatchObject({ canDraw: true, drawLabel: 'Draw 4' });
  });
});

describe('house rules', () => {
  test('a match starts with exactly the rules planned, recorded whole; the next one too', () => {
    const s = createSession(kapaga, null);
    const mine = { sevens: 'plain', kapagaPenalty: 2 };
    s.getState().setPlan({ seats: PAT_ADA_BRUNO.slice(0, 2), rules: mine });
    s.getState().start(4);
    const want = resolveRules(mine);
    expect(want.ok && gameOf(s).rules).toEqual(want.ok && want.value);
    expect(kapaga.rules.resolve(s.getState().record?.rules)).toEqual(want);
    s.getState().start(5);
    expect(want.ok && gameOf(s).rules).toEqual(want.ok && want.value);
  });

  test("rules no deal can use are refused in the engine's words; nothing starts", () => {
    const s = createSession(kapaga, null);
    const four: SeatPlan[] = [...PAT_ADA_BRUNO, { kind: 'bot', level: 'easy', name: 'Cy' }];
    s.getState().setPlan({ seats: four, rules: { handSize: 15, jokers: 0 } });
    s.getState().start(1);
    expect(s.getState().problem).toMatch(/cards/);
    expect(s.getState().record).toBeNull();
    expect(s.getState().game).toBeNull();
  });
});

describe('a finished Kapaga match', () => {
  test('is kept in the history once; a reload shows its final table; abandoned, it is let go', async () => {
    const storage = memoryStorage();
    const s = createSession(kapaga, storage);
    s.getState().setPlan({ seats: PAT_ADA_BRUNO.slice(0, 2), rules: { eliminationScore: 100 } });
    s.getState().start(3);
    for (let i = 0; i < 50 && playRandomly(kapaga, s, 3000) === 'next-round'; i++)
      s.getState().nextRound();
    const g: Game = gameOf(s);
    expect(g.phase).toBe('game-over');
    const history = await historyOf(s);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ names: ['Pat', 'Ada'], winners: e.status(g).winners });
    expect(history[0]?.rounds?.length).toBe(g.round);
    const again = createSession(kapaga, storage);
    expect(gameOf(again).phase).toBe('game-over');
    expect(await historyOf(again)).toHaveLength(1); // not counted twice
    again.getState().abandon();
    expect(storage.data.has('table:kapaga:match')).toBe(false);
  });
});

describe('a new match over one on the table (issue 19: nothing thrown away)', () => {
  const asked = (s: Session) => {
    const { record, game, left, plan } = s.getState();
    return leavingWords(kapaga, record, game, left, plan.seats);
  };
  const BOTS: SeatPlan[] = [
    { kind: 'bot', level: 'easy', name: 'Bot 1' },
    { kind: 'bot', level: 'easy', name: 'Bot 2' },
  ];

  test('a match of people is asked about and kept to watch again; with five kept, the question says which goes', () => {
    const s = createSession(kapaga, memoryStorage());
    s.getState().setPlan({ seats: PAT_ADA_BRUNO, rules: {} });
    expect(asked(s)).toBeNull(); // nothing on the table: nothing to leave
    for (let i = 0; i <= 5; i++) {
      s.getState().start(10 + i);
      playRandomly(kapaga, s, 7);
      const ask = asked(s) ?? '';
      expect(ask).toMatch(
        /^Start a new match\? Your match against Ada and Bruno ends here, unfinished: you can only watch it again\./,
      );
      // Five are kept: only the sixth question names one to go, the oldest.
      if (i < 5) expect(ask).not.toContain('oldest');
      else
        expect(ask).toContain(
          'Only the latest 5 are kept, so the oldest (Pat, Ada and Bruno) goes.',
        );
    }
    s.getState().start(20);
    expect(s.getState().left.map((l) => l.record.seed)).toEqual([11, 12, 13, 14, 15]);
  });

  test('pass and play: set aside while watching, unasked; asked about and kept when a match of people starts', () => {
    const s = createSession(kapaga, memoryStorage());
    const people: SeatPlan[] = [
      { kind: 'person', name: 'Tom' },
      { kind: 'person', name: 'Ann' },
      { kind: 'bot', level: 'easy', name: 'Bruno' },
    ];
    s.getState().setPlan({ seats: people, rules: {} });
    s.getState().start(3);
    playRandomly(kapaga, s, 4);
    const tom = s.getState().record;
    s.getState().setPlan({ seats: BOTS, rules: {} });
    expect(asked(s)).toBeNull();
    s.getState().start(4);
    expect(s.getState().aside).toEqual(tom);
    // Another table of bots: the match stays aside; the bots' own is asked about by nobody.
    s.getState().start(5);
    expect(s.getState().aside).toEqual(tom);
    expect(s.getState().left).toEqual([]);
    s.getState().setPlan({ seats: PAT_ADA_BRUNO, rules: {} });
    expect(asked(s)).toBeNull();
    s.getState().backToMatch();
    expect(asked(s)).toMatch(/^Start a new match\? The match of Tom, Ann and Bruno ends here/);
    s.getState().start(6);
    expect(s.getState().left.map((l) => l.record)).toEqual([tom]);
  });

  test('a finished match is not asked about, nor kept', () => {
    const s = createSession(kapaga, null);
    s.getState().setPlan({ seats: PAT_ADA_BRUNO.slice(0, 2), rules: { eliminationScore: 100 } });
    s.getState().start(3);
    for (let i = 0; i < 50 && playRandomly(kapaga, s, 3000) === 'next-round'; i++)
      s.getState().nextRound();
    expect(asked(s)).toBeNull();
    s.getState().start(4);
    expect(s.getState().left).toEqual([]);
  });
});

describe('a save of the version 1 store (the log as English)', () => {
  const V1 = readFileSync(new URL('../fixtures/save-v1.json', import.meta.url), 'utf8');

  test('is carried to the table: the same moves, the log said anew in words; it plays on', async () => {
    const storage = memoryStorage();
    storage.setItem('kapaga:match', V1);
    expect(await carrySaves(kapaga, storage)).toBeNull();
    const old = JSON.parse(V1);
    const s = createSession(kapaga, storage);
    expect(s.getState().problem).toBeNull();
    expect(s.getState().record?.actions).toEqual(old.record.actions);
    expect(s.getState().record?.seats.map((x) => x.name)).toEqual(
      old.seats.map((x: { name: string }) => x.name),
    );
    const log = s.getState().log.map((l) => plain(l.words));
    expect(log.join(' ')).toMatch(/deals? 5 cards each/);
    // Every move is there, said by today's words (suit symbols, not codes).
    expect(log.filter((l) => / played /.test(l)).length).toBe(
      old.record.actions.filter((a: { type: string }) => a.type === 'play').length,
    );
    expect(log.join(' ')).not.toMatch(/\b(10|[A2-9TJQK])[SHDC]\b/);
    playRandomly(kapaga, s, 1);
    expect(s.getState().record?.actions).toHaveLength(old.record.actions.length + 1);
  });
});

test('the events of a turn make their sounds, in order', () => {
  const names = soundsFor([
    { type: 'play', seat: 0, cards: ['2H'], onto: '4H' },
    { type: 'penalty', seat: 1, amount: 4, zombie: false, answer: '2' },
    { type: 'kapaga', seat: 0 },
    { type: 'turn', seat: 1 },
  ]);
  expect(names).toEqual(['play', 'penalty', 'kapaga']);
  expect(soundsFor([{ type: 'pass-hands', direction: 'left', seats: 1, to: [1, 0] }])).toEqual([
    'hands-passed',
  ]);
  expect(soundsFor([{ type: 'game-over', winners: [0] }])).toEqual(['match']);
});
