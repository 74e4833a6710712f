import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANDING_HEADING } from '@/ui/pages/landing/LandingPage';
import { renderApp } from '../../support/renderApp';

async function open(options: Parameters<typeof renderApp>[1] = {}) {
  const app = renderApp('/', options);
  await screen.findByRole('heading', { level: 1, name: LANDING_HEADING });
  return app;
}

const main = () => screen.getByRole('main');

describe('the landing page /', () => {
  it('has one h1, names the page in the tab title, and a section per topic', async () => {
    await open();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // The title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe('Welcome to Parlo · Parlo'));
    expect(
      within(main())
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['What Parlo is for', 'What works today', 'Your data']);
    expect(within(main()).getAllByRole('region')).toHaveLength(4);
  });

  it('invites a signed-out visitor to create a teacher account or to sign in', async () => {
    await open();
    expect(within(main()).getByRole('link', { name: 'Create a teacher account' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(main()).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(main()).queryByRole('link', { name: /^Go to/ })).not.toBeInTheDocument();
  });

  it('the primary button leads to registration', async () => {
    const app = await open();
    await app.user.click(within(main()).getByRole('link', { name: 'Create a teacher account' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create an account' }),
    ).toBeInTheDocument();
    expect(app.location()).toBe('/register');
  });

  it('the buttons are tagged for click analytics', async () => {
    await open();
    expect(within(main()).getByRole('link', { name: 'Create a teacher account' })).toHaveAttribute(
      'data-analytics-id',
      'landing-register',
    );
    expect(within(main()).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'data-analytics-id',
      'landing-signin',
    );
  });

  it.each([
    ['public', 'Go to Home', '/select_resources'],
    ['admin', 'Go to Home', '/select_resources'],
    ['PUPIL', 'Go to my homework', '/pupil/home'],
  ] as const)(
    'a signed-in %s gets a link home (%s) instead of the invitation',
    async (role, label, to) => {
      await open({ role });
      expect(within(main()).getByRole('link', { name: label })).toHaveAttribute('href', to);
      expect(within(main()).getByText('You are signed in as Ada Lovelace.')).toBeInTheDocument();
      expect(
        within(main()).queryByRole('link', { name: 'Create a teacher account' }),
      ).not.toBeInTheDocument();
      expect(within(main()).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    },
  );

  it('lists what Parlo is for, with the twelve question types named', async () => {
    await open();
    const features = within(main()).getAllByRole('listitem');
    expect(
      features.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Texts and dialogues',
      'Twelve question types',
      'Games and worksheets',
      'An interactive teaching screen',
      'Homework',
    ]);
    const questionTypes = features[1]?.textContent ?? '';
    for (const kind of [
      'Comprehension',
      'find the phrase',
      'multiple choice',
      'inference',
      'true / false / not in the text',
      'open questions',
      'who said what',
      'sentence chunks',
      'syllables',
      'key vocabulary',
      'vocabulary in context',
      'spot the mistakes',
    ]) {
      expect(questionTypes).toContain(kind);
    }
  });

  it("says plainly what works today (the README's built list: accounts, creation end to end, the teaching screen, the library) and only unbuilt things as next", async () => {
    await open();
    const today = screen.getByRole('region', { name: 'What works today' });
    const terms = within(today)
      .getAllByRole('term')
      .map((term) => term.textContent);
    const details = within(today)
      .getAllByRole('definition')
      .map((detail) => detail.textContent);
    expect(terms).toEqual(['Available now', 'Next', 'After that']);
    expect(details[0]).toMatch(
      /Teacher accounts.*profile.*Creating a resource from start to finish.*review.*twelve kinds of questions.*teaching screen.*worksheets.*library/s,
    );
    const later = `${details[1] ?? ''} ${details[2] ?? ''}`;
    expect(later).toMatch(/Classrooms.*homework.*Subscriptions.*admin screens/s);
    // Built things are never announced as coming.
    for (const built of [/review/i, /teaching screen/i, /question/i, /library/i])
      expect(later).not.toMatch(built);
  });

  it('links the privacy policy page', async () => {
    await open();
    const data = screen.getByRole('region', { name: 'Your data' });
    expect(within(data).getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/privacy-policy.html',
    );
  });
});
