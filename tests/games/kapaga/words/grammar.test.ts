/**
 * Every event type, every reason clause and the table's prompts, said for "you" and for a
 * name: grammatical both ways, in the table's card words (suit symbols, never raw codes).
 */
import { describe, expect, test } from 'vitest';
import {
  type Action,
  applyAction,
  fromSetup,
  type GameEvent,
  newGame,
  type PlayerView,
  playerView,
  type Rules,
  resolveRules,
} from '../../../../src/games/kapaga/engine';
import {
  type Clause,
  type ClauseKey,
  clauseWords,
  isPublic,
  type Narrator,
  narrateAdvice,
  narrateEvent,
  narratePassing,
  narrateReason,
  PUBLIC_CLAUSES,
  plain,
  tablePrompt,
} from '../../../../src/games/kapaga/words';

const NAMES = ['Ann', 'Bea', 'Cal'];
const YOU: Narrator = { names: NAMES, you: 0 };
const THEM: Narrator = { names: NAMES, you: null };

/** One event of every type, about seat 0 (and seat 1 where two seats take part). */
const EVENTS: GameEvent[] = [
  { type: 'deal', round: 2, dealer: 0, handSize: 5 },
  { type: 'turn-up', seat: 0, card: '8H' },
  { type: 'play', seat: 0, cards: ['7H', '7S'], onto: '9H' },
  { type: 'call', seat: 0, call: 'Q' },
  { type: 'must-call', seat: 0 },
  { type: 'penalty', seat: 0, amount: 7, zombie: true, answer: '2S' },
  { type: 'skip', seat: 0 },
  { type: 'pass-hands', direction: 'left', seats: 1, to: [1, 2, 0] },
  { type: 'joker', seat: 0 },
  { type: 'draw', seat: 0, count: 2, reason: 'penalty', cards: ['4C', 'TD'] },
  { type: 'draw', seat: 0, count: 0, reason: 'choice', cards: [] },
  { type: 'keep', seat: 0 },
  { type: 'recycle', seat: 0, points: 200, count: 2 },
  { type: 'kapaga', seat: 0 },
  { type: 'catch', seat: 1, target: 0, count: 1 },
  { type: 'catch', seat: 0, target: 1, count: 1 },
  {
    type: 'round-over',
    winner: 0,
    points: [0, 5, 10],
    scores: [0, 5, 10],
    eliminated: [0],
    reset: [],
  },
  {
    type: 'round-over',
    winner: 1,
    points: [5, 0, 10],
    scores: [5, 0, 10],
    eliminated: [0, 2],
    reset: [1],
  },
  { type: 'game-over', winners: [0] },
  { type: 'game-over', winners: [1, 0] },
  { type: 'pass-hands', direction: 'right', seats: 2, to: [1, 2, 0] },
  { type: 'hands-stay' },
];

/** Wrong forms a regex over English used to produce, and raw card codes. */
const BAD = [
  /\bYou (deals|is|was|has|plays|draws|wins|hits|faces|were caught)\b/,
  /\byou (deals|is|was|has|plays|draws|wins|faces)\b/,
  /(?<!and )\b(Ann|Bea|Cal) (deal|are|were|have|play|draw|win|face)\b/,
  /\bno a\b/,
  /\b(10|[A2-9TJQK])[SHDC]\b|\bJK\b/,
  /\bseat \d/i,
];

function clean(text: string): void {
  for (const re of BAD) expect(text, text).not.toMatch(re);
  expect(text).toMatch(/[.!]$/);
}

