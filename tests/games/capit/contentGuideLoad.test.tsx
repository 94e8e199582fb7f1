/** Cap-It's guide, loaded apart as the module hands it (GameScreens.guide). */
import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { guide } from '../../../src/games/capit/content';
import { DEFAULT_RULES } from '../../../src/games/capit/engine';

test('C1-C16: the loaded guide renders the rules in effect and the reference', async () => {
  const Guide = await guide();
  render(<Guide rules={DEFAULT_RULES} playing={true} />);
  expect(screen.getByRole('region', { name: 'Rules in effect' })).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Rules reference' })).toBeInTheDocument();
});
