import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { StreamFilterValues } from '@/application/admin/activityStream/ports';
import type { ActivityStream } from '@/contract/activityStream';
import { renderApp } from '../../../support/renderApp';

const STREAM: ActivityStream = {
  range: { from: '2026-03-01', to: '2026-03-03', timeZone: 'UTC' },
  events: [
    {
      key: 'a2',
      kind: 'element.clicked',
      userId: 7,
      userEmail: 'tess@example.com',
      page: '/dashboard',
      elementId: 'dashboard-generate',
      details: {},
      at: '2026-03-02T09:00:00.000Z',
    },
    {
      key: 'e1',
      kind: 'session.signed_in',
      userId: 7,
      userEmail: 'tess@example.com',
      page: null,
      elementId: null,
      details: {},
      at: '2026-03-02T08:59:00.000Z',
    },
  ],
  cursor: '2.1',
  days: [
    { day: '2026-03-01', total: 0, byKind: {} },
    { day: '2026-03-02', total: 2, byKind: { 'element.clicked': 1, 'session.signed_in': 1 } },
    { day: '2026-03-03', total: 0, byKind: {} },
  ],
  topPages: [{ page: '/dashboard', views: 4 }],
};

describe('/activity_stream', () => {
  it('shows the chart with its numbers in a table, the top pages and the events; a user’s e-mail filters by them', async () => {
    const read = vi.fn((_filters: StreamFilterValues, _since: string | null) =>
      Promise.resolve(STREAM),
    );
    const app = renderApp('/activity_stream', { role: 'admin', activityStream: { read } });
    const chart = await screen.findByRole('img', {
      name: /Events per day, 2026-03-01 to 2026-03-03/,
    });
    expect(chart).toBeInTheDocument();
    const numbers = screen.getByRole('table', { name: /events per day/ });
    expect(
      within(numbers)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['2026-03-010', '2026-03-022', '2026-03-030']);
    expect(screen.getByRole('button', { name: '/dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'dashboard-generate' })).toBeInTheDocument();

    await app.user.click(screen.getAllByRole('button', { name: 'Show only tess@example.com' })[0]!);
    expect(read).toHaveBeenLastCalledWith(
      expect.objectContaining({ user: 'tess@example.com' }),
      null,
    );
    expect(screen.getByLabelText('User (e-mail or id)')).toHaveValue('tess@example.com');
  });

  it('a failure is said on the page', async () => {
    renderApp('/activity_stream', {
      role: 'admin',
      activityStream: { read: () => Promise.reject(new Error('The server is busy.')) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy.');
  });
});
