/**
 * The log kept as text (issue 34 item 19): the Log dialog downloads the whole match's log,
 * a line per action in the table's words, a bot's reason under its move.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { gameById } from '../../src/games/registry';
import { whoActs } from '../../src/kit/loop';
import { plain } from '../../src/lib/tokens';
import { createSession } from '../../src/platform/session';
import { createSettings } from '../../src/platform/settings';
import { Match } from '../../src/platform/ui/Match';

const kapow = await (gameById('kapow')?.load() ?? Promise.reject(new Error('no KAPOW!')));

afterEach(() => vi.restoreAllMocks());

describe('the log as text', () => {
  test('K9-K13: "Download the log as text" gives every line of the log, reasons under moves', async () => {
    const user = userEvent.setup();
    const s = createSession(kapow, null);
    s.getState().setPlan({
      seats: [
        { kind: 'person', name: 'Ada' },
        { kind: 'bot', level: 'hard', name: 'Kai' },
      ],
      rules: {},
    });
    s.getState().start(5);
    for (let i = 0; i < 12; i++) {
      const next = whoActs(kapow.engine, s.getState().game);
      if (next.kind !== 'seat') break;
      s.getState().act(kapow.engine.actionsFor(s.getState().game, next.seat)[0]);
    }
    const why = [{ kind: 'text' as const, text: 'Kai had its reasons.' }];
    s.setState({ log: s.getState().log.map((l, i) => (i === 4 ? { ...l, reason: why } : l)) });
    const blobs: Blob[] = [];
    const names: string[] = [];
    Object.assign(URL, {
      createObjectURL: (b: Blob) => {
        blobs.push(b);
        return 'blob:log';
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    render(<Match session={s} settings={createSettings(null)} onLeave={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Log' }));
    await user.click(screen.getByRole('button', { name: 'Download the log as text' }));
    expect(names).toEqual(['kapow-log-deal-5.txt']);
    const text = await (blobs[0] as Blob).text();
    const rows = text.split('\n');
    expect(rows[0]).toBe('KAPOW!: deal 5. Players: Ada, Kai (hard).');
    const log = s.getState().log;
    for (const l of log) expect(rows).toContain(plain(l.words));
    expect(rows[rows.indexOf(plain(log[4]?.words ?? [])) + 1]).toBe(
      '    Why: Kai had its reasons.',
    );
  });
});
