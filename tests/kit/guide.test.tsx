/**
 * The kit's How to play page and rules reference (src/kit/guide.ts, kit/react/HowToPlay.tsx,
 * kit/react/RulesReference.tsx), drawn for any game from its words and faces.
 */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { type HowSection, type Picture, type RuleSection, ruleRange } from '../../src/kit/guide';
import { CardPicture, HowToPlay } from '../../src/kit/react/HowToPlay';
import { RulesReference } from '../../src/kit/react/RulesReference';

const BOOK: readonly RuleSection[] = [
  {
    title: 'Cards',
    rules: [
      { id: 'X1', text: 'Two decks.' },
      { id: 'X2', text: 'Aces are high.', ruling: 'Never low.' },
    ],
  },
  { title: 'Scoring', rules: [{ id: 'X3', text: 'Lowest wins.' }] },
];

describe('the rule book rule by rule', () => {
  test('its ids run from the first rule to the last, one id alone, none for an empty book', () => {
    expect(ruleRange(BOOK)).toBe('X1 to X3');
    expect(ruleRange([{ title: 'One', rules: [{ id: 'X7', text: 'Only.' }] }])).toBe('X7');
    expect(ruleRange([])).toBe('');
    expect(ruleRange([{ title: 'Empty', rules: [] }])).toBe('');
  });

  test('every rule with its id under its section, its ruling said, closed until opened', () => {
    const { container } = render(<RulesReference sections={BOOK} className="mine" />);
    const ref = screen.getByRole('region', { name: 'Rules reference' });
    expect(ref.className).toBe('rulebook mine');
    const details = container.querySelector('details');
    expect(details?.open).toBe(false);
    expect(within(ref).getByText('The rule book, rule by rule (X1 to X3)')).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: 'Cards' });
    expect([...cards.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['X1', 'X2']);
    expect(cards.querySelector('.ruling')?.textContent).toBe(' Ruling: Never low.');
    expect(within(screen.getByRole('region', { name: 'Scoring' })).getByText('X3')).toBeTruthy();
    expect(container.querySelectorAll('.rulebook-rule .ruling')).toHaveLength(1);
    fireEvent.click(within(ref).getByText(/The rule book/));
    expect(details?.open).toBe(true);
  });

  test('the rulings where the book is silent follow, led in; without any, no Rulings section', () => {
    render(
      <RulesReference sections={BOOK} rulings={{ lead: 'Where silent:', items: ['A.', 'B.'] }} />,
    );
    const rulings = screen.getByRole('region', { name: 'Rulings' });
    expect(within(rulings).getByText('Where silent:')).toBeInTheDocument();
    expect(
      within(rulings)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['A.', 'B.']);
    const bare = render(<RulesReference sections={BOOK} />).container;
    expect(within(bare).queryByRole('region', { name: 'Rulings' })).toBeNull();
  });
});

interface Marked extends Picture {
  mark: string;
}

const SECTIONS: readonly HowSection<Marked>[] = [
  { title: 'Dealing', text: ['Deal ten.', 'Turn one up.'] },
  {
    title: 'Melds',
    text: ['Lay them down.'],
    pictures: [
      { cards: ['7H', '7S'], caption: 'A pair', mark: 'p' },
      { cards: ['2C'], caption: 'A single', mark: 's' },
      { cards: ['JK', 'JK'], caption: 'Twin jokers', mark: 't' },
    ],
  },
];

function page(playing: boolean) {
  return render(
    <HowToPlay
      className="mygame"
      goal="Win."
      rules={['Ten rounds.']}
      playing={playing}
      sections={SECTIONS}
      picture={(p) => (
        <CardPicture
          label={p.cards.join(', ')}
          caption={p.caption}
          className={p.mark}
          cards={p.cards}
          face={(c) => <i>{c}</i>}
        />
      )}
    >
      <aside>extra</aside>
    </HowToPlay>,
  );
}

describe('How to play, the page', () => {
  test('the goal, the rules of the next match or of this one, the sections, then the extras', () => {
    const { container } = page(false);
    const root = container.firstElementChild;
    expect(root?.className).toBe('how-to-play mygame');
    expect(root?.firstElementChild?.textContent).toBe('Win.');
    const next = screen.getByRole('region', { name: 'Rules of your next match' });
    expect(within(next).getByText('Ten rounds.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Rules of your next match',
      'Dealing',
      'Melds',
    ]);
    expect(root?.lastElementChild?.textContent).toBe('extra');
    const dealing = screen.getByRole('region', { name: 'Dealing' });
    expect([...dealing.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Deal ten.',
      'Turn one up.',
    ]);
    expect(dealing.querySelector('.how-pictures')).toBeNull();
    page(true);
    expect(screen.getByRole('region', { name: 'Rules in effect' })).toBeInTheDocument();
  });

  test("each picture is the game's own, a row of faces named in words with its caption", () => {
    const { container } = page(false);
    const row = screen.getByRole('img', { name: '7H, 7S' });
    expect(row.querySelectorAll('i')).toHaveLength(2);
    const figure = row.closest('figure');
    expect(figure?.className).toBe('card-picture p');
    expect(figure?.querySelector('figcaption')?.textContent).toBe('A pair');
    expect(container.querySelectorAll('.how-pictures > figure')).toHaveLength(3);
    // The same card twice is drawn twice.
    expect(screen.getByRole('img', { name: 'JK, JK' }).querySelectorAll('i')).toHaveLength(2);
    expect(screen.getByRole('img', { name: '2C' }).closest('figure')?.className).toBe(
      'card-picture s',
    );
  });
});
