import type { Queryable } from './repositories/queryable';
import { webinars } from './schema/webinars';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo webinars' titles (README, end-to-end tests). */
export const DEMO_WEBINARS = {
  upcoming: 'Getting started with Parlo',
  past: 'Homework that pupils finish',
} as const;

/**
 * One webinar still to come and one that took place, with its recording, so the webinar pages
 * (issue #14) have something to show and the recording's lock can be seen on the free tier.
 * The times are whole hours, a week before and a week after the seed runs.
 */
export async function seedDemoWebinars(db: Queryable, now: Date): Promise<void> {
  const hour = Math.floor(now.getTime() / 3_600_000) * 3_600_000;
  await db.insert(webinars).values([
    {
      title: DEMO_WEBINARS.upcoming,
      description:
        'A tour of the dashboard: create a text at your class’s level, turn it into activities and show it on the teaching screen.',
      startsAt: new Date(hour + 7 * DAY_MS),
      timeZone: 'Europe/London',
      durationMinutes: 45,
      joinUrl: 'https://meet.example.com/parlo-getting-started',
      createdAt: now,
      updatedAt: now,
    },
    {
      title: DEMO_WEBINARS.past,
      description: 'Setting homework from a resource, reading the class results and following up.',
      startsAt: new Date(hour - 7 * DAY_MS),
      timeZone: 'Europe/Madrid',
      durationMinutes: 60,
      joinUrl: 'https://meet.example.com/parlo-homework',
      recordingUrl: 'https://video.example.com/parlo-homework-recording',
      createdAt: now,
      updatedAt: now,
    },
  ]);
}
