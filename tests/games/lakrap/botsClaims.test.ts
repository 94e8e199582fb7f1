// Every reason a La Krap bot gives is true of the table: its claim (the decision's `why`)
// checked against the whole game before and after the move, and its words name its cards.
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../src/games/lakrap/bots/claims';
import { type Game, snapshot } from '../../../src/games/lakrap/engine';
import { cardCode, cardOf, POWER } from '../../../src/games/lakrap/engine/cards';
import { isSheet, suitIn, winnerOf } from '../../../src/games/lakrap/engine/laws';
import type { Played } from '../../../src/games/lakrap/engine/state';
import type { Level } from '../../../src/games/module';
import { round, type Seen } from './botsPlay';

/** The trick the move was played to, as it stands after the move (its last card too). */
const trickAfter = (next: Game): Played[] =>
  next.trick.length > 0 ? next.trick : (next.lastTrick?.cards ?? []);

const code = (p: Played): string => cardCode(p.card);

function check({ g, next, seat, d }: Seen, claim: Claim): void {
  const before = g.trick;
  const after = trickAfter(next);
  const played = d.action?.type === 'play' ? d.action.card : null;
  const live = (t: Played[], s: number, c: string) => t.find((p) => p.seat === s && code(p) === c);
  switch (claim.kind) {
    case 'exchange':
    case 'expose':
      expect(d.action).toMatchObject({ type: claim.kind, cards: claim.cards });
      return;
    case 'marriage': {
      const hand = snapshot(g).hands[seat] ?? [];
      expect(hand).toContain(`K${claim.suit}`);
      expect(hand).toContain(`Q${claim.suit}`);
      expect(next.marriages[seat]).toBe((g.marriages[seat] ?? 0) + 1);
      return;
    }
    case 'twin':
      expect(live(before, claim.seat, claim.card)?.live).toBe(true);
      expect(played).toBe(claim.card);
      expect(live(after, claim.seat, claim.card)?.live).toBe(false);
      return;
    case 'two': {
      const last = [...before].reverse().find((p) => p.live);
      expect(last && [last.seat, code(last)]).toEqual([claim.seat, claim.card]);
      expect(played).toBe(claim.two);
      expect(played?.[0]).toBe('2');
      expect(live(after, claim.seat, claim.card)?.live).toBe(false);
      return;
    }
    case 'sheet':
      expect(played).toBe(claim.played);
      expect(isSheet(g.kind, cardOf(claim.played))).toBe(true);
      expect(after.filter((p) => p.live).map((p) => [p.seat, code(p)])).toEqual([
        [claim.seat, claim.card],
      ]);
      return;
    case 'sheet-alone':
      expect(before.some((p) => p.live)).toBe(false);
      expect(isSheet(g.kind, cardOf(claim.played))).toBe(true);
      return;
    case 'takes':
      expect(played).toBe(claim.card);
      expect(winnerOf(g.kind, after)).toBe(seat);
      expect(after.some((p) => p.live)).toBe(true);
      if (claim.last) expect(next.lastTrick?.winner).toBe(seat);
      return;
    case 'void': {
      const suit = 'SHDC'.indexOf(claim.suit);
      const hand = g.hands[seat] ?? [];
      expect(hand.some((c) => !isSheet(g.kind, c) && suitIn(g.kind, c) === suit)).toBe(false);
      expect(suitIn(g.kind, before.find((p) => p.live)?.card ?? -1)).toBe(suit);
      expect(winnerOf(g.kind, after)).toBe(claim.seat);
      expect(live(after, claim.seat, claim.holder)?.live).toBe(true);
      return;
    }
    case 'leaves':
      expect(played).toBe(claim.card);
      if (claim.seat < 0) return;
      expect(claim.seat).not.toBe(seat);
      expect(winnerOf(g.kind, after)).toBe(claim.seat);
      expect(live(after, claim.seat, claim.holder)?.live).toBe(true);
      expect(g.teams[claim.seat] === g.teams[seat]).toBe(claim.partner);
      return;
    case 'lead': {
      expect(before).toHaveLength(0);
      const c = cardOf(claim.card);
      expect(played).toBe(claim.card);
      expect(g.kind.trump >= 0 && !isSheet(g.kind, c) && suitIn(g.kind, c) === g.kind.trump).toBe(
        claim.trump,
      );
      if (claim.top) {
        const s = suitIn(g.kind, c);
        for (const [o, h] of g.hands.entries())
          if (o !== seat)
            for (const x of h)
              if (!isSheet(g.kind, x) && suitIn(g.kind, x) === s)
                expect(POWER[x] ?? 0).toBeLessThanOrEqual(POWER[c] ?? 0);
      }
      return;
    }
  }
}

/** The card codes a claim names. */
const named = (c: Claim): string[] =>
  Object.entries(c).flatMap(([k, v]) =>
    k === 'cards'
      ? (v as string[])
      : ['card', 'two', 'holder', 'played'].includes(k)
        ? [v as string]
        : [],
  );

describe('La Krap bots: every reason is true of the table', () => {
  it('L4-L15: each claim (a twin, a 2, the sheet, a lead, a take, a void) holds, and the words name its cards', () => {
    const kinds = new Set<string>();
    const tables: Level[][] = [
      ['hard', 'hard', 'hard', 'hard'],
      ['easy', 'medium', 'hard', 'expert'],
      ['hard', 'medium', 'hard', 'easy', 'medium'],
    ];
    for (let seed = 1; seed <= 32; seed++)
      round(tables[seed % 3] as Level[], seed, (x) => {
        const claim = (x.d.why as { claim: Claim }).claim;
        kinds.add(claim.kind);
        check(x, claim);
        const cards = x.d.reason.flatMap((t) => (t.kind === 'card' ? [t.code] : []));
        for (const c of named(claim)) if (c !== '') expect(cards).toContain(c);
      });
    for (const k of [
      'exchange',
      'expose',
      'marriage',
      'twin',
      'sheet',
      'takes',
      'void',
      'leaves',
      'lead',
    ])
      expect(kinds, k).toContain(k);
  });
});
