import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { HOMEWORKS, PUPIL_ATTEMPT } from '../../../application/pupil/resultsFakes';

describe('/pupil/result/tasks/:taskId', () => {
  it('shows the attempt question by question: the answer, the right one, the verdict in words, what to look at again', async () => {
    const attempt = vi.fn(() => Promise.resolve(PUPIL_ATTEMPT));
    renderApp('/pupil/result/tasks/21', {
      role: 'PUPIL',
      pupilResults: { attempt, homeworks: () => Promise.resolve(HOMEWORKS) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Key vocabulary' })).toBeVisible();
    expect(attempt).toHaveBeenCalledWith(21);
    expect(screen.getByText('80% ✓ passed')).toBeVisible();
    const items = within(
      document.querySelector('.pupil-attempt-items') as HTMLElement,
    ).getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const [market, bread, coffee, open] = items;
    expect(within(market!).getByText('✓ Right')).toBeVisible();
    expect(within(bread!).getByText('la pan')).toBeVisible();
    expect(within(bread!).getByText('el pan')).toBeVisible();
    expect(within(bread!).getByText('✗ Not right')).toBeVisible();
    expect(within(bread!).getByText(/Compro el pan/)).toBeVisible();
    expect(within(coffee!).getByText('✓ Right — check your accents')).toBeVisible();
    expect(within(open!).getByText('Your teacher will mark this')).toBeVisible();
    expect(screen.getByRole('link', { name: '← Back to the homework result' })).toHaveAttribute(
      'href',
      '/pupil/result/5',
    );
  });

  it('leads back to My homework when the homework cannot be found', async () => {
    renderApp('/pupil/result/tasks/21', {
      role: 'PUPIL',
      pupilResults: {
        attempt: () => Promise.resolve(PUPIL_ATTEMPT),
        homeworks: () => Promise.resolve([]),
      },
    });
    await screen.findByRole('heading', { level: 1, name: 'Key vocabulary' });
    expect(screen.getByRole('link', { name: '← My homework' })).toHaveAttribute(
      'href',
      '/pupil/home',
    );
  });

  it('says why the attempt could not be loaded', async () => {
    renderApp('/pupil/result/tasks/99', {
      role: 'PUPIL',
      pupilResults: { attempt: () => Promise.reject(new Error('Not found.')) },
    });
    expect(await screen.findByText('This result could not be loaded: Not found.')).toBeVisible();
  });
});
