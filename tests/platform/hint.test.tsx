// The platform's hint (src/platform/ui/Hint.tsx), on the toy game (tests/platform/toy.ts):
// it asks the game's expert for advice said to the person whose seat it is (voice
// 'advice', module.ts Voice), shows those words, and "Play it" takes the move.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import type { AnyAction, BotOptions, Decision, Level } from '../../src/games/module';
import type { AnyModule } from '../../src/games/registry';
import type { Question, Thinker } from '../../src/platform/thinker';
import { Hint } from '../../src/platform/ui/Hint';
import { TOY_MODULE, toy } from './toy';

describe('the hint', () => {
  test("asks the expert in the advice voice and shows its words; 'Play it' plays them", async () => {
    const user = userEvent.setup();
    const asked: { level: Level; o: BotOptions }[] = [];
    const m: AnyModule = {
      ...TOY_MODULE,
      bots: {
        ...TOY_MODULE.bots,
        create: (level: Level, o: BotOptions) => {
          asked.push({ level, o });
          return {
            decide: (_v: unknown, legal: readonly AnyAction[]) => ({
              action: legal[0] ?? null,
              reason: [
                { kind: 'text', text: o.voice === 'advice' ? 'Step now.' : 'The bot steps.' },
              ],
            }),
          };
        },
      },
    };
    const act = vi.fn();
    const step = { type: 'step', seat: 0 };
    render(
      <Hint
        module={m}
        seat={0}
        view={{ ...toy({ n: 2 }), seat: 0 }}
        legal={[step]}
        seed={4}
        position="4:0:0"
        act={act}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    await user.click(await screen.findByRole('button', { name: 'Play it' }));
    expect(asked).toEqual([{ level: 'expert', o: { seed: 4, timeMs: 250, voice: 'advice' } }]);
    expect(screen.getByText('Step now.')).toBeInTheDocument();
    expect(act).toHaveBeenCalledWith(step);
  });

  test('"More" (shown on phones, where the words are a line or two) lays the words whole, and "Less" folds them', async () => {
    const user = userEvent.setup();
    const thinker: Thinker = {
      decide: async () => ({ action: null, reason: [{ kind: 'text', text: 'Wait.' }] }),
    };
    const { container } = render(
      <Hint
        module={TOY_MODULE}
        thinker={thinker}
        seat={0}
        view={{ ...toy({ n: 2 }), seat: 0 }}
        legal={[{ type: 'step', seat: 0 }]}
        seed={1}
        position="1:0:0"
        act={vi.fn()}
        auto
      />,
    );
    const more = await screen.findByRole('button', { name: 'More' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(container.querySelector('.hint')).not.toHaveClass('open');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(container.querySelector('.hint')).toHaveClass('open');
    await user.click(screen.getByRole('button', { name: 'Less' }));
    expect(container.querySelector('.hint')).not.toHaveClass('open');
  });

  test("thinks where the bots do (the table's thinker), for the person's seat; an answer that is not one of their actions is not offered to play", async () => {
    const user = userEvent.setup();
    const questions: Question[] = [];
    const thinker: Thinker = {
      decide: async (q) => {
        questions.push(q);
        return { action: { type: 'step', seat: 9 }, reason: [{ kind: 'text', text: 'Step.' }] };
      },
    };
    const step = { type: 'step', seat: 1 };
    render(
      <Hint
        module={TOY_MODULE}
        thinker={thinker}
        seat={1}
        view={{ ...toy({ n: 2, turn: 1 }), seat: 1 }}
        legal={[step]}
        seed={8}
        position="8:1:0"
        act={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText('Step.')).toBeInTheDocument();
    expect(questions).toMatchObject([
      {
        game: TOY_MODULE.info.id,
        seat: 1,
        level: 'expert',
        seed: 8,
        voice: 'advice',
        legal: [step],
      },
    ]);
    expect(screen.queryByRole('button', { name: 'Play it' })).toBeNull();
  });

  test('the adviser asks at once, once per position (no button), and says each shown', async () => {
    let asked = 0;
    const thinker: Thinker = {
      decide: async (q) => {
        asked++;
        return { action: q.legal[0] ?? null, reason: [{ kind: 'text', text: `Step ${asked}.` }] };
      },
    };
    const shown = vi.fn();
    const step = { type: 'step', seat: 0 };
    const at = (position: string) => (
      <Hint
        module={TOY_MODULE}
        thinker={thinker}
        seat={0}
        // A fresh view object each render, as the match makes it: the position decides.
        view={{ ...toy({ n: 2 }), seat: 0 }}
        legal={[step]}
        seed={3}
        position={position}
        act={vi.fn()}
        auto
        onShown={shown}
      />
    );
    const { rerender } = render(at('3:0:0'));
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    expect(await screen.findByText('Step 1.')).toBeInTheDocument();
    rerender(at('3:0:0'));
    expect(asked).toBe(1);
    expect(shown).toHaveBeenCalledTimes(1);
    rerender(at('3:0:2'));
    expect(await screen.findByText('Step 2.')).toBeInTheDocument();
    expect(shown).toHaveBeenCalledTimes(2);
  });

  test('an answer that comes once the hint is gone (the turn passed) is neither shown nor counted', async () => {
    let answer: (d: Decision<unknown>) => void = () => {};
    const asked = vi.fn();
    const thinker: Thinker = {
      decide: (q) => {
        asked(q);
        return new Promise((r) => {
          answer = r;
        });
      },
    };
    const shown = vi.fn();
    const { unmount } = render(
      <Hint
        module={TOY_MODULE}
        thinker={thinker}
        seat={0}
        view={{ ...toy({ n: 2 }), seat: 0 }}
        legal={[{ type: 'step', seat: 0 }]}
        seed={3}
        position="3:0:0"
        act={vi.fn()}
        auto
        onShown={shown}
      />,
    );
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    unmount();
    answer({ action: { type: 'step', seat: 0 }, reason: [{ kind: 'text', text: 'Late.' }] });
    await new Promise((r) => setTimeout(r, 20));
    expect(shown).not.toHaveBeenCalled();
  });
});
