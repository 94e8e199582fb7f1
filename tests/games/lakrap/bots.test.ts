import { describe, expect, it } from 'vitest';
import { BOTS, createBot } from '../../../src/games/lakrap/bots';
import type { Claim } from '../../../src/games/lakrap/bots/claims';
import {
  actionsFor,
  determinize,
  newGame,
  playerView,
  snapshot,
} from '../../../src/games/lakrap/engine';
import type { Level } from '../../../src/games/module';
import { plain } from '../../../src/lib/tokens';
import { round } from './botsPlay';
import { atLead, plays, setup } from './helpers';

const TABLES: Level[][] = [
  ['easy', 'medium', 'hard', 'expert'],
  ['hard', 'hard', 'medium'],
  ['expert', 'easy', 'medium', 'hard', 'easy'],
  ['medium', 'hard', 'easy', 'medium', 'hard', 'expert'],
];

describe('La Krap bots', () => {
  it('L7-L14: every level acts legally from its view in the exchange, exposure, marriage and play', () => {
    const stages = new Map<string, Set<Level>>();
    for (let seed = 1; seed <= 12; seed++) {
      const levels = TABLES[seed % TABLES.length] as Level[];
      const end = round(levels, seed, ({ g, seat, legal, d }) => {
        expect(legal).toContainEqual(d.action);
        expect(d.reason.length).toBeGreaterThan(0);
        const kind = d.action?.type === 'marriage' ? 'marriage' : g.stage;
        const set = stages.get(kind) ?? new Set<Level>();
        set.add(levels[seat] as Level);
        stages.set(kind, set);
      });
      expect(end.phase).toBe('game-over');
    }
    for (const stage of ['exchange', 'expose', 'lead', 'follow'])
      expect([...(stages.get(stage) ?? [])].sort(), stage).toEqual([
        'easy',
        'expert',
        'hard',
        'medium',
      ]);
    expect(stages.get('marriage')?.size ?? 0).toBeGreaterThan(0);
  });

  it('L15: no level shows a marriage in a null game (5 points against its team)', () => {
    for (let seed = 1; seed <= 30; seed++)
      round(['hard', 'medium', 'easy', 'hard'], seed, ({ g, d }) => {
        if (g.kind.null && d.action?.type === 'marriage') expect.unreachable('a null marriage');
      });
  });

  it('off turn a bot does nothing, and says so', () => {
    const g = newGame({ players: 4, seed: 5 });
    if (!g.ok) throw new Error(g.error.message);
    const idle = (g.value.turn + 1) % 4;
    const d = BOTS.create('hard', { seed: 1 }).decide(playerView(g.value, idle), []);
    expect(d.action).toBeNull();
    expect(d.reason.some((t) => t.kind === 'text' && t.text.includes('waits'))).toBe(true);
  });

  it('the expert never reads hidden cards: a world dealt again from its view gets the same move', () => {
    let compared = 0;
    for (let seed = 1; seed <= 6; seed++)
      round(['expert', 'hard', 'hard', 'hard'], seed, ({ g, seat }) => {
        if (seat !== 0 || (g.stage !== 'lead' && g.stage !== 'follow')) return;
        const view = playerView(g, 0);
        const other = determinize(view, 1000 + seed);
        if (!other.ok) throw new Error(other.error.message);
        // The other world hides other cards, yet shows the seat the same view.
        expect(snapshot(other.value).hands).not.toEqual(snapshot(g).hands);
        expect(playerView(other.value, 0)).toEqual(view);
        const a = createBot('expert', { seed: 9, iterations: 6 }).decide(view, actionsFor(g, 0));
        const b = createBot('expert', { seed: 9, iterations: 6 }).decide(
          playerView(other.value, 0),
          actionsFor(other.value, 0),
        );
        expect(b.action).toEqual(a.action);
        expect(b.reason).toEqual(a.reason);
        compared++;
      });
    expect(compared).toBeGreaterThan(10);
  });
});