describe('events in words', () => {
  test.each(EVENTS.map((e) => [e.type, e] as const))('%s, for "you" and for a name', (_, e) => {
    for (const n of [YOU, THEM]) {
      const t = narrateEvent(e, n, 0);
      if (t) clean(plain(t));
    }
  });

  test('the verbs agree with the reader', () => {
    const say = (e: GameEvent, n = YOU) => plain(narrateEvent(e, n, 0) ?? []);
    expect(say(EVENTS[0] as GameEvent)).toBe('Round 2: You deal 5 cards each.');
    expect(say(EVENTS[0] as GameEvent, THEM)).toBe('Round 2: Ann deals 5 cards each.');
    expect(say(EVENTS[6] as GameEvent)).toBe('You are skipped.');
    expect(say(EVENTS[8] as GameEvent)).toBe('Joker! Everyone else draws 1, and you play again.');
    expect(say(EVENTS[14] as GameEvent)).toBe('Bea caught you without a KAPAGA call: you draw 1.');
    expect(say(EVENTS[16] as GameEvent)).toBe('You went out. You are eliminated.');
    expect(say(EVENTS[17] as GameEvent)).toBe(
      'Bea went out. You and Cal are eliminated. Bea hit exactly the limit: back to 0.',
    );
    expect(say(EVENTS[19] as GameEvent)).toBe('Bea and you share the win!');
    expect(say(EVENTS[9] as GameEvent)).toBe('You drew 2 cards (4♣ 10♦) as the penalty.');
    // Another reader never sees the cards seat 0 drew.
    expect(plain(narrateEvent(EVENTS[9] as GameEvent, THEM, 1) ?? [])).toBe(
      'Ann drew 2 cards as the penalty.',
    );
  });
});

/** One clause of every kind, about seat 0 where it names a seat. */
const CLAUSES: Record<ClauseKey, Clause> = {
  kapaga: { say: 'kapaga' },
  catch: { say: 'catch', target: 0 },
  'went-out': { say: 'went-out' },
  shed: { say: 'shed', points: 300 },
  faces: { say: 'faces', seat: 0, amount: 4 },
  close: { say: 'close', seat: 0, cards: 1 },
  'skip-close': { say: 'skip-close', seat: 0 },
  joker: { say: 'joker' },
  'joker-lone': { say: 'joker-lone', seat: 0 },
  'void-shown': { say: 'void-shown', seat: 0, suit: 'H' },
  'call-void': { say: 'call-void', seat: 0 },
  'pass-hand': { say: 'pass-hand', mine: 5, seat: 0, theirs: 1 },
  'first-fit': { say: 'first-fit' },
  simplest: { say: 'simplest' },
  random: { say: 'random' },
  'must-draw': { say: 'must-draw' },
  simulated: { say: 'simulated' },
  risky: { say: 'risky', seat: 0 },
  'pass-points': { say: 'pass-points', points: 1055 },
  'pass-no-better': { say: 'pass-no-better' },
  'call-hold': { say: 'call-hold', call: 'H', count: 4 },
  'call-any': { say: 'call-any' },
  'call-first-card': { say: 'call-first-card' },
  'call-least-likely': { say: 'call-least-likely', seat: 0 },
  'exact-reset': { say: 'exact-reset', held: 300, score: 1700, limit: 2000 },
  'draw-safer': { say: 'draw-safer' },
  'keep-eight': { say: 'keep-eight' },
  'keep-useless': { say: 'keep-useless' },
  'no-answer': { say: 'no-answer', need: '2' },
  'nothing-matches': { say: 'nothing-matches' },
  searched: { say: 'searched', options: 5, deals: 6900 },
  'better-than': {
    say: 'better-than',
    points: 120.4,
    alt: { type: 'play', seat: 1, cards: ['9S'] } as Action,
  },
  'close-call': { say: 'close-call', alt: { type: 'draw', seat: 0 } as Action },
};

