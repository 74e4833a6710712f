import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { ATTEMPT, CLASS_RESULT, row } from '../../../application/homework/fakes';

const PATH = '/homework-classroom-result/1/2';

describe('the class result page', () => {
  it('shows pupils × tasks: green passed, red failed, a dash when not attempted', async () => {
    const classResult = vi.fn(() => Promise.resolve(CLASS_RESULT));
    renderApp(PATH, { role: 'public', homeworkResults: { classResult } });
    expect(await screen.findByRole('heading', { level: 1, name: 'At the market' })).toBeVisible();
    expect(classResult).toHaveBeenCalledWith(2, 1);
    const table = screen.getByRole('table');
    const [, ana, ben] = within(table).getAllByRole('row');
    const passed = within(ana!).getByRole('button', { name: /Ana, Vocabulary: 80%, passed/ });
    expect(passed).toHaveClass('result-passed');
    expect(within(ana!).getByRole('button', { name: /Ana, Reading: 33%, not passed/ })).toHaveClass(
      'result-failed',
    );
    expect(within(ben!).queryAllByRole('button')).toHaveLength(0);
    expect(within(ben!).getAllByText('not attempted')).toHaveLength(2);
  });

  it('opens a cell’s attempt question by question, and closes it', async () => {
    const attempt = vi.fn((_id: number) => Promise.resolve(ATTEMPT));
    const app = renderApp(PATH, {
      role: 'public',
      homeworkResults: { classResult: () => Promise.resolve(CLASS_RESULT), attempt },
    });
    await app.user.click(await screen.findByRole('button', { name: /Ana, Vocabulary: 80%/ }));
    const panel = await screen.findByRole('region', { name: 'Ana · Vocabulary' });
    expect(attempt).toHaveBeenCalledWith(20);
    expect(within(panel).getByText('the bread')).toBeVisible();
    expect(within(panel).getByText('Right')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Ana · Vocabulary' })).toHaveFocus();
    await app.user.click(within(panel).getByRole('button', { name: 'Close the attempt' }));
    expect(screen.queryByRole('region', { name: 'Ana · Vocabulary' })).toBeNull();
  });

  it('downloads the table as CSV', async () => {
    const save = vi.fn();
    const app = renderApp(PATH, {
      role: 'public',
      homeworkResults: { classResult: () => Promise.resolve(CLASS_RESULT) },
      files: { save },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'at-the-market-year-8-spanish-results.csv' }),
    );
  });

  it('says spec §8’s message when there is no result', async () => {
    renderApp(PATH, {
      role: 'public',
      homeworkResults: { classResult: () => Promise.resolve(null) },
    });
    expect(
      await screen.findByText('No homework result found for the specified class and homework ID.'),
    ).toBeVisible();
  });
});

describe('an address whose ids are not numbers', () => {
  it('says spec §8’s message and asks the server nothing', async () => {
    const classResult = vi.fn(() => Promise.resolve(CLASS_RESULT));
    renderApp('/homework-classroom-result/abc/2', {
      role: 'public',
      homeworkResults: { classResult },
    });
    expect(
      await screen.findByText('No homework result found for the specified class and homework ID.'),
    ).toBeVisible();
    expect(classResult).not.toHaveBeenCalled();
  });
});

describe('the homework results page', () => {
  it('lists each homework and class with who finished, and filters by status on the server', async () => {
    const byClass = vi.fn(() => Promise.resolve({ items: [row({ pupilsFinished: 3 })], total: 1 }));
    const app = renderApp('/homework-result', { role: 'public', homeworkResults: { byClass } });
    const link = await screen.findByRole('link', {
      name: /At the market, results for Year 8 Spanish/,
    });
    expect(link).toHaveAttribute('href', '/homework-classroom-result/1/2');
    expect(screen.getByText('3 of 5')).toBeVisible();
    await app.user.selectOptions(screen.getByLabelText('Status'), 'completed');
    expect(byClass).toHaveBeenLastCalledWith({ page: 1, limit: 20, showActive: false });
  });

  it('a classroom’s completed homework asks for that classroom only', async () => {
    const byClass = vi.fn(() => Promise.resolve({ items: [], total: 0 }));
    renderApp('/classroom/homework/4/completed', { role: 'public', homeworkResults: { byClass } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Completed homework' }),
    ).toBeVisible();
    // The heading shows before the list's machine has asked: wait for the call itself.
    await waitFor(() =>
      expect(byClass).toHaveBeenCalledWith({
        page: 1,
        limit: 20,
        classroomId: 4,
        showActive: false,
      }),
    );
    expect(screen.getByRole('link', { name: 'See the active homework' })).toHaveAttribute(
      'href',
      '/classroom/homework/4/active',
    );
  });
});
