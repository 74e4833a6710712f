import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { WebinarInput, WebinarView } from '@/application/webinars/ports';
import { webinarFormMachine } from '@/application/webinars/webinarForm.machine';
import { webinarListMachine } from '@/application/webinars/webinarList.machine';
import { webinarPageMachine } from '@/application/webinars/webinarPage.machine';
import { WEBINAR_MESSAGES } from '@/domain/webinars/webinarRules';
import { deferred } from '../session/fakes';
import { webinar } from './fakes';

describe('webinar list machine', () => {
  it('registers once however often the teacher clicks while the first is on its way', async () => {
    const answer = deferred<WebinarView>();
    const change = vi.fn((_: { input: { id: number; register: boolean } }) => answer.promise);
    const actor = createActor(
      webinarListMachine.provide({
        actors: {
          load: fromPromise<readonly WebinarView[]>(() => Promise.resolve([webinar()])),
          change: fromPromise(change),
        },
        actions: { saveCalendar: () => undefined },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.register', id: 4 });
    actor.send({ type: 'user.register', id: 4 });
    actor.send({ type: 'user.register', id: 4 });
    expect(actor.getSnapshot().value).toBe('Changing');
    answer.resolve(webinar({ registered: true, joinUrl: 'https://meet.example.com/a' }));
    await waitFor(actor, (s) => s.matches('Ready'));
    // Registered now: another "register" is not sent either.
    actor.send({ type: 'user.register', id: 4 });
    expect(change).toHaveBeenCalledTimes(1);
    expect(change.mock.calls[0]?.[0]).toMatchObject({ input: { id: 4, register: true } });
    expect(actor.getSnapshot().context.webinars[0]?.registered).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe(
      'You are registered for “Teaching with dialogues”.',
    );
  });

  it('unregisters, and says why a change failed without losing the list', async () => {
    const actor = createActor(
      webinarListMachine.provide({
        actors: {
          load: fromPromise<readonly WebinarView[]>(() =>
            Promise.resolve([webinar({ registered: true })]),
          ),
          change: fromPromise<WebinarView, { id: number; register: boolean }>(({ input }) =>
            input.register
              ? Promise.resolve(webinar())
              : Promise.reject(new Error('This webinar has ended: registration is closed.')),
          ),
        },
        actions: { saveCalendar: () => undefined },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.unregister', id: 4 });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe(
      'This webinar has ended: registration is closed.',
    );
    expect(actor.getSnapshot().context.webinars).toHaveLength(1);
  });

  it('hands the chosen webinar to the calendar download', async () => {
    const saved: WebinarView[] = [];
    const actor = createActor(
      webinarListMachine.provide({
        actors: {
          load: fromPromise<readonly WebinarView[]>(() =>
            Promise.resolve([webinar(), webinar({ id: 5, title: 'Other' })]),
          ),
          change: fromPromise(() => Promise.resolve(webinar())),
        },
        actions: { saveCalendar: (_, params) => saved.push(params.webinar) },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'user.calendar', id: 5 });
    actor.send({ type: 'user.calendar', id: 99 });
    expect(saved.map((w) => w.title)).toEqual(['Other']);
  });
});

describe('webinar page machine', () => {
  it('is Missing for an unknown id (the not-found page)', async () => {
    const actor = createActor(
      webinarPageMachine.provide({
        actors: {
          load: fromPromise<WebinarView | null, { id: number }>(() => Promise.resolve(null)),
          change: fromPromise(() => Promise.resolve(webinar())),
        },
        actions: { saveCalendar: () => undefined },
      }),
      { input: { id: 77 } },
    ).start();
    await waitFor(actor, (s) => s.matches('Missing'));
  });
});

describe('webinar form machine', () => {
  const now = () => new Date('2026-11-25T12:00:00Z');

  function form(
    save = vi.fn((_: { input: { id: number | null; input: WebinarInput } }) =>
      Promise.resolve(webinar()),
    ),
  ) {
    const actor = createActor(
      webinarFormMachine.provide({
        actors: { save: fromPromise(save), cancel: fromPromise(() => Promise.resolve(webinar())) },
      }),
      { input: { webinar: null, now, defaultTimeZone: 'Europe/London' } },
    ).start();
    const fill = (values: Partial<Record<keyof WebinarInput, string>>) => {
      for (const [field, value] of Object.entries(values))
        actor.send({ type: 'user.edit', field: field as keyof WebinarInput, value });
    };
    return { actor, fill, save };
  }

  it('refuses a start in the past before sending anything, naming the field', () => {
    const { actor, fill, save } = form();
    fill({
      title: 'Dialogues',
      startsAtLocal: '2026-11-24T18:00',
      joinUrl: 'https://meet.example.com/a',
    });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context).toMatchObject({
      problemField: 'startsAtLocal',
      error: WEBINAR_MESSAGES.past,
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('refuses a join link that is not http(s), and an empty duration', () => {
    const { actor, fill } = form();
    fill({ title: 'Dialogues', startsAtLocal: '2026-12-01T18:00', joinUrl: 'javascript:alert(1)' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.problemField).toBe('joinUrl');
    fill({ joinUrl: 'https://meet.example.com/a', durationMinutes: '' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context).toMatchObject({
      problemField: 'durationMinutes',
      error: WEBINAR_MESSAGES.duration,
    });
  });

  it('sends good details once and ends with what the server saved', async () => {
    const { actor, fill, save } = form();
    fill({
      title: 'Dialogues',
      startsAtLocal: '2026-12-01T18:00',
      timeZone: 'Europe/Madrid',
      durationMinutes: '45',
      joinUrl: 'https://meet.example.com/a',
    });
    actor.send({ type: 'user.submit' });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Done'));
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]?.[0]).toMatchObject({
      input: {
        id: null,
        input: {
          title: 'Dialogues',
          startsAtLocal: '2026-12-01T18:00',
          timeZone: 'Europe/Madrid',
          durationMinutes: 45,
          recordingUrl: null,
        },
      },
    });
    expect(actor.getSnapshot().context.saved?.id).toBe(4);
  });

  it('shows the server’s refusal and stays editable', async () => {
    const { actor, fill } = form(
      vi.fn((_: { input: { id: number | null; input: WebinarInput } }) =>
        Promise.reject<WebinarView>(new Error('Something went wrong')),
      ),
    );
    fill({
      title: 'Dialogues',
      startsAtLocal: '2026-12-01T18:00',
      joinUrl: 'https://m.example.com',
    });
    actor.send({ type: 'user.submit' });
    await waitFor(actor, (s) => s.matches('Editing') && s.context.error !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      problemField: null,
      error: 'Something went wrong',
    });
  });
});
