import 'reflect-metadata';
import { Container } from 'inversify';
import { createAccountService, type AccountService } from '@/application/account/accountService';
import { followSession } from '@/application/account/followSession';
import { createAnalyticsTracker, type AnalyticsTracker } from '@/application/analytics/analytics';
import type { AreaName, AreaServices, CoreServices, LoadArea } from '@/application/appServices';
import type { SessionStore } from '@/application/session/ports';
import { selectIsSignedIn, selectUser } from '@/application/session/selectors';
import type { TourStore } from '@/application/tour/ports';
import { tourMachine } from '@/application/tour/tour.machine';
import { makeTourImplementations } from '@/application/tour/tourImplementations';
import { createRetryBudget, SESSION_RETRY_BUDGET } from '@/domain/http/retryBudget';
import { createAccountApi } from '@/infrastructure/http/account-api';
import { makeAnalyticsGateway } from '@/infrastructure/http/analytics-api';
import { SILENT_REQUEST } from '@/infrastructure/http/httpClient';
import { createSessionHttp, type SessionHttp } from '@/infrastructure/http/sessionHttp';
import { makeTourGateway } from '@/infrastructure/http/tour-api';
import { createLocalSessionStore } from '@/infrastructure/storage/localSessionStore';
import { createLocalTourStore } from '@/infrastructure/storage/localTourStore';
import type { PupilOutbox, PupilOutboxStarter } from './pupilOutbox';
import { TOKENS, type Platform } from './tokens';

/** The tour machine with its actors and actions provided over the app's ports. */
export type ProvidedTourMachine = typeof tourMachine;

/**
 * The composition root (DESIGN.md §4): the one place where ports meet adapters and machines
 * get their actors. Every binding is a singleton, since the app has one session and one
 * HTTP client; tests build their own container from a fake platform. This builds the core that
 * every page needs; each area's bindings come with its pages (`areaLoader`).
 */
export function buildContainer(platform: Platform): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.bind<Platform>(TOKENS.Platform).toConstantValue(platform);
  container
    .bind<SessionStore>(TOKENS.SessionStore)
    .toResolvedValue((p: Platform) => createLocalSessionStore(p.storage), [TOKENS.Platform]);
  container
    .bind<TourStore>(TOKENS.TourStore)
    .toResolvedValue((p: Platform) => createLocalTourStore(p.storage), [TOKENS.Platform]);
  container.bind<SessionHttp>(TOKENS.SessionHttp).toResolvedValue(
    (p: Platform, store: SessionStore) =>
      createSessionHttp({
        baseURL: p.baseURL,
        store,
        navigator: p.navigator,
        notifier: p.notifier,
        // Spec §8: two retries for the whole session, so one budget for the app's lifetime.
        budget: createRetryBudget(SESSION_RETRY_BUDGET),
        idempotencyKey: p.idempotencyKey,
        inspect: p.inspect,
      }),
    [TOKENS.Platform, TOKENS.SessionStore],
  );
  container.bind<AnalyticsTracker>(TOKENS.Analytics).toResolvedValue(
    (p: Platform, { http, session }: SessionHttp) =>
      createAnalyticsTracker({
        // Spec §8: analytics failures are only logged, so the client shows no toast for them.
        gateway: makeAnalyticsGateway(http, SILENT_REQUEST),
        isLoggedIn: () => selectIsSignedIn(session.getSnapshot()),
        logger: p.logger,
      }),
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container.bind<ProvidedTourMachine>(TOKENS.TourMachine).toResolvedValue(
    (p: Platform, { http }: SessionHttp, store: TourStore) =>
      tourMachine.provide(
        makeTourImplementations({
          gateway: makeTourGateway(http, SILENT_REQUEST),
          store,
          logger: p.logger,
        }),
      ),
    [TOKENS.Platform, TOKENS.SessionHttp, TOKENS.TourStore],
  );
  container.bind<AccountService>(TOKENS.Account).toResolvedValue(
    (p: Platform, { http, session }: SessionHttp) => {
      const account = createAccountService({ gateway: createAccountApi(http, p.notifier) });
      // For the app's lifetime, like the session itself: the profile follows who is signed in.
      followSession(account, session);
      return account;
    },
    [TOKENS.Platform, TOKENS.SessionHttp],
  );
  container
    .bind<PupilOutboxStarter>(TOKENS.PupilOutbox)
    .toResolvedValue(pupilOutboxStarter, [TOKENS.Platform, TOKENS.SessionHttp]);
  container.bind<CoreServices>(TOKENS.CoreServices).toResolvedValue(
    (
      p: Platform,
      { session }: SessionHttp,
      analytics: AnalyticsTracker,
      store: SessionStore,
      tourStore: TourStore,
      machine: ProvidedTourMachine,
      account: AccountService,
      // Resolved here so that the outbox runs from the start, whatever page a pupil opens.
      _outbox: PupilOutboxStarter,
    ) => ({
      session,
      analytics,
      notifier: p.notifier,
      savedRedirect: {
        get: () => store.getRedirectPath(),
        set: (path) => store.setRedirectPath(path),
        clear: () => store.clearRedirectPath(),
      },
      tours: { machine, store: tourStore, inspect: p.inspect },
      account,
      experimentalFeatures: () => account.experimentalFeatures(),
    }),
    [
      TOKENS.Platform,
      TOKENS.SessionHttp,
      TOKENS.Analytics,
      TOKENS.SessionStore,
      TOKENS.TourStore,
      TOKENS.TourMachine,
      TOKENS.Account,
      TOKENS.PupilOutbox,
    ],
  );
  return container;
}

