import { render } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { BLANK, CardBack, CardFace, CodeText, FOUR_COLOUR } from '../../src/kit/CardFace';

describe('the kit draws French-suited cards for any game', () => {
  test('a suited card shows its rank and suit in both corners, a court card its letter', () => {
    const { container } = render(<CardFace code="TH" />);
    const face = container.querySelector('.card-face');
    expect(face?.className).toContain('hearts');
    expect([...container.querySelectorAll('.corner .rank')].map((e) => e.textContent)).toEqual([
      '10',
      '10',
    ]);
    expect(container.querySelector('.pip')?.textContent).toBe('♥');
    const king = render(<CardFace code="KS" />).container;
    expect(king.querySelector('.court-letter')?.textContent).toBe('K');
    expect(king.querySelector('.card-face')?.className).toContain('spades');
  });

  test('the plain, red and black jokers are told apart by colour class', () => {
    for (const [code, cls] of [
      ['JK', 'joker'],
      ['JR', 'red-joker'],
      ['JB', 'black-joker'],
    ] as const) {
      const face = render(<CardFace code={code} />).container.querySelector('.card-face');
      expect(face?.className).toContain(cls);
      expect(face?.textContent).toContain('JOKER');
    }
  });

  test("a blank card (La Krap's sheet) is a face with nothing printed, marked blank; in text it has a name", () => {
    const face = render(<CardFace code={BLANK} />).container.querySelector('.card-face');
    expect(face?.className).toContain('blank');
    expect(face?.textContent).toBe('');
    const text = render(<CodeText code={BLANK} name="the sheet" />).container;
    expect(text.querySelector('.sr-only')?.textContent).toBe('the sheet');
    expect(render(<CardFace code="ZZ" />).container.querySelector('.blank')).toBeNull();
  });

  test('a code that is no card draws a blank face, never throws', () => {
    for (const bad of ['', 'ZZ', '1H', 'toString', '__proto__']) {
      const face = render(<CardFace code={bad} />).container.querySelector('.card-face');
      expect(face?.textContent).toBe('');
    }
  });

  test('faces and backs are hidden from screen readers; a code in text says its name', () => {
    const { container } = render(
      <div className={FOUR_COLOUR}>
        <CardFace code="7D" small />
        <CardBack />
        <CodeText code="7D" />
        <CodeText code="QC" name="the queen of clubs" />
      </div>,
    );
    expect(container.querySelector('.card-face')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('.card-face')?.className).toContain('small');
    expect(container.querySelector('.card-back')?.getAttribute('aria-hidden')).toBe('true');
    const names = [...container.querySelectorAll('.code-text .sr-only')].map((e) => e.textContent);
    expect(names).toEqual(['seven of diamonds', 'the queen of clubs']);
    expect(container.querySelector('.code-text')?.textContent).toContain('7♦');
  });
});
