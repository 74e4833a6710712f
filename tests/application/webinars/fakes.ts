import type { WebinarView } from '@/application/webinars/ports';

/** An upcoming webinar as a teacher not registered reads it; `over` changes any field. */
export const webinar = (over: Partial<WebinarView> = {}): WebinarView => ({
  id: 4,
  title: 'Teaching with dialogues',
  description: 'Roles and voices.',
  startsAt: '2026-12-01T18:00:00.000Z',
  timeZone: 'Europe/London',
  durationMinutes: 60,
  cancelledAt: null,
  registered: false,
  joinUrl: null,
  recording: { kind: 'none' },
  manage: null,
  ...over,
});
