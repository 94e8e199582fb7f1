import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/games/kapaga/App';

describe('App', () => {
  it('shows the Kapaga heading', () => {
    render(<App />);
    expect(screen.getByRole('heading', { level: 1, name: 'Kapaga' })).toBeInTheDocument();
  });
});
