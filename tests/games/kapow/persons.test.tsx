/**
 * Each seat said one way, with its grammar right (issue 34 item 25): a replay of a lone
 * person's match (their seat named "You", nobody spoken to) never says "You is revealing
 * cards.", "You's hand" or "You discards"; in pass and play the table names the person
 * holding the device, as the header, the log and the summaries do, never "You".
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { actionsFor, type Game, playerView } from '../../../src/games/kapow/engine';
import { prompt } from '../../../src/games/kapow/prompt';
import KapowTable from '../../../src/games/kapow/table';
import { plain, describe as say } from '../../../src/games/kapow/words';
import { at, downs, hand, play, setup } from './helpers';

const REPLAY = { names: ['You', 'Kai'], you: null };
const F = ['~3', '~4', '~5'];
const start = setup({
  hands: [hand(['6', '~4', '~5'], F, F, F), downs()],
  discard: ['5', '7'],
  stock: ['6', '4', '2'],
  turn: 0,
});
const drawn = play(start, { type: 'draw', seat: 0, from: 'stock' });

function table(
  g: Game,
  seat: number,
  narrator: { names: string[]; you: number | null },
  people = 1,
) {
  return render(
    <KapowTable
      view={playerView(g, seat)}
      legal={[]}
      act={vi.fn()}
      narrator={narrator}
      players={[
        { kind: 'person' },
        people > 1 ? { kind: 'person' } : { kind: 'bot', level: 'easy' },
      ]}
      decisions={[null, null]}
      motion={false}
    />,
  );
}

describe('K9-K13: a seat named "You" in a replay is spoken to as you', () => {
  test.each([
    [{ type: 'discard', seat: 0 } as const, /^You discard \d+\.$/],
    [{ type: 'replace', seat: 0, at: at(0, 1) } as const, /^You replace a face-down card/],
  ])('K11: %o reads with "You" agreeing', (a, want) => {
    const line = plain(say(drawn, a, REPLAY));
    expect(line).toMatch(want);
    expect(line).not.toMatch(/You (discards|replaces|is|has)|You's/);
  });

  test('K9 K10: the prompt of a replay says "You are revealing cards.", "You are drawing."', () => {
    const revealing = setup({ hands: [downs(), downs()], discard: ['5'], turn: 0, revealsLeft: 2 });
    const told = (g: Game) => plain(prompt(playerView(g, 1), actionsFor(g, 1), REPLAY));
    expect(told(revealing)).toBe('You are revealing cards.');
    expect(told(start)).toBe('You are drawing.');
    expect(told(drawn)).toBe('You are playing the drawn card.');
  });

  test('K4: the replay\'s table says "Your hand", never "You\'s hand"', () => {
    const r = table(start, 1, REPLAY);
    expect(screen.getByRole('region', { name: 'Your hand' })).toBeInTheDocument();
    expect(r.container.textContent).not.toMatch(/You's|You is/);
  });
});

describe('K4: pass and play names the person holding the device, as everything else does', () => {
  test('K4: the table names Ada (header, hand, prompt), never "You"', () => {
    const r = table(start, 0, { names: ['Ada', 'Bea'], you: 0 }, 2);
    expect(screen.getByRole('region', { name: "Ada's hand" })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your hand' })).toBeNull();
    const heads = [...r.container.querySelectorAll('.kseat .name')].map((e) => e.textContent);
    expect(heads.sort()).toEqual(['Ada', 'Bea']);
  });
});
