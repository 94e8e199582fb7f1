/** "Understand Kai's move" for any table (src/kit/react/Understand.tsx). */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import { Understand } from '../../src/kit/react/Understand';
import type { Narrator, Token } from '../../src/lib/tokens';

const say = (text: string): Token[] => [{ kind: 'text', text }];
const N: Narrator = { names: ['Ana', 'Kai 2'], you: 0 };

describe("Understand a bot's move", () => {
  test('no decision yet: no button', () => {
    const { container } = render(<Understand name="Kai" decision={null} narrator={N} />);
    expect(container.innerHTML).toBe('');
  });

  test('the button opens the move in one sentence, then its reasons line by line', async () => {
    const user = userEvent.setup();
    const decision = {
      reason: say('Kai takes the discard.'),
      detail: [say('It completes a triad.'), [{ kind: 'seat', seat: 1, text: 'Kai' } as Token]],
    };
    render(<Understand name="Kai" decision={decision} narrator={N} className="mine" />);
    const button = screen.getByRole('button', { name: "Understand Kai's move" });
    expect(button.className).toBe('btn small ghost mine');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(button);
    const dialog = screen.getByRole('dialog', { name: "Kai's move" });
    expect(dialog.querySelector('.why-lead')?.textContent).toBe('Kai takes the discard.');
    // A seat is named as the table names it ("Kai 2", the number kept on the name's line).
    expect([...dialog.querySelectorAll('.why-lines li')].map((l) => l.textContent)).toEqual([
      'It completes a triad.',
      'Kai\u00a02',
    ]);
  });

  test('without detail, the one sentence is the only line', async () => {
    const user = userEvent.setup();
    render(<Understand name="Kai" decision={{ reason: say('Kai draws.') }} narrator={N} />);
    await user.click(screen.getByRole('button', { name: "Understand Kai's move" }));
    const lines = screen.getByRole('dialog').querySelectorAll('.why-lines li');
    expect([...lines].map((l) => l.textContent)).toEqual(['Kai draws.']);
  });
});
