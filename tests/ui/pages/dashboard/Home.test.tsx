import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDraft } from '@/domain/draft/draftRules';
import { TOUR_PAGES } from '@/ui/tour/tourPages';
import { summary } from '../../../application/resources/fakes';
import { fakeProfile } from '../../support/services';
import { renderApp } from '../../support/renderApp';

const teacher = { role: 'public' } as const;

describe("a teacher's Home: their recent resources", () => {
  it('lists their latest resources, a draft going on at its review and a finished one opening to display', async () => {
    const app = renderApp('/select_resources', {
      ...teacher,
      library: [
        summary({ id: 21, name: 'Unfinished market', status: 'draft' }),
        summary({ id: 20, name: 'Finished school day', status: 'ready' }),
        summary({ id: 19, name: 'Not mine', owner: false, visibility: 'PUBLIC' }),
      ],
    });
    const recent = await screen.findByRole('region', { name: 'Your recent resources' });
    const draft = await within(recent).findByRole('link', { name: 'Unfinished market' });
    expect(draft).toHaveAttribute('href', '/preview/21');
    expect(within(recent).getByRole('link', { name: 'Finished school day' })).toHaveAttribute(
      'href',
      '/text_translation/20',
    );
    expect(within(recent).getByText(/Draft: continue reviewing/)).toBeInTheDocument();
    // Only the teacher's own, through the library's private scope.
    expect(within(recent).queryByRole('link', { name: 'Not mine' })).toBeNull();
    expect(app.resourceGateway.list).toHaveBeenCalledWith({ scope: 'private', page: 1, limit: 5 });
    await app.user.click(within(recent).getByRole('link', { name: 'All my resources' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My resources' })).toBeVisible();
  });

  it('says so when there is nothing yet, and the form is still there', async () => {
    renderApp('/select_resources', teacher);
    const recent = await screen.findByRole('region', { name: 'Your recent resources' });
    expect(await within(recent).findByText(/Nothing yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate for review' })).toBeInTheDocument();
  });

  it('a list that could not be loaded says why, and Try again loads it', async () => {
    let calls = 0;
    const app = renderApp('/select_resources', {
      ...teacher,
      resources: {
        list: () =>
          (calls += 1) === 1
            ? Promise.reject(new Error('The server is resting'))
            : Promise.resolve({ items: [summary({ id: 5, name: 'Back again' })], total: 1 }),
      },
    });
    const recent = await screen.findByRole('region', { name: 'Your recent resources' });
    expect(await within(recent).findByRole('alert')).toHaveTextContent('The server is resting');
    await app.user.click(within(recent).getByRole('button', { name: 'Try again' }));
    expect(await within(recent).findByRole('link', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe("a new draft starts in the teaching profile's languages", () => {
  it('the selected teaching profile sets the languages of a new draft', async () => {
    renderApp('/select_resources', {
      ...teacher,
      profile: fakeProfile({
        teacherProfiles: [
          { id: 1, name: 'Year 8 Spanish', nativeLanguage: 'en', targetLanguage: 'es' },
          { id: 2, name: 'Year 9 German', nativeLanguage: 'fr', targetLanguage: 'de' },
        ],
        selectedTeacherProfile: 2,
      }),
    });
    await waitFor(() => expect(screen.getByLabelText('Target language')).toHaveValue('de'));
    expect(screen.getByLabelText('Native language')).toHaveValue('fr');
  });

  it('a draft the teacher kept keeps its own languages', async () => {
    const app = renderApp('/select_resources', {
      ...teacher,
      profile: fakeProfile({
        teacherProfiles: [{ id: 1, name: 'Italian', nativeLanguage: 'en', targetLanguage: 'it' }],
      }),
      storedCreation: {
        draft: { ...createDraft(), to: 'pt' },
        jobId: null,
      },
    });
    await waitFor(() => expect(app.account.getSnapshot().status).toBe('ready'));
    expect(screen.getByLabelText('Target language')).toHaveValue('pt');
  });
});

describe('the dashboard tour', () => {
  it('finds the target of every one of its fifteen steps on Home', async () => {
    renderApp('/select_resources', teacher);
    await screen.findByRole('button', { name: 'Generate for review' });
    const steps = TOUR_PAGES.dashboard;
    expect(steps).toHaveLength(15);
    expect(steps.filter((step) => document.querySelector(step.target) === null)).toEqual([]);
  });
});

describe("an admin's Home", () => {
  it('offers what an admin can do, never the creation form they could not use', async () => {
    const app = renderApp('/select_resources', { role: 'admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Generate for review' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your recent resources' })).toBeNull();
    // The console's map: each group names its screens as links, with what each is for.
    const people = screen.getByRole('region', { name: 'People and plans' });
    expect(within(people).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'href',
      '/user_list',
    );
    const watch = screen.getByRole('region', { name: 'Watching the product' });
    expect(within(watch).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin/audit',
    );
    const consoleBar = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(consoleBar).getByRole('link', { name: 'Access' })).toHaveAttribute(
      'href',
      '/access_product',
    );
    expect(screen.queryByRole('navigation', { name: 'Library' })).toBeNull();
    expect(app.resourceGateway.list).not.toHaveBeenCalled();
  });

  it('opens a resource by its number, read only, and says what a number is when it is not one', async () => {
    const app = renderApp('/select_resources', { role: 'admin' });
    const number = await screen.findByLabelText('Open a resource by its number');
    await app.user.type(number, 'twelve');
    await app.user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Type the number of a resource, such as 12.',
    );
    expect(app.location()).toBe('/select_resources');
    await app.user.clear(number);
    await app.user.type(number, '12{Enter}');
    await waitFor(() => expect(app.location()).toBe('/text_translation/12'));
  });
});
