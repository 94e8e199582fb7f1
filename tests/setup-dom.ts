import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest globals are off, so Testing Library cannot register its own auto-cleanup.
afterEach(() => {
  cleanup();
});

// findBy and waitFor wait up to 5 s (the default 1 s): the suite shares two cores with the
// engine's whole-game tests, and a panel can take longer than a second to show there.
configure({ asyncUtilTimeout: 5000 });
