import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createOfflineGenerator } from '../adapters/generation/offline/offlineGenerator';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { openJobLocks } from '../db/jobLocks';
import type { JobLocks } from '../db/jobLocks';
import { createAccessTokens } from '../services/accessTokens';
import type { AccessTokens } from '../services/accessTokens';
import { systemClock } from '../services/clock';
import type { Clock } from '../services/clock';
import { withClassroomSafety } from '../services/generation/generateContent';
import type { ContentGenerator } from '../services/generation/port';
import type { Mail } from '../services/mail';
import { installAuthContext } from './plugins/authContext';
import { registerCompression } from './plugins/compression';
import { installErrorHandler } from './plugins/errorHandler';
import { installHousekeeping } from './plugins/housekeeping';
import { installInputGuard } from './plugins/inputGuard';
import { lazySchemaCompilers } from './plugins/lazySchemaCompilers';
import { installNoStore } from './plugins/noStore';
import { installSameOriginCheck } from './plugins/sameOrigin';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { registerSpa } from './plugins/spa';
import { registerActivityStreamRoutes } from './routes/activityStream';
import { registerAdminRoutes } from './routes/admin';
import { registerAdminPlanRoutes } from './routes/adminPlans';
import { registerPromptRoutes } from './routes/prompts';
import { withActivePrompts } from '../services/prompts';
import { registerAdminUserRoutes } from './routes/adminUsers';
import { registerBillingPaymentRoutes } from './routes/billingPayment';
import { registerSubscriptionRoutes } from './routes/subscriptions';
import { createBilling } from '../adapters/billing/createBilling';
import type { BillingPort } from '../services/billing/port';
import { registerAnalyticsRoutes } from './routes/analytics';
import { registerAuthRoutes } from './routes/auth';
import { registerClassroomRoutes } from './routes/classrooms';
import { registerHealthRoutes } from './routes/health';
import { registerHomeworkSettingRoutes } from './routes/homeworkSetting';
import { registerHomeworkResultRoutes } from './routes/homeworkResults';
import { registerHomeworkClosingRoutes } from './routes/homeworkClosing';
import { registerOrganisationRoutes } from './routes/organisations';
import { registerPageRoutes } from './routes/pages';
import { trackRoutes } from './routes/defineRoute';
import { registerProfileRoutes } from './routes/profile';
import { registerPupilHomeworkRoutes } from './routes/pupilHomework';
import { registerResourceMediaRoutes } from './routes/resourceMedia';
import { registerResourceImageRoutes } from './routes/resourceImages';
import { registerResourceRoutes } from './routes/resources';
import { registerSharedResourceRoutes } from './routes/sharedResources';
import { registerStripeWebhookRoutes } from './routes/stripeWebhooks';
import { registerTourRoutes } from './routes/tour';
import { registerTransliterationRoutes } from './routes/transliteration';
import { registerWordListRoutes } from './routes/wordLists';
import { registerWebinarRoutes } from './routes/webinars';
import { transliterateWithDictionaries } from '../adapters/transliteration/transliterate';
import type { Transliterate } from '../services/resources/transliteration';

