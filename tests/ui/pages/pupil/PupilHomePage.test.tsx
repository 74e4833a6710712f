import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/renderApp';
import { HOMEWORKS, NOW } from '../../../application/pupil/resultsFakes';

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('/pupil/home', () => {
  it('greets the pupil by the name in the session', async () => {
    renderApp('/pupil/home', { role: 'PUPIL' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My homework' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Hello, Ada Lovelace!')).toBeInTheDocument();
  });

  it('loads no teacher profile for a pupil', async () => {
    const app = renderApp('/pupil/home', { role: 'PUPIL' });
    await screen.findByRole('heading', { level: 1, name: 'My homework' });
    expect(app.accountGateway.getProfile).not.toHaveBeenCalled();
  });

  it('says in words that each section is empty', async () => {
    renderApp('/pupil/home', { role: 'PUPIL' });
    expect(await screen.findByText('Nothing to do: you have no new homework.')).toBeVisible();
    expect(screen.getByText('No homework in progress.')).toBeVisible();
    expect(screen.getByText('No finished homework yet.')).toBeVisible();
  });

  it('lists to do soonest first with overdue in words, in progress with tasks done, finished with a score', async () => {
    renderApp('/pupil/home', {
      role: 'PUPIL',
      now: NOW,
      pupilResults: { homeworks: () => Promise.resolve(HOMEWORKS) },
    });
    await screen.findByRole('heading', { level: 2, name: /^To do/ });
    const toDo = within(section('To do')).getAllByRole('heading', { level: 3 });
    expect(toDo.map((h) => h.textContent)).toEqual(['My family', 'Weekend plans']);
    const family = within(section('To do')).getAllByRole('listitem')[0]!;
    expect(within(family).getByText(/Overdue/)).toBeVisible();
    expect(within(family).getByText(/Due 5 Mar 2026/)).toBeVisible();
    const weekend = within(section('To do')).getAllByRole('listitem')[1]!;
    expect(within(weekend).queryByText(/Overdue/)).toBeNull();

    const inProgress = section('In progress');
    expect(within(inProgress).getByRole('heading', { level: 3 })).toHaveTextContent(
      'At the market',
    );
    expect(within(inProgress).getByText('2 of 3 tasks done')).toBeVisible();
    expect(within(section('Finished')).getByText('Finished · score 75%')).toBeVisible();
  });

  it('opens a homework’s tasks: each links to its task page, done ones show their score; and its results', async () => {
    const app = renderApp('/pupil/home', {
      role: 'PUPIL',
      now: NOW,
      pupilResults: { homeworks: vi.fn(() => Promise.resolve(HOMEWORKS)) },
    });
    const toggle = await screen.findByRole('button', { name: 'Show tasks of At the market' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    const tasks = within(list).getAllByRole('listitem');
    expect(tasks.map((t) => t.textContent)).toEqual([
      'Key vocabulary · done, 80% (passed)',
      'Reading · done, 33% (not passed)',
      'Find the phrase · not done yet',
    ]);
    expect(within(list).getByRole('link', { name: 'Find the phrase' })).toHaveAttribute(
      'href',
      '/submit_task/1/12',
    );
    expect(screen.getByRole('link', { name: 'See results of At the market' })).toHaveAttribute(
      'href',
      '/pupil/result/5',
    );
    await app.user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeNull();
  });

  it('says why the list could not be loaded and loads again on Try again', async () => {
    let calls = 0;
    const app = renderApp('/pupil/home', {
      role: 'PUPIL',
      now: NOW,
      pupilResults: {
        homeworks: () =>
          (calls += 1) === 1 ? Promise.reject(new Error('Offline')) : Promise.resolve(HOMEWORKS),
      },
    });
    expect(await screen.findByText('Your homework could not be loaded: Offline')).toBeVisible();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 of 3 tasks done')).toBeVisible();
  });
});
