import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ServicesProvider } from '@/ui/app/ServicesContext';
import { TourHost } from '@/ui/tour/TourHost';
import { TOUR_PAGES, tourPageForRoute } from '@/ui/tour/tourPages';
import { fakeServices } from '../support/services';

/** The marks the task page puts on its regions (issue #11). */
function TaskMarks() {
  return (
    <div>
      <header data-tour="task-header">At the market · task 1 of 3</header>
      <ol data-tour="task-items">
        <li>el mercado</li>
      </ol>
      <button type="button" data-tour="task-submit">
        Send my answers
      </button>
    </div>
  );
}

describe('the pupil’s tour of the task page (issue #11)', () => {
  it('is the submit_task tour: header, questions, then sending', () => {
    expect(tourPageForRoute('submitTask')).toBe('submit_task');
    expect(TOUR_PAGES.submit_task.map((s) => s.target)).toEqual([
      '[data-tour="task-header"]',
      '[data-tour="task-items"]',
      '[data-tour="task-submit"]',
    ]);
  });

  it('starts for a pupil who has not seen it', async () => {
    const fakes = fakeServices({ role: 'PUPIL', tourSeen: false });
    render(
      <ServicesProvider value={fakes.services}>
        <MemoryRouter initialEntries={['/submit_task/1/10']}>
          <TaskMarks />
          <TourHost routeId="submitTask" />
        </MemoryRouter>
      </ServicesProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Your task' })).toBeVisible();
  });

  it('pupil pages other than the task page have no tour', () => {
    expect(tourPageForRoute('pupilHome')).toBeUndefined();
    expect(tourPageForRoute('pupilResult')).toBeUndefined();
    expect(tourPageForRoute('pupilTaskResult')).toBeUndefined();
  });
});