/**
 * Spec: a pupil's queued attempts go out whatever page they are on, and after a reload, so the
 * outbox starts with the app when a pupil is signed in, or as soon as one signs in. Its code
 * (the pupil's task contract and device stores) is downloaded only then, not by every visitor.
 */
function pupilOutboxStarter(p: Platform, sessionHttp: SessionHttp): PupilOutboxStarter {
  let started: Promise<PupilOutbox> | undefined;
  const ready = () =>
    (started ??= import('./pupilOutbox').then(
      (m) => m.startPupilOutbox(p, sessionHttp),
      (error: unknown) => {
        // A failed download is tried again by the next pupil page that needs it.
        started = undefined;
        throw error;
      },
    ));
  const { session } = sessionHttp;
  const isPupil = (snapshot: ReturnType<typeof session.getSnapshot>) =>
    selectUser(snapshot)?.role === 'PUPIL';
  const start = () =>
    void ready().catch((error: unknown) =>
      p.logger.error(`The pupil's attempt outbox did not load: ${String(error)}`),
    );
  if (isPupil(session.getSnapshot())) start();
  else {
    const subscription = session.subscribe((snapshot) => {
      if (!isPupil(snapshot)) return;
      subscription.unsubscribe();
      start();
    });
  }
  return { ready };
}

/**
 * Each area's bindings, in a chunk of its own: only `import()` reaches them, so the JavaScript
 * every visitor loads first holds none of their machines, contracts and adapters.
 */
const AREAS: {
  readonly [A in AreaName]: () => Promise<
    (c: Container) => AreaServices[A] | Promise<AreaServices[A]>
  >;
} = {
  teaching: () => import('./areas/teachingArea').then((m) => m.teachingArea),
  homework: () => import('./areas/homeworkArea').then((m) => m.homeworkArea),
  pupil: () => import('./areas/pupilArea').then((m) => m.pupilArea),
  admin: () => import('./areas/adminArea').then((m) => m.adminArea),
  organisation: () => import('./areas/organisationArea').then((m) => m.organisationArea),
  billing: () => import('./areas/billingArea').then((m) => m.billingArea),
  webinars: () => import('./areas/webinarsArea').then((m) => m.webinarsArea),
  guides: () => import('./areas/guidesArea').then((m) => m.guidesArea),
  pages: () => import('./areas/pagesArea').then((m) => m.pagesArea),
};

/**
 * Loads an area's code and binds its services in `container` the first time a page of it
 * opens; the same promise, so the same singletons, on every later call.
 */
export function areaLoader(container: Container): LoadArea {
  const loading = new Map<AreaName, Promise<AreaServices[AreaName]>>();
  return <A extends AreaName>(area: A): Promise<AreaServices[A]> => {
    let found = loading.get(area);
    if (found === undefined) {
      found = AREAS[area]().then((bind) => bind(container));
      // A failed download may succeed on the next navigation: forget it.
      found.catch(() => loading.delete(area));
      loading.set(area, found);
    }
    return found as Promise<AreaServices[A]>;
  };
}
