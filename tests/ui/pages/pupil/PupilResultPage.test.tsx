import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { RESULT } from '../../../application/pupil/resultsFakes';

describe('/pupil/result/:pupilHomeworkId (spec §2)', () => {
  it('shows Loading... until fetched, then the title Homework with the homework’s name', async () => {
    let release: (value: typeof RESULT) => void = () => undefined;
    const homeworkResult = vi.fn(
      () => new Promise<typeof RESULT>((resolve) => (release = resolve)),
    );
    renderApp('/pupil/result/5', { role: 'PUPIL', pupilResults: { homeworkResult } });
    expect(await screen.findByText('Loading...')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Homework');
    expect(homeworkResult).toHaveBeenCalledWith(5);
    release(RESULT);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Homework: At the market' }),
    ).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('has the columns Activity, Result, View Result; green passed, red not, a dash with no attempt', async () => {
    renderApp('/pupil/result/5', {
      role: 'PUPIL',
      pupilResults: { homeworkResult: () => Promise.resolve(RESULT) },
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Activity', 'Result', 'View Result']);
    const [, vocabulary, reading, phrase] = within(table).getAllByRole('row');
    // A passed attempt is shown over a later failed one…
    const passed = within(vocabulary!).getByText(/80%/);
    expect(passed).toHaveClass('result-passed');
    expect(passed).toHaveTextContent('80% ✓ passed');
    expect(
      within(vocabulary!).getByRole('link', { name: 'View Result of Key vocabulary' }),
    ).toHaveAttribute('href', '/pupil/result/tasks/21');
    // …else the latest by id.
    const failed = within(reading!).getByText(/0%/);
    expect(failed).toHaveClass('result-failed');
    expect(failed).toHaveTextContent('0% ✗ not passed');
    expect(within(reading!).getByRole('link', { name: /View Result/ })).toHaveAttribute(
      'href',
      '/pupil/result/tasks/23',
    );
    expect(within(phrase!).getByText('not attempted')).toBeInTheDocument();
    expect(within(phrase!).getAllByText('—')).toHaveLength(2);
    expect(within(phrase!).queryByRole('link')).toBeNull();
  });

  it('without a pupilHomeworkId loads nothing and logs "pupilHomeworkId is required"', async () => {
    const homeworkResult = vi.fn(() => Promise.resolve(RESULT));
    const error = vi.fn();
    renderApp('/pupil/result/not-an-id', {
      role: 'PUPIL',
      pupilResults: { homeworkResult },
      logger: { error, warn: vi.fn() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Homework' })).toBeVisible();
    expect(error).toHaveBeenCalledWith('pupilHomeworkId is required');
    expect(homeworkResult).not.toHaveBeenCalled();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why the result could not be loaded, and Try again loads it', async () => {
    let calls = 0;
    const app = renderApp('/pupil/result/5', {
      role: 'PUPIL',
      pupilResults: {
        homeworkResult: () =>
          (calls += 1) === 1 ? Promise.reject(new Error('Not found.')) : Promise.resolve(RESULT),
      },
    });
    expect(await screen.findByText('The result could not be loaded: Not found.')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table')).toBeVisible();
  });
});
