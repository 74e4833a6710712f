import type { WebinarInput, WebinarView } from '@/contract/webinars';

/*
 * What the webinar pages need from outside (issue #14). The adapter decodes every answer with
 * src/contract/webinars.ts and rejects with the server's message.
 */

export type { WebinarInput, WebinarView };

export interface WebinarGateway {
  /** GET /webinars: every webinar, soonest first (teachers and admins). */
  list(): Promise<readonly WebinarView[]>;
  /** GET /webinars/:id, signed in or not; null when there is no such webinar. */
  get(id: number): Promise<WebinarView | null>;
  /** POST /webinars (admins). */
  create(input: WebinarInput): Promise<WebinarView>;
  /** PATCH /webinars/:id (admins). */
  update(id: number, input: WebinarInput): Promise<WebinarView>;
  /** POST /webinars/:id/cancel (admins). */
  cancel(id: number): Promise<WebinarView>;
  /** PUT /webinars/:id/registration: idempotent. */
  register(id: number): Promise<WebinarView>;
  /** DELETE /webinars/:id/registration: idempotent. */
  unregister(id: number): Promise<WebinarView>;
}

/** Hands the teacher a calendar file (a download in the browser). */
export interface CalendarSaver {
  save(file: { readonly name: string; readonly text: string }): void;
}
