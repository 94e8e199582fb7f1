// How Kapaga's bots are asked (src/games/kapaga/store/deciders.ts): the expert through the
// table's thinker (src/platform/thinker.ts, whose worker and its fallback are tested in
// tests/platform/thinker.test.ts), the other levels directly.
import { describe, expect, it } from 'vitest';
import { legalActions, newGame, playerView } from '../../src/games/kapaga/engine';
import { type DecideRequest, thinkerDecider } from '../../src/games/kapaga/store';
import { isReason } from '../../src/games/kapaga/words';
import { pageThinker, type Question, type Thinker } from '../../src/platform/thinker';

function request(level: DecideRequest['level']): DecideRequest {
  const g = newGame({ players: 3, seed: 5 });
  if (!g.ok) throw new Error(g.error.message);
  const seat = g.value.turn;
  return {
    level,
    seed: 1,
    view: playerView(g.value, seat),
    legal: legalActions(g.value).filter((a) => 'seat' in a && a.seat === seat),
  };
}

/** A stand-in thinker: answers with what `answer` makes of the question. */
function fake(answer: (q: Question) => unknown): Thinker & { asked: Question[] } {
  const asked: Question[] = [];
  return {
    asked,
    decide: async (q) => {
      asked.push(q);
      return { action: answer(q), reason: [], why: [{ say: 'random' }] };
    },
  };
}

describe('thinkerDecider', () => {
  it("sends the expert to the table's thinker, with only its seat's view and actions", async () => {
    const thinker = fake((q) => q.legal[0]);
    const req = request('expert');
    const d = await thinkerDecider(thinker)(req);
    expect(d).toEqual({ action: req.legal[0], reason: [{ say: 'random' }] });
    expect(thinker.asked).toHaveLength(1);
    const q = thinker.asked[0] as Question;
    expect(q).toMatchObject({ game: 'kapaga', level: 'expert', seat: req.view.seat, seed: 1 });
    expect(q.view).toBe(req.view);
    expect(q.legal).toBe(req.legal);
    // JSON-safe: what crosses to the worker is plain data.
    expect(JSON.parse(JSON.stringify(q))).toEqual(q);
  });

  it('calls the other levels directly, without the thinker', () => {
    const thinker = fake((q) => q.legal[0]);
    const d = thinkerDecider(thinker)(request('easy'));
    expect(d).not.toBeInstanceOf(Promise);
    expect(thinker.asked).toHaveLength(0);
  });

  it('an answer that is none of the seat’s actions is thought out here instead', async () => {
    const d = await thinkerDecider(fake(() => ({ type: 'draw', seat: 9 })))(request('expert'));
    expect(d.action).not.toBeNull();
    expect(d.reason).not.toEqual([{ say: 'random' }]);
  }, 20_000);

  it("Kapaga's expert through the table's thinker answers with Kapaga's own reason", async () => {
    const req = request('expert');
    const d = await thinkerDecider(pageThinker())(req);
    expect(req.legal).toContainEqual(d.action);
    expect(isReason(d.reason)).toBe(true);
    expect(d.reason.length).toBeGreaterThan(0);
  }, 20_000);
});
