import { readdirSync } from 'node:fs';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fromPromise } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { ClassroomDetail } from '@/application/classrooms/ports';
import { tourMachine } from '@/application/tour/tour.machine';
import { App } from '@/ui/App';
import { createAppRouter } from '@/ui/app/router';
import { TOUR_PAGES, tourPageForRoute } from '@/ui/tour/tourPages';
import { holdingView, minor, planView } from '../../application/billing/fakes';
import { row } from '../../application/homework/fakes';
import { renderApp } from '../support/renderApp';
import { fakeServices, type FakeServicesOptions } from '../support/services';

/*
 * Issue #14: the short tours of the classrooms, homework results and subscriptions pages, on
 * the real pages, with the server's seen-state faked per user.
 */

const YEAR_8: ClassroomDetail = {
  id: 3,
  name: 'Year 8 Spanish',
  language: 'es',
  levelKey: 'England:8',
  academicYear: '2026-27',
  archived: false,
  pupilCount: 2,
  homeworkCount: 1,
  createdAt: '2026-03-02T09:00:00.000Z',
  allowance: { totalPupilsAllowed: 30, remainingPupils: 28 },
};

const FREE = planView({ id: 1, title: 'Free', interval: null, rank: 0 });
const TEACHER = planView({ id: 2, title: 'Teacher', priceMinor: minor(600), rank: 1 });

/** The three pages, each with the data its first visit loads. */
const PAGES = [
  {
    path: '/classrooms/view',
    heading: 'Classrooms',
    pageId: 'classrooms',
    firstStep: 'New classroom',
    options: {
      classrooms: { list: () => Promise.resolve({ items: [YEAR_8], total: 1 }) },
    },
  },
  {
    path: '/homework-result',
    heading: 'Homework results',
    pageId: 'homework_result',
    firstStep: 'Find a homework',
    options: {
      homeworkResults: { byClass: () => Promise.resolve({ items: [row()], total: 1 }) },
    },
  },
  {
    path: '/subscription/product',
    heading: 'Subscriptions',
    pageId: 'subscription_product',
    firstStep: 'Your plan',
    options: {
      billing: {
        plans: () => Promise.resolve({ plans: [FREE, TEACHER], current: holdingView(FREE) }),
      },
    },
  },
] as const satisfies readonly {
  path: string;
  heading: string;
  pageId: string;
  firstStep: string;
  options: FakeServicesOptions;
}[];

/**
 * The whole app over fake services whose tour seen-state behaves as the server's does: a tour
 * finished (Exit) is seen from then on, for every later visit that shares `seen`.
 */
function renderWithSeenState(path: string, seen: Set<string>, options: FakeServicesOptions) {
  const fakes = fakeServices({ role: 'public', ...options });
  const hasSeen = vi.fn((pageId: string) => Promise.resolve(seen.has(pageId)));
  const markSeen = vi.fn((pageId: string) => {
    seen.add(pageId);
    return Promise.resolve();
  });
  const tours = {
    ...fakes.services.tours,
    machine: tourMachine.provide({
      actors: {
        hasSeen: fromPromise<boolean, { pageId: string }>(({ input }) => hasSeen(input.pageId)),
        markSeen: fromPromise<void, { pageId: string }>(({ input }) => markSeen(input.pageId)),
      },
      actions: { clearStoredTour: () => fakes.tourStore.clear(), logFailure: () => undefined },
    }),
  };
  const router = createAppRouter({ initialEntries: [path] });
  const view = render(<App services={{ ...fakes.services, tours }} router={router} />);
  return { ...view, hasSeen, markSeen, user: userEvent.setup() };
}

const tooltip = () => document.querySelector<HTMLElement>('.parlo-tour');

