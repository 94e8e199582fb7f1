/** Counts in words for any game (src/kit/count.ts), and a line of tokens (src/lib/tokens.ts). */
import { describe, expect, test } from 'vitest';
import { counted } from '../../src/kit/count';
import { line, type Token } from '../../src/lib/tokens';

describe('words every game uses', () => {
  test('a count takes the singular for one only, the plural otherwise (or the one given)', () => {
    expect(counted(1, 'card')).toBe('1 card');
    expect(counted(0, 'card')).toBe('0 cards');
    expect(counted(3, 'round')).toBe('3 rounds');
    expect(counted(2, 'match', 'matches')).toBe('2 matches');
    expect(counted(1, 'match', 'matches')).toBe('1 match');
  });

  test('a line puts text, tokens and rows of tokens in order; an empty string adds nothing', () => {
    const seven: Token = { kind: 'card', code: '7H', text: '7♥', spoken: 'seven of hearts' };
    const seat: Token = { kind: 'seat', seat: 1, text: 'Kai' };
    expect(line('Play ', seven, '', [seat, { kind: 'text', text: '!' }])).toEqual([
      { kind: 'text', text: 'Play ' },
      seven,
      seat,
      { kind: 'text', text: '!' },
    ]);
    expect(line()).toEqual([]);
  });
});