/** What routes and plugins reach through `app.deps` (services take these as arguments). */
export interface AppDeps {
  readonly config: Config;
  readonly db: Db;
  readonly clock: Clock;
  readonly mail: Mail;
  readonly accessTokens: AccessTokens;
  /** Writes resource content (issue #4): the offline generator unless a provider is set. */
  readonly generator: ContentGenerator;
  /** How long POST /api/resources/generate waits before answering 202 with its job. */
  readonly generationWaitMs: number;
  /** Says which generation jobs this process runs (closed with the app). */
  readonly jobLocks: JobLocks;
  /** Readings over a text (furigana, romaji, pinyin): the dictionaries, loaded on first use. */
  readonly transliterate: Transliterate;
  /** Plans, invoices and payments (issue #13): the built-in engine unless Stripe is configured. */
  readonly billing: BillingPort;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export interface BuildAppOptions {
  readonly config: Config;
  readonly db: Db;
  readonly mail: Mail;
  readonly clock?: Clock;
  /** Defaults to the built-in offline generator. */
  readonly generator?: ContentGenerator;
  /** Defaults to the kuromoji, wanakana and pinyin-pro dictionaries. */
  readonly transliterate?: Transliterate;
  /** Defaults to createBilling(config, db, clock). */
  readonly billing?: BillingPort;
  /** Defaults to DEFAULT_GENERATION_WAIT_MS. */
  readonly generationWaitMs?: number;
  /** Pino options (server/main.ts), or false for silence (the default: tests). */
  readonly logger?: FastifyServerOptions['logger'];
}

/**
 * The offline generator answers within milliseconds; a provider call that takes longer than
 * this gets a 202 with its job, which the SPA polls (server/services/resources/generation.ts).
 */
export const DEFAULT_GENERATION_WAIT_MS = 20_000;

/** The API route groups, each registered under `/api`. New groups join here. */
const API_ROUTES: readonly ((app: FastifyInstance) => void)[] = [
  registerHealthRoutes,
  registerAuthRoutes,
  registerProfileRoutes,
  registerTourRoutes,
  registerAnalyticsRoutes,
  registerAdminRoutes,
  registerResourceRoutes,
  registerResourceMediaRoutes,
  registerResourceImageRoutes,
  registerSharedResourceRoutes,
  registerTransliterationRoutes,
  registerHomeworkSettingRoutes,
  registerHomeworkResultRoutes,
  registerClassroomRoutes,
  registerPupilHomeworkRoutes,
  registerHomeworkClosingRoutes,
  registerSubscriptionRoutes,
  registerBillingPaymentRoutes,
  registerStripeWebhookRoutes,
  registerOrganisationRoutes,
  registerAdminPlanRoutes,
  registerWordListRoutes,
  registerActivityStreamRoutes,
  registerWebinarRoutes,
  registerPromptRoutes,
  registerAdminUserRoutes,
  registerPageRoutes,
];

/**
 * The whole HTTP app, ready for `listen` or `inject`. Plugins are registered in a visible
 * order (STYLE.md "Server"): external, then the app's own, then the routes, then the SPA
 * with the not-found answers.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, db, mail } = options;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? false,
    // Ids in logs tie a 5xx answer to its logged cause.
    genReqId: () => crypto.randomUUID(),
    schemaController: lazySchemaCompilers(),
  });
  app.decorate('deps', {
    config,
    db,
    clock,
    mail,
    accessTokens: createAccessTokens({
      secret: config.jwtSecret,
      ttlSeconds: config.accessTokenTtlSeconds,
      clock,
    }),
    // Every text, offline or from a provider, passes the classroom-safety check (issue #12),
    // and is written with the admins' instructions in force (issue #14).
    generator: withActivePrompts(
      db,
      withClassroomSafety(options.generator ?? createOfflineGenerator()),
    ),
    generationWaitMs: options.generationWaitMs ?? DEFAULT_GENERATION_WAIT_MS,
    jobLocks: openJobLocks(db.$client, (error) =>
      app.log.error({ err: error }, 'the generation job locks lost their connection'),
    ),
    transliterate: options.transliterate ?? transliterateWithDictionaries,
    billing: options.billing ?? createBilling(config, db, clock),
  } satisfies AppDeps);
  trackRoutes(app);
  app.addHook('onClose', () => app.deps.jobLocks.close());

  // 1. External plugins.
  await app.register(cookie);
  await registerSecurityHeaders(app, config);

  // 2. The app's own plugins: who is calling, where from, and what a failure says.
  installAuthContext(app);
  installSameOriginCheck(app);
  installErrorHandler(app);
  installInputGuard(app);
  installNoStore(app);
  installHousekeeping(app);

  // 3. Routes, their answers compressed (in this scope only: the SPA's files are at build).
  await app.register(
    async (api) => {
      await registerCompression(api);
      for (const register of API_ROUTES) register(api);
    },
    { prefix: '/api' },
  );

  // 4. The SPA, /config.js and the not-found answers.
  await registerSpa(app, config);

  return app;
}

/** Request logging without secrets: tokens travel in some URLs (e-mail links) and headers. */
export function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: { method: string; url: string; id: string }) => ({
        id: request.id,
        method: request.method,
        url: redactUrl(request.url),
      }),
    },
  };
}

/**
 * `/api/newpassword/<token>`, `?token=…` and a payment page's `/pay/<token>` (whoever holds
 * it can read and pay the invoice) lose their secret part.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/(\/newpassword\/)[^/?#]+/i, '$1…')
    .replace(/(\/pay\/)[^/?#]+/i, '$1…')
    .replace(/([?&]token=)[^&#]*/gi, '$1…');
}