describe("bots' reasons in words", () => {
  test.each(Object.entries(CLAUSES))('%s, for "you" and for a name', (_, c) => {
    for (const n of [YOU, THEM]) clean(plain(clauseWords(c, n)));
  });

  test('the words of the bug reports read right now', () => {
    expect(plain(clauseWords(CLAUSES['no-answer'], THEM))).toBe('I have no 2 to answer with.');
    expect(plain(clauseWords(CLAUSES.close, YOU))).toBe('You have one card left.');
    expect(plain(clauseWords(CLAUSES.close, THEM))).toBe('Ann has one card left.');
    expect(plain(clauseWords(CLAUSES['pass-hand'], YOU))).toBe('My 5 cards for your 1.');
  });

  /**
   * Regression (issue 19): the hint read "The expert would draw. Nothing I hold matches.",
   * "-22 points better than playing 8♦" and "6044 deals" beside "1,156 points".
   */
  test('advice about your own hand says "you", never the bot\'s "I"', () => {
    for (const c of Object.values(CLAUSES)) {
      const said = plain(clauseWords(c, YOU, 0));
      clean(said);
      expect(said, said).not.toMatch(/\b(I|me|my|My)\b/);
    }
    expect(plain(clauseWords(CLAUSES['nothing-matches'], YOU, 0))).toBe(
      'Nothing you hold matches.',
    );
    const pass: Clause = { say: 'pass-hand', mine: 5, seat: 1, theirs: 1 };
    expect(plain(clauseWords(pass, YOU, 0))).toBe("Your 5 cards for Bea's 1.");
    // A bot's own reason, in the log, stays in its voice.
    expect(plain(clauseWords(CLAUSES['nothing-matches'], YOU, 1))).toBe('Nothing I hold matches.');
    const advice = narrateAdvice({ type: 'draw', seat: 0 }, [CLAUSES['nothing-matches']], YOU);
    expect(plain(advice)).toBe('The expert would draw. Nothing you hold matches.');
  });

  test('numbers are written one way: whole, thousands separated', () => {
    const big: Clause[] = [
      { say: 'searched', options: 12, deals: 6044 },
      { say: 'shed', points: 1156 },
      { say: 'pass-points', points: 1055 },
      { say: 'exact-reset', held: 300, score: 1700, limit: 2000 },
      { say: 'better-than', points: 1156.4, alt: { type: 'draw', seat: 0 } },
    ];
    for (const n of [YOU, THEM]) {
      const said = plain(narrateReason(big, n, true, 0) ?? []);
      expect(said).not.toMatch(/\d{4}|\.\d/);
      expect(said).toMatch(/6,044 simulated deals/);
      expect(said).toMatch(/Shedding 1,156 points/);
      expect(said).toMatch(/1,700 \+ 300 = 2,000/);
    }
    expect(plain(clauseWords({ say: 'shed', points: 1 }, YOU, 0))).toBe('Shedding 1 point.');
  });

  test('the gain over the runner-up is said only when clearly above zero, and what it means', () => {
    const alt: Action = { type: 'play', seat: 0, cards: ['8D'] };
    const better = plain(clauseWords({ say: 'better-than', points: 22.4, alt }, YOU, 0));
    expect(better).toBe('On average it left you 22 points better off than playing 8♦.');
    const close = plain(clauseWords({ say: 'close-call', alt }, YOU, 0));
    expect(close).toBe('Too close to call: playing 8♦ did about as well.');
    // An old save's gain at or below zero is no gain: said as a close call, never "-22 better".
    for (const points of [-22, 0, 0.3])
      expect(plain(clauseWords({ say: 'better-than', points, alt }, YOU, 0))).toBe(close);
  });

  test('only public clauses are said while hands are hidden', () => {
    const reason = [CLAUSES['pass-hand'], CLAUSES['pass-points']] as Clause[];
    expect(plain(narrateReason(reason, THEM, false) ?? [])).toBe("My 5 cards for Ann's 1.");
    expect(plain(narrateReason(reason, THEM, true) ?? [])).toMatch(/1,055 points/);
    expect(narrateReason([CLAUSES['keep-eight']], THEM, false)).toBeNull();
    // Every clause is classed: public ones name nothing a seat's view does not know.
    for (const c of Object.values(CLAUSES)) expect(PUBLIC_CLAUSES.has(c.say)).toBe(isPublic(c));
  });
});

