import type { InspectionEvent, Observer } from 'xstate';
import type { Navigator } from '@/application/session/ports';
import type { Logger, Notifier } from '@/application/shared/ports';
import type { Connectivity } from '@/application/pupil/submissionPorts';
import type { ListableStorage } from '@/infrastructure/storage/localSessionStore';

/** What the browser (or a test) hands the composition root: the outside world, nothing else. */
export interface Platform {
  /** The API base address (`readApiBaseUrl()` in the browser). */
  readonly baseURL: string;
  readonly storage: ListableStorage;
  readonly navigator: Navigator;
  /** Toasts in the browser; the UI module that implements it is passed in by the entry. */
  readonly notifier: Notifier;
  readonly logger: Logger;
  /** A fresh key per write request (`newIdempotencyKey` in the browser). */
  readonly idempotencyKey: () => string;
  /** The Stately inspector's observer, in development with `VITE_INSPECT=1` only. */
  readonly inspect?: Observer<InspectionEvent>;
  /** The browser's online state and `online` event; the window's when left out. */
  readonly connectivity?: Connectivity;
  /** A fresh attempt key for a pupil's answers; `idempotencyKey` when left out. */
  readonly attemptKey?: () => string;
}

/**
 * Binding tokens: symbols, so nothing depends on emitted decorator metadata (STACK.md). In a
 * module of their own, so that an area's bindings (loaded later) and the core's share them
 * without importing each other.
 */
export const TOKENS = {
  Platform: Symbol.for('Platform'),
  SessionStore: Symbol.for('SessionStore'),
  TourStore: Symbol.for('TourStore'),
  SessionHttp: Symbol.for('SessionHttp'),
  Analytics: Symbol.for('Analytics'),
  TourMachine: Symbol.for('TourMachine'),
  Account: Symbol.for('Account'),
  PupilOutbox: Symbol.for('PupilOutbox'),
  CoreServices: Symbol.for('CoreServices'),
  TeachingArea: Symbol.for('TeachingArea'),
  HomeworkArea: Symbol.for('HomeworkArea'),
  PupilArea: Symbol.for('PupilArea'),
  AdminArea: Symbol.for('AdminArea'),
  OrganisationArea: Symbol.for('OrganisationArea'),
  BillingArea: Symbol.for('BillingArea'),
  WebinarsArea: Symbol.for('WebinarsArea'),
  GuidesArea: Symbol.for('GuidesArea'),
  PagesArea: Symbol.for('PagesArea'),
} as const;
