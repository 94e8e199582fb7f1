/** The platform's setup for a session, every way out a no-op (the tests that only look at it). */
import { render } from '@testing-library/react';
import type { Session } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Setup } from '../../src/platform/ui/Setup';
import { NO_DEAL } from '../../src/platform/ui/SetupFields';

const none = () => {};

export const showSetup = (s: Session) =>
  render(
    <Setup
      session={s}
      settings={createSettings(null)}
      deal={NO_DEAL}
      onDeal={none}
      onPlay={none}
      onLab={none}
      onStats={none}
      onWatch={none}
    />,
  );
