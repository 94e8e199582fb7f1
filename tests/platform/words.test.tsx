// Any game's words on the page (src/platform/ui/Words.tsx), rendered in one place: text,
// seats, and cards drawn as plain named text or as the game draws them (Kapaga's).
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { Words as KapagaWords } from '../../src/games/kapaga/table/Words';
import type { Token } from '../../src/games/module';
import { Words } from '../../src/kit/react/Words';

const LINE: Token[] = [
  { kind: 'seat', seat: 1, text: 'Ann' },
  { kind: 'text', text: ' plays the ' },
  { kind: 'card', code: '9C', text: '9♣', spoken: 'nine of clubs' },
  { kind: 'text', text: '.' },
];

test('a card is named for a screen reader; a seat is marked; the line reads whole', () => {
  const { container } = render(<Words tokens={LINE} />);
  expect(container.textContent).toBe('Ann plays the 9♣.');
  expect(screen.getByRole('img', { name: 'nine of clubs' })).toHaveAttribute('data-code', '9C');
  expect(screen.getByText('Ann')).toHaveClass('who');
});

test("Kapaga's lines are the same renderer with its own small cards", () => {
  const { container } = render(<KapagaWords tokens={LINE} />);
  expect(container.querySelector('.token-card')).toBeNull();
  expect(container.querySelector('.code-text')).not.toBeNull();
  expect(screen.getByText('nine of clubs')).toHaveClass('sr-only');
  expect(screen.getByText('Ann')).toHaveClass('who');
});
