import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WebinarInput, WebinarView } from '@/application/webinars/ports';
import { WEBINAR_REFUSALS } from '@/contract/webinars';
import { SUBSCRIPTIONS_PATH } from '@/domain/access/routes';
import { planRefusal } from '@/domain/privileges/privileges';
import { WEBINAR_MESSAGES } from '@/domain/webinars/webinarRules';
import { expectNoAxeViolations } from '../../support/axe';
import { renderApp } from '../../support/renderApp';
import { deferred } from '../../../application/session/fakes';
import { webinar } from '../../../application/webinars/fakes';

/** The clock of every test here; the fake webinar services' calendar uses the same. */
const now = new Date('2026-11-25T12:00:00Z');

/** The sentence the server answers for a recording the plan lacks. */
const locked = planRefusal('membersOnlyWebinarRecordings');
/** A past webinar whose recording the teacher's plan does not include. */
const lockedPast = webinar({
  id: 1,
  title: 'Starting with Parlo',
  startsAt: '2026-11-10T18:00:00.000Z',
  recording: { kind: 'locked', message: locked },
});

const cardOf = (title: string) => screen.getByRole('listitem', { name: new RegExp(`^${title}`) });

describe('/webinars', () => {
  it('an admin’s webinar starting in the past is refused at the date, and nothing is sent', async () => {
    const create = vi.fn((input: WebinarInput) =>
      Promise.resolve(
        webinar({
          id: 9,
          title: input.title,
          description: input.description,
          startsAt: '2026-12-03T18:00:00.000Z',
          timeZone: input.timeZone,
          joinUrl: input.joinUrl,
          manage: { joinUrl: input.joinUrl, recordingUrl: null, registrations: 0 },
        }),
      ),
    );
    const { user } = renderApp('/webinars', { role: 'admin', now, webinars: { create } });
    await screen.findByText('No webinar is scheduled yet.');
    await user.click(screen.getByRole('button', { name: 'New webinar' }));
    const form = screen.getByRole('form', { name: 'New webinar' });
    await user.type(within(form).getByLabelText('Title'), 'Homework that works');
    await user.type(within(form).getByLabelText('Description'), 'Setting and marking.');
    const start = within(form).getByLabelText('Date and time');
    // The day before the clock's: in the past.
    fireEvent.change(start, { target: { value: '2026-11-24T18:00' } });
    await user.selectOptions(within(form).getByLabelText('Time zone'), 'Europe/London');
    await user.type(within(form).getByLabelText('Join link'), 'https://meet.example.com/hw');
    await user.click(within(form).getByRole('button', { name: 'Create webinar' }));
    expect(start).toHaveAttribute('aria-invalid', 'true');
    expect(start).toHaveAccessibleDescription(WEBINAR_MESSAGES.past);
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(start, { target: { value: '2026-12-03T18:00' } });
    await user.click(within(form).getByRole('button', { name: 'Create webinar' }));
    expect(await screen.findByRole('link', { name: 'Homework that works' })).toHaveAttribute(
      'href',
      '/webinars/9',
    );
    expect(create).toHaveBeenCalledTimes(1);
    expect(create).toHaveBeenCalledWith({
      title: 'Homework that works',
      description: 'Setting and marking.',
      startsAtLocal: '2026-12-03T18:00',
      timeZone: 'Europe/London',
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/hw',
      recordingUrl: null,
    });
    // The form closes; the webinar is listed as upcoming with its registrations for the admin.
    expect(screen.queryByRole('form', { name: 'New webinar' })).toBeNull();
    expect(cardOf('Homework that works')).toHaveTextContent('0 registered');
    expect(screen.queryByText('No webinar is scheduled yet.')).toBeNull();
  });

  it('a teacher’s double click registers once, and then the join link shows', async () => {
    const answer = deferred<WebinarView>();
    const register = vi.fn((_id: number) => answer.promise);
    const { user } = renderApp('/webinars', {
      role: 'public',
      now,
      webinars: { list: () => Promise.resolve([webinar()]), register },
    });
    const button = await screen.findByRole('button', { name: 'Register' });
    await user.dblClick(button);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith(4);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Registering…');

    answer.resolve(webinar({ registered: true, joinUrl: 'https://meet.example.com/a' }));
    expect(
      await screen.findByText('You are registered for “Teaching with dialogues”.'),
    ).toHaveAttribute('role', 'status');
    const card = cardOf('Teaching with dialogues');
    expect(within(card).getByRole('heading')).toHaveTextContent('Registered');
    expect(within(card).getByRole('link', { name: 'Join link' })).toHaveAttribute(
      'href',
      'https://meet.example.com/a',
    );
    expect(within(card).queryByRole('button', { name: 'Register' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Unregister' })).toBeEnabled();
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('says the server’s reason when registering is refused, still unregistered', async () => {
    const { user } = renderApp('/webinars', {
      role: 'public',
      now,
      webinars: {
        list: () => Promise.resolve([webinar()]),
        register: () => Promise.reject(new Error(WEBINAR_REFUSALS.cancelled)),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WEBINAR_REFUSALS.cancelled);
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('locks a past recording with the plan’s words and an Upgrade link, and shows one the plan includes', async () => {
    renderApp('/webinars', {
      role: 'public',
      now,
      withheld: ['membersOnlyWebinarRecordings'],
      webinars: {
        list: () =>
          Promise.resolve([
            lockedPast,
            webinar({
              id: 2,
              title: 'Games in class',
              startsAt: '2026-11-12T18:00:00.000Z',
              recording: { kind: 'available', url: 'https://video.example.com/games' },
            }),
            webinar(),
          ]),
      },
    });
    const games = await screen.findByRole('link', {
      name: 'Watch the recording of “Games in class”',
    });
    expect(games).toHaveAttribute('href', 'https://video.example.com/games');
    const note = within(cardOf('Starting with Parlo')).getByRole('note');
    expect(note).toHaveTextContent(locked);
    expect(within(note).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      SUBSCRIPTIONS_PATH,
    );
    expect(within(note).queryByRole('link', { name: /recording/ })).toBeNull();
    // Past webinars take no registration; the upcoming one does, first under "Upcoming".
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Upcoming', 'Past']);
    expect(screen.getAllByRole('button', { name: 'Register' })).toHaveLength(1);
    expect(
      within(cardOf('Teaching with dialogues')).getByRole('button', { name: 'Register' }),
    ).toBeInTheDocument();
  });

  it('hands the teacher a calendar file of the webinar, linking its public page', async () => {
    const save = vi.fn();
    const { user } = renderApp('/webinars', {
      role: 'public',
      now,
      calendar: { save },
      webinars: { list: () => Promise.resolve([webinar()]) },
    });
    await user.click(await screen.findByRole('button', { name: 'Add to calendar (.ics)' }));
    expect(save).toHaveBeenCalledTimes(1);
    const [file] = save.mock.calls[0] as [{ name: string; text: string }];
    expect(file.name).toBe('teaching-with-dialogues.ics');
    expect(file.text).toContain('BEGIN:VEVENT');
    expect(file.text).toContain('SUMMARY:Teaching with dialogues');
    expect(file.text).toContain('DTSTART:20261201T180000Z');
    expect(file.text).toContain('https://parlo.test/webinars/4');
  });

  it('axe finds no violation on a teacher’s list with a locked recording and a join link', async () => {
    const { container } = renderApp('/webinars', {
      role: 'public',
      now,
      webinars: {
        list: () =>
          Promise.resolve([
            lockedPast,
            webinar({ registered: true, joinUrl: 'https://meet.example.com/a' }),
          ]),
      },
    });
    await screen.findByRole('link', { name: 'Join link' });
    await expectNoAxeViolations(container);
  });

  it('axe finds no violation on an admin’s form with a refused title', async () => {
    const admin = renderApp('/webinars', { role: 'admin', now });
    await admin.user.click(await screen.findByRole('button', { name: 'New webinar' }));
    await admin.user.click(screen.getByRole('button', { name: 'Create webinar' }));
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(admin.container, ['option']);
  });
});