describe("the table's prompt", () => {
  function viewAfter(rules: Partial<Rules>, hand1: string[], play: string[]): PlayerView {
    const g = fromSetup({
      rules,
      hands: [[...play, 'KD'], hand1, ['9C', '9D']],
      discard: [`4${play[0]?.[1]}`],
      turn: 0,
    });
    if (!g.ok) throw new Error(g.error.message);
    const r = applyAction(g.value, { type: 'play', seat: 0, cards: play });
    if (!r.ok) throw new Error(r.error.message);
    return playerView(r.value, 1);
  }

  /**
   * Regression (issue 8): with `twos: plain` and a live 5S the prompt offered "play the 2
   * of spades", which the engine refuses. For every combination, the prompt offers an
   * answer exactly when the engine accepts one.
   */
  test.each([
    [{}, ['5S'], '2♠'],
    [{ twos: 'plain' as const }, ['5S'], null],
    [{ twoOfSpadesOnFive: false }, ['5S'], null],
    [{}, ['2H'], '2'],
    [{ stackTwos: false }, ['2H'], null],
  ])('rules %j after %j: the answer offered is %s', (rules, play, offered) => {
    const view = viewAfter(rules, ['2S', '2C', '3H'], play);
    const prompt = tablePrompt(view, { names: NAMES, you: 1 }).main;
    expect(view.stage).toBe('answer');
    const accepted = ['2S', '2C'].filter((c) => {
      const g = fromSetup({
        rules,
        hands: [
          [...play, 'KD'],
          ['2S', '2C', '3H'],
          ['9C', '9D'],
        ],
        discard: [`4${play[0]?.[1]}`],
        turn: 0,
      });
      if (!g.ok) throw new Error(g.error.message);
      const r = applyAction(g.value, { type: 'play', seat: 0, cards: play });
      return r.ok && applyAction(r.value, { type: 'play', seat: 1, cards: [c] }).ok;
    });
    if (offered === null) {
      expect(prompt).not.toMatch(/play/);
      expect(accepted).toEqual([]);
    } else if (offered === '2♠') {
      expect(prompt).toMatch(/play the 2♠ or draw\u00a05/);
      expect(accepted).toEqual(['2S']);
    } else {
      expect(prompt).toMatch(/play a 2 or draw\u00a02/);
      expect(accepted).toEqual(['2S', '2C']);
    }
  });

  test('a count never starts a line: "draw\u00a07" is held together (a non-breaking space)', () => {
    const view = viewAfter({}, ['2S', '2C', '3H'], ['2H']);
    expect(view.stage).toBe('answer');
    for (const you of [1, 0]) {
      const { main, tokens } = tablePrompt(view, { names: NAMES, you });
      expect(main).toMatch(/draw\u00a02\.$/);
      expect(main).not.toMatch(/draw \d/);
      expect(tokens.map((t) => t.text).join('')).toBe(main);
    }
  });

  test('the seat to act is a name token (the UI cuts it to fit)', () => {
    const view = viewAfter({}, ['3H', '4H'], ['7S']);
    const { tokens } = tablePrompt(view, { names: NAMES, you: 1 });
    expect(tokens[0]).toMatchObject({ kind: 'seat', seat: 2, text: 'Cal' });
  });

  test('prompts for "you" and for a name', () => {
    const r = resolveRules({});
    if (!r.ok) throw new Error('rules');
    const view = viewAfter({}, ['3H', '4H'], ['7S']);
    // Seat 1 was skipped: seat 2 is to play.
    expect(tablePrompt(view, { names: NAMES, you: 1 }).main).toBe('Cal to play.');
    expect(tablePrompt({ ...view, seat: 2 }, { names: NAMES, you: 2 }).main).toBe(
      'Your turn: play or draw.',
    );
  });
});

