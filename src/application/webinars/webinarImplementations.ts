import { fromPromise } from 'xstate';
import { calendarFileName } from '@/domain/webinars/ics';
import { webinarCalendarFile } from '@/domain/webinars/webinarCalendar';
import type { CalendarSaver, WebinarGateway, WebinarInput, WebinarView } from './ports';

export interface WebinarDependencies {
  readonly gateway: WebinarGateway;
  readonly calendar: CalendarSaver;
  /** The site's address, for the event's link to the public page and its UID. */
  readonly origin: string;
  readonly now: () => Date;
}

function saveCalendar({ calendar, origin, now }: WebinarDependencies, webinar: WebinarView): void {
  const text = webinarCalendarFile(
    {
      id: webinar.id,
      title: webinar.title,
      description: webinar.description,
      startsAt: new Date(webinar.startsAt),
      durationMinutes: webinar.durationMinutes,
      cancelled: webinar.cancelledAt !== null,
      joinUrl: webinar.joinUrl,
    },
    origin,
    now(),
  );
  calendar.save({ name: calendarFileName(webinar.title), text });
}

const change = (gateway: WebinarGateway) =>
  fromPromise<WebinarView, { id: number; register: boolean }>(({ input }) =>
    input.register ? gateway.register(input.id) : gateway.unregister(input.id),
  );

/** The webinars page's actors and calendar download. */
export function makeWebinarListImplementations(deps: WebinarDependencies) {
  return {
    actors: {
      load: fromPromise<readonly WebinarView[]>(() => deps.gateway.list()),
      change: change(deps.gateway),
    },
    actions: {
      saveCalendar: (_: unknown, params: { webinar: WebinarView }) =>
        saveCalendar(deps, params.webinar),
    },
  };
}

/** The public webinar page's actors and calendar download. */
export function makeWebinarPageImplementations(deps: WebinarDependencies) {
  return {
    actors: {
      load: fromPromise<WebinarView | null, { id: number }>(({ input }) =>
        deps.gateway.get(input.id),
      ),
      change: change(deps.gateway),
    },
    actions: {
      saveCalendar: (_: unknown, params: { webinar: WebinarView }) =>
        saveCalendar(deps, params.webinar),
    },
  };
}

/** The admin's form actors. */
export function makeWebinarFormImplementations({ gateway }: Pick<WebinarDependencies, 'gateway'>) {
  return {
    actors: {
      save: fromPromise<WebinarView, { id: number | null; input: WebinarInput }>(({ input }) =>
        input.id === null ? gateway.create(input.input) : gateway.update(input.id, input.input),
      ),
      cancel: fromPromise<WebinarView, { id: number }>(({ input }) => gateway.cancel(input.id)),
    },
  };
}
