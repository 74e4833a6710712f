import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ClassResult } from '@/application/homework/resultsPorts';
import { renderApp } from '../../support/renderApp';
import { CLASS_RESULT } from '../../../application/homework/fakes';

const PATH = '/homework-classroom-result/1/2';

const WITH_BEN: ClassResult = {
  ...CLASS_RESULT,
  pupils: CLASS_RESULT.pupils.map((p) =>
    p.name === 'Ben'
      ? {
          ...p,
          pupilTasks: [
            {
              id: 30,
              task: { id: 10 },
              testPassed: true,
              scorePercentage: 90,
              createdAt: '2026-03-03T10:00:00.000Z',
            },
          ],
        }
      : p,
  ),
};

describe('the class result page shows attempts live (issue #11)', () => {
  it('draws a new attempt when the window gets the focus back, keeping the focused cell', async () => {
    const answers = [CLASS_RESULT, WITH_BEN];
    const classResult = vi.fn(() => Promise.resolve(answers.shift() ?? WITH_BEN));
    renderApp(PATH, { role: 'public', homeworkResults: { classResult } });
    const cell = await screen.findByRole('button', { name: /Ana, Vocabulary: 80%, passed/ });
    const table = screen.getByRole('table');
    cell.focus();
    expect(screen.getByText(/New attempts appear here by themselves/)).toBeVisible();

    await act(async () => {
      fireEvent.focus(window);
      await Promise.resolve();
    });
    const [, , ben] = within(table).getAllByRole('row');
    expect(
      await within(ben!).findByRole('button', { name: /Ben, Vocabulary: 90%, passed/ }),
    ).toBeVisible();
    expect(classResult).toHaveBeenCalledTimes(2);
    // The same table and the same button: nothing was redrawn from scratch.
    expect(screen.getByRole('table')).toBe(table);
    expect(cell).toHaveFocus();
    expect(screen.queryByText('Loading results…')).toBeNull();
  });

  it('says when a refresh failed and keeps the table it had', async () => {
    let calls = 0;
    const classResult = vi.fn(() =>
      (calls += 1) === 1 ? Promise.resolve(CLASS_RESULT) : Promise.reject(new Error('Offline')),
    );
    renderApp(PATH, { role: 'public', homeworkResults: { classResult } });
    await screen.findByRole('button', { name: /Ana, Vocabulary: 80%, passed/ });
    await act(async () => {
      fireEvent.focus(window);
      await Promise.resolve();
    });
    expect(await screen.findByText(/could not be refreshed \(Offline\)/)).toBeVisible();
    expect(screen.getByRole('button', { name: /Ana, Vocabulary: 80%, passed/ })).toBeVisible();
  });
});