describe('R16: what a passing gave you and took away', () => {
  function viewAfterNine(seat: number, hand0: string[]): PlayerView {
    const g = fromSetup({
      hands: [['9H', ...hand0], ['4C', '6C'], ['JD']],
      discard: ['KH'],
      turn: 0,
    });
    if (!g.ok) throw new Error(g.error.message);
    const r = applyAction(g.value, { type: 'play', seat: 0, cards: ['9H'] });
    if (!r.ok) throw new Error(r.error.message);
    return playerView(r.value, seat);
  }

  test('the person on screen reads whose hand they hold and what they passed on, in card words', () => {
    const mine = narratePassing(viewAfterNine(0, ['7H', '3C']), YOU);
    expect(plain(mine.received ?? [])).toBe("You now hold Cal's hand.");
    expect(plain(mine.passed ?? [])).toBe('You passed on 7♥ 3♣ to Bea.');
    const bea = narratePassing(viewAfterNine(1, ['7H', '3C']), { names: NAMES, you: 1 });
    expect(plain(bea.received ?? [])).toBe("You now hold Ann's hand.");
    expect(plain(bea.passed ?? [])).toBe('You passed on 4♣ 6♣ to Cal.');
    for (const t of [mine.received, mine.passed, bea.received, bea.passed]) clean(plain(t ?? []));
  });

  test('two 9s: you passed on the hand you held before the play, never one held in between', () => {
    const g = fromSetup({
      hands: [['9H', '9S', '7H', '3C'], ['4C', '6C'], ['JD'], ['QS', '2D', '5H']],
      discard: ['KH'],
      turn: 0,
    });
    if (!g.ok) throw new Error(g.error.message);
    const r = applyAction(g.value, { type: 'play', seat: 0, cards: ['9H', '9S'] });
    if (!r.ok) throw new Error(r.error.message);
    const names = ['Ann', 'Bea', 'Cal', 'Dan'];
    const words = (seat: number) => {
      const w = narratePassing(playerView(r.value, seat), { names, you: seat });
      return [plain(w.passed ?? []), plain(w.received ?? [])];
    };
    expect(words(0)).toEqual(['You passed on 7♥ 3♣ to Cal.', "You now hold Cal's hand."]);
    expect(words(1)).toEqual(['You passed on 4♣ 6♣ to Dan.', "You now hold Dan's hand."]);
    expect(words(3)).toEqual(['You passed on Q♠ 2♦ 5♥ to Bea.', "You now hold Bea's hand."]);
  });

  test('a big hand passed on is counted, not listed', () => {
    const big = ['2C', '3C', '5C', '5D', '6D', '7D', '3S', '4S', '6S'];
    const w = narratePassing(viewAfterNine(0, big), YOU);
    expect(plain(w.passed ?? [])).toBe('You passed on 9 cards to Bea.');
  });

  test('R6: hands passed by the turned card before anyone looked: where your hand went, no cards', () => {
    for (let seed = 1; seed < 3000; seed++) {
      const g = newGame({ players: 3, seed });
      if (!g.ok) throw new Error(g.error.message);
      const v = playerView(g.value, 0);
      if (v.discard.length !== 1 || !['9', '5C'].some((c) => v.top.startsWith(c))) continue;
      if (v.passedTo === null) continue;
      const w = narratePassing(v, { names: NAMES, you: 0 });
      expect(plain(w.passed ?? [])).toBe(
        `Your hand went to ${NAMES[v.passedTo]} before you looked at it.`,
      );
      return;
    }
    throw new Error('no deal turned up a passing card');
  });

  test('no passing this round: nothing to say', () => {
    const g = fromSetup({ hands: [['7H'], ['4C'], ['JD']], discard: ['KH'], turn: 0 });
    if (!g.ok) throw new Error(g.error.message);
    expect(narratePassing(playerView(g.value, 0), YOU)).toEqual({ received: null, passed: null });
  });
});