describe('the short tours of issue #14', () => {
  it('each of the three pages has a tour of 3 to 5 steps', () => {
    expect(tourPageForRoute('classrooms')).toBe('classrooms');
    expect(tourPageForRoute('homeworkResult')).toBe('homework_result');
    expect(tourPageForRoute('subscriptionProducts')).toBe('subscription_product');
    for (const { pageId } of PAGES) {
      expect(TOUR_PAGES[pageId].length).toBeGreaterThanOrEqual(3);
      expect(TOUR_PAGES[pageId].length).toBeLessThanOrEqual(5);
    }
  });

  it('every tour ends at a guide that exists in content/guides', () => {
    const guides = readdirSync('content/guides').map((file) => file.replace(/\.md$/, ''));
    for (const [pageId, steps] of Object.entries(TOUR_PAGES)) {
      // The pupil's task page has no guide: pupils cannot open /docs.
      if (pageId === 'submit_task') continue;
      expect(guides, `the guide of the ${pageId} tour`).toContain(steps.at(-1)?.guide);
    }
    expect(TOUR_PAGES.classrooms.at(-1)?.guide).toBe('classrooms-and-homework');
    expect(TOUR_PAGES.homework_result.at(-1)?.guide).toBe('classrooms-and-homework');
    expect(TOUR_PAGES.subscription_product.at(-1)?.guide).toBe('subscriptions');
  });

  for (const page of PAGES) {
    describe(page.path, () => {
      it('shows its tour on the first visit, and every step points at a mark on the page', async () => {
        renderApp(page.path, { role: 'public', tourSeen: false, ...page.options });
        expect(await screen.findByRole('heading', { name: page.firstStep })).toBeVisible();
        for (const step of TOUR_PAGES[page.pageId]) {
          expect({
            mark: step.target,
            found: document.querySelector(step.target) !== null,
          }).toEqual({ mark: step.target, found: true });
        }
      });

      it('does not show its tour once the server says it was seen', async () => {
        const app = renderWithSeenState(page.path, new Set([page.pageId]), page.options);
        expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeVisible();
        await waitFor(() => expect(app.hasSeen).toHaveBeenCalledWith(page.pageId));
        // The answer is a resolved promise: let the machine act on it and the page settle.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(screen.queryByRole('heading', { name: page.firstStep })).toBeNull();
        expect(tooltip()).toBeNull();
      });
    });
  }

  it('a teacher who finishes the classrooms tour is not shown it on the next visit', async () => {
    const seen = new Set<string>();
    const first = renderWithSeenState('/classrooms/view', seen, PAGES[0].options);
    expect(await screen.findByRole('heading', { name: 'New classroom' })).toBeVisible();
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Your classrooms' })).toBeVisible();
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Archived classrooms' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Read the guide/ })).toHaveAttribute(
      'href',
      '/docs/classrooms-and-homework',
    );
    await first.user.click(screen.getByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(first.markSeen).toHaveBeenCalledWith('classrooms'));
    expect(tooltip()).toBeNull();
    first.unmount();

    const again = renderWithSeenState('/classrooms/view', seen, PAGES[0].options);
    expect(await screen.findByRole('link', { name: 'Year 8 Spanish' })).toBeVisible();
    await waitFor(() => expect(again.hasSeen).toHaveBeenCalledWith('classrooms'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(tooltip()).toBeNull();
  });

  it('closing the tour with the cross does not count as seen: it shows again next visit', async () => {
    const seen = new Set<string>();
    const first = renderWithSeenState('/subscription/product', seen, PAGES[2].options);
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeVisible();
    await first.user.click(screen.getByRole('button', { name: 'Close the tour' }));
    await waitFor(() => expect(tooltip()).toBeNull());
    expect(first.markSeen).not.toHaveBeenCalled();
    first.unmount();

    renderWithSeenState('/subscription/product', seen, PAGES[2].options);
    expect(await screen.findByRole('heading', { name: 'Your plan' })).toBeVisible();
  });

  it('the homework tour waits for the list, so its first step reads Next, not Exit', async () => {
    let answer: (page: { items: ReturnType<typeof row>[]; total: number }) => void = () => {};
    const byClass = vi.fn(
      () =>
        new Promise<{ items: ReturnType<typeof row>[]; total: number }>((resolve) => {
          answer = resolve;
        }),
    );
    // The tooltip's code loaded beforehand, so that a tour that started now would show at once.
    await import('@/ui/tour/TourView');
    const app = renderWithSeenState('/homework-result', new Set(), {
      homeworkResults: { byClass },
    });
    expect(await screen.findByText('Loading homework…')).toBeVisible();
    await waitFor(() => expect(app.hasSeen).toHaveBeenCalledWith('homework_result'));
    // Not seen, and the filters are on screen, yet the tour holds back until the rows are in.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tooltip()).toBeNull();
    answer({ items: [row()], total: 1 });
    expect(await screen.findByRole('heading', { name: 'Find a homework' })).toBeVisible();
    const box = tooltip();
    expect(box).not.toBeNull();
    expect(within(box!).getByRole('button', { name: 'Next' })).toBeVisible();
    expect(within(box!).queryByRole('button', { name: 'Exit' })).toBeNull();
  });

  it('with no homework yet, the step that ends the tour still offers the guide', async () => {
    // A new teacher's list is empty: the last step (open a row) has no target on the page.
    const app = renderApp('/homework-result', {
      role: 'public',
      tourSeen: false,
      homeworkResults: { byClass: () => Promise.resolve({ items: [], total: 0 }) },
    });
    expect(await screen.findByText('No homework here yet.')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Find a homework' })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Read the guide/ })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    const last = await screen.findByRole('heading', { name: 'One row per class' });
    const box = last.closest<HTMLElement>('.parlo-tour');
    expect(box).not.toBeNull();
    expect(within(box!).getByRole('button', { name: 'Exit' })).toBeVisible();
    expect(within(box!).getByRole('link', { name: /Read the guide/ })).toHaveAttribute(
      'href',
      '/docs/classrooms-and-homework',
    );
  });
});