describe('La Krap hard bot: twins, 2s and the sheet on purpose', () => {
  // Seats 0 and 3 red (their face-up 9D, 8D), 1 and 2 black (L4); hearts trumps (L5).
  const faceUp = [['9D'], ['9C'], ['8C'], ['8D']];
  const table = (hands: string[]) => atLead(hands, ['AH'], { faceUp });
  const decide = (level: Level, g: ReturnType<typeof table>) => {
    const d = createBot(level, { seed: 1 }).decide(playerView(g, g.turn), actionsFor(g, g.turn));
    return { action: d.action, claim: (d.why as { claim: Claim }).claim, words: plain(d.reason) };
  };

  it("L10: it cancels an opponent's K♠ with its twin, saving its partner's Q♠", () => {
    const g = plays(table(['QS 9D 7H', 'KS 9C 7C', '7S 8C JC', 'KS 8S 8D']), 'QS', 'KS', '7S');
    const d = decide('hard', g);
    expect(d.action).toEqual({ type: 'play', seat: 3, card: 'KS' });
    expect(d.claim).toEqual({ kind: 'twin', seat: 1, card: 'KS' });
    expect(d.words).toBe("Seat 4 cancels Seat 2's K♠ with its twin.");
    // Medium does not play twins on purpose.
    expect(decide('medium', g).action).toEqual({ type: 'play', seat: 3, card: '8S' });
  });

  it("L11: it cancels an opponent's A♠ with the 2♠, so its partner's 9♠ holds", () => {
    const g = plays(table(['9S 9D 7H', '8S 9C 7C', 'AS 8C JC', '2S 7S 8D']), '9S', '8S', 'AS');
    const d = decide('hard', g);
    expect(d.claim).toEqual({ kind: 'two', seat: 2, card: 'AS', two: '2S' });
  });

  it("L12: it plays the sheet after its partner's card, which alone stays", () => {
    const hands = ['AS 9C 7C', 'KS 8C JC', '7S 9D 7H', 'BL 8S 8D'];
    const g = plays(
      atLead(hands, ['AH'], { faceUp: [['9C'], ['8C'], ['9D'], ['8D']], dealer: 3 }),
      'AS',
      'KS',
      '7S',
    );
    const d = decide('hard', g);
    expect(d.claim).toEqual({ kind: 'sheet', seat: 2, card: '7S', played: 'BL' });
    expect(d.words).toBe("Seat 4 plays the Sheet: every card but Seat 3's 7♠ leaves the trick.");
  });
});

describe('La Krap bots before the first trick', () => {
  const exchange = (hand: string[], indicators: string[]) => {
    const others = [
      ['7S', '8S', '9H', 'JH', 'QD', 'KD', 'TC'],
      ['7D', '8C', '9D', 'JC', 'QC', 'KC', 'TH'],
      ['7S', '8S', '9H', 'JD', 'QS', 'KS', 'TD'],
    ];
    const g = setup({
      hands: [hand, ...others],
      faceUp: [[hand[6] as string], ['TC'], ['TH'], ['TD']],
      indicators,
      dealer: 3,
    });
    const d = createBot('hard', { seed: 1 }).decide(playerView(g, 0), actionsFor(g, 0));
    return d.action?.type === 'exchange' ? [...d.action.cards].sort() : null;
  };

  it('L7: in a trump game hard lays aside its low cards of other suits and keeps trumps and aces', () => {
    expect(exchange(['AH', 'KH', 'QH', '7C', '8D', 'AS', '9S'], ['AH'])).toEqual([
      '7C',
      '8D',
      '9S',
    ]);
  });

  it('L7, L15: in a null game hard lays aside its high cards and keeps its low ones', () => {
    expect(exchange(['AS', 'TS', '7H', '8H', '7D', '2C', 'JR'], ['9C'])).toEqual([
      'AS',
      'JR',
      'TS',
    ]);
  });

  it('L8: every level chooses its exposure from its own view and shows nothing', () => {
    let shown = 0;
    for (const level of ['easy', 'medium', 'hard', 'expert'] as Level[])
      round([level, level, level, level], 8, ({ g: x, d }) => {
        if (x.stage !== 'expose') return;
        expect(d.action).toMatchObject({ type: 'expose', cards: [] });
        shown++;
      });
    expect(shown).toBe(16);
  });

  it('advice is said to the person: "Cancel Seat 2\'s K♠ with your twin."', () => {
    const g = plays(
      atLead(['QS 9D 7H', 'KS 9C 7C', '7S 8C JC', 'KS 8S 8D'], ['AH'], {
        faceUp: [['9D'], ['9C'], ['8C'], ['8D']],
      }),
      'QS',
      'KS',
      '7S',
    );
    const d = createBot('hard', { seed: 1, voice: 'advice' }).decide(
      playerView(g, 3),
      actionsFor(g, 3),
    );
    expect(plain(d.reason)).toBe("Cancel Seat 2's K♠ with your twin.");
  });
});
