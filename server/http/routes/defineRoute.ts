import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import { planRefusal } from '@/domain/privileges/privileges';
import type { PrivilegeName } from '@/domain/privileges/privileges';
import { resolvePrivileges } from '@/domain/privileges/resolvePrivileges';
import type { Role, UserInfo } from '@/domain/session/userInfo';
import { EXTERNAL_BYPASS_HEADER, EXTERNAL_BYPASS_VALUE } from '@/infrastructure/api/resources';
import { findAccountStatus } from '../../db/repositories/users';
import {
  addressKey,
  countAttempt,
  RATE_LIMITS,
  TOO_MANY_REQUESTS_MESSAGE,
} from '../../services/rateLimit';
import { ACCESS_DENIED, ACCESS_LOST, NOT_FOUND, WRONG_ROLE } from '../plugins/httpError';
import {
  abandonIdempotentRequest,
  beginIdempotentRequest,
  settleIdempotentRequest,
} from '../plugins/idempotency';

/**
 * Who may call a route: everyone; signed-in users of these roles; or `'external'`, the door of
 * the signed-out resource page (spec §2 `/resource/{id}`, §6): no sign-in, but the
 * external-bypass header is required (400 without it) and each client address has a limit
 * (429). The caller is never known there, so every visitor gets the same answer whatever
 * token they send, and the handler alone decides what may be read (ownership does not apply).
 */
export type AllowedRoles = 'anyone' | 'external' | readonly Role[];

/** The 400 of an external route called without the external-bypass header. */
export const EXTERNAL_BYPASS_REQUIRED = {
  message: `This address serves the public resource page only; its calls carry the header ${EXTERNAL_BYPASS_HEADER}: ${EXTERNAL_BYPASS_VALUE}.`,
} as const;

/**
 * Ownership of the record a route touches. `'self'`: the `:id` or `:userId` path parameter must
 * be the caller's own id (admins pass). A function decides anything else. Failing answers 404,
 * so that ids of other people's records do not leak.
 */
export type Ownership = 'self' | ((request: FastifyRequest, user: UserInfo) => Promise<boolean>);

export interface RouteAccess<R extends AllowedRoles = AllowedRoles> {
  readonly roles: R;
  readonly owner?: Ownership;
  /**
   * A feature the caller's plan must include (spec §6 privileges), as the access token's
   * `privilege` record says through resolvePrivileges; else 403 `missingPrivilege(name)`.
   * Signed-in roles only: there is no plan to ask on the 'anyone' or 'external' doors.
   */
  readonly privilege?: PrivilegeName;
}

/**
 * The 403 of a plan without the route's feature. Deliberately not 'forbidden' (that signs the
 * SPA out): the teacher stays signed in and is told what to upgrade for.
 */
export function missingPrivilege(name: PrivilegeName): { readonly message: string } {
  return { message: planRefusal(name) };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The request as a handler sees it: inputs decoded by the route's codecs, the caller known. */
export interface RouteInput<R extends AllowedRoles, B, Q, P> {
  readonly body: B;
  readonly query: Q;
  readonly params: P;
  /** Non-null whenever the route is for signed-in roles; always null on 'external' routes. */
  readonly user: R extends 'anyone' ? UserInfo | null : R extends 'external' ? null : UserInfo;
}

export interface RouteDefinition<
  R extends AllowedRoles,
  B extends t.Mixed,
  Q extends t.Mixed,
  P extends t.Mixed,
> {
  readonly method: HttpMethod;
  /** Relative to the plugin's prefix (`/api`), Fastify syntax: `/custom_tour/:pageId`. */
  readonly url: string;
  readonly access: RouteAccess<R>;
  readonly schema?: { readonly body?: B; readonly query?: Q; readonly params?: P };
  /**
   * POST and PATCH routes for signed-in roles honour `Idempotency-Key` (DESIGN.md §8,
   * plugins/idempotency.ts). A route that must not, and every signed-out POST or PATCH (there
   * is no user to keep a key for), says why here; the all-routes test lists them.
   */
  readonly idempotency?: { readonly exempt: string };
  /** Whatever it returns is the answer (Fastify semantics); it may also use `reply`. */
  readonly handler: (
    input: RouteInput<R, t.TypeOf<B>, t.TypeOf<Q>, t.TypeOf<P>>,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<unknown>;
}

/** What the access test needs to know about each route. */
export interface RegisteredRoute {
  readonly method: HttpMethod;
  /** The full path including the prefix, Fastify syntax. */
  readonly url: string;
  readonly access: RouteAccess;
  readonly hasBody: boolean;
  /** Whether a retry with the same `Idempotency-Key` replays the first answer, or why not. */
  readonly idempotency: 'honoured' | 'not-applicable' | { readonly exempt: string };
}

/** Methods that are not idempotent by HTTP's definition: a repeat may act twice. */
const NON_IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(['POST', 'PATCH']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route added through defineRoute, shared by all encapsulated contexts. */
    routeRegistry: RegisteredRoute[];
    /** `METHOD url` of every route Fastify knows, however it was added (see trackRoutes). */
    allRoutes: string[];
  }
}

/**
 * Installs the registry. Every route Fastify adds is noted too, so that a test can prove no
 * API route slipped past defineRoute (and so past the access checks).
 */
export function trackRoutes(app: FastifyInstance): void {
  app.decorate('routeRegistry', []);
  app.decorate('allRoutes', []);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) app.allRoutes.push(`${method} ${route.url}`);
  });
}

/** The routes added through defineRoute on this app, in registration order. */
export function registeredRoutes(app: FastifyInstance): readonly RegisteredRoute[] {
  return app.routeRegistry;
}

const Anything = t.unknown;

/**
 * Adds a route whose access rules are data (issue #3 "access control as a mechanism"). In
 * order: the access token (401 'Access denied', also when its session ended or the password
 * changed after it was issued), an account that lost access (403 'forbidden'), the role (403), the plan's privilege
 * (403 naming it), the Idempotency-Key of a POST or PATCH (a stored answer replayed, 409),
 * the inputs (400 naming the field, before the handler runs), ownership (404); then the handler. An
 * 'external' route checks instead the bypass header (400) and the address's limit (429).
 */
export function defineRoute<
  R extends AllowedRoles,
  B extends t.Mixed = t.UnknownC,
  Q extends t.Mixed = t.UnknownC,
  P extends t.Mixed = t.UnknownC,
>(app: FastifyInstance, definition: RouteDefinition<R, B, Q, P>): void {
  const { method, url, access, schema = {} } = definition;
  if (access.roles === 'external' && access.owner !== undefined)
    throw new Error(`${method} ${url}: an external route has no caller to check ownership of`);
  if (typeof access.roles === 'string' && access.privilege !== undefined)
    throw new Error(`${method} ${url}: only a route for signed-in roles can require a privilege`);
  const exemption = definition.idempotency;
  if (!NON_IDEMPOTENT.has(method) && exemption !== undefined)
    throw new Error(`${method} ${url}: only POST and PATCH routes take an idempotency exemption`);
  if (NON_IDEMPOTENT.has(method) && typeof access.roles === 'string' && exemption === undefined)
    throw new Error(
      `${method} ${url}: a signed-out ${method} has no user to keep Idempotency-Keys for; say why it needs none`,
    );
  const honoursKeys = NON_IDEMPOTENT.has(method) && exemption === undefined;
  app.routeRegistry.push({
    method,
    url: `${app.prefix}${url}`,
    access,
    hasBody: schema.body !== undefined,
    idempotency: honoursKeys ? 'honoured' : (exemption ?? 'not-applicable'),
  });

  app.route({
    method,
    url,
    ...(honoursKeys
      ? {
          onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
            await settleIdempotentRequest(app.deps, request, reply, payload);
            return payload;
          },
          onResponse: (request: FastifyRequest) => abandonIdempotentRequest(app.deps, request),
        }
      : {}),
    handler: async (request, reply) => {
      // A token sent to the external door is ignored, valid or not: the answer is the public one.
      let user = access.roles === 'external' ? null : request.user;
      if (access.roles === 'external') {
        if (request.headers[EXTERNAL_BYPASS_HEADER.toLowerCase()] !== EXTERNAL_BYPASS_VALUE)
          return reply.code(400).send(EXTERNAL_BYPASS_REQUIRED);
        const { db, clock } = app.deps;
        const verdict = await countAttempt(
          db,
          clock.now(),
          RATE_LIMITS.externalAddress,
          addressKey(request.ip),
        );
        if (!verdict.allowed)
          return reply
            .code(429)
            .header('Retry-After', String(verdict.retryAfterSeconds))
            .send({ message: TOO_MANY_REQUESTS_MESSAGE });
      } else if (access.roles === 'anyone') {
        // A token whose session ended or whose account was disabled opens a public door as a
        // signed-out visitor: what a signed-in caller gets more (a webinar's join link, an
        // own draft) is for live sessions only.
        if (user !== null) {
          const sessionId = request.accessTokenSessionId;
          const status =
            sessionId === null
              ? 'lost'
              : await findAccountStatus(app.deps.db, {
                  userId: user.id,
                  sessionId,
                  issuedAt: request.accessTokenIssuedAt ?? new Date(0),
                  now: app.deps.clock.now(),
                });
          if (status !== 'active') user = null;
        }
      } else {
        const sessionId = request.accessTokenSessionId;
        if (user === null || sessionId === null) return reply.code(401).send(ACCESS_DENIED);
        const status = await findAccountStatus(app.deps.db, {
          userId: user.id,
          sessionId,
          issuedAt: request.accessTokenIssuedAt ?? new Date(0),
          now: app.deps.clock.now(),
        });
        if (status === 'stale') return reply.code(401).send(ACCESS_DENIED);
        if (status === 'lost') return reply.code(403).send(ACCESS_LOST);
        if (!access.roles.includes(user.role)) return reply.code(403).send(WRONG_ROLE);
        if (
          access.privilege !== undefined &&
          !resolvePrivileges({ sessionPayload: user })[access.privilege]
        )
          return reply.code(403).send(missingPrivilege(access.privilege));
        // Before the inputs are decoded, so that every answer from here on is the request's
        // own and a retry replays it, a refusal of its body included.
        if (honoursKeys) {
          const decision = await beginIdempotentRequest(app.deps, request, user.id);
          if (decision.type === 'answer')
            return reply.code(decision.status).headers(decision.headers).send(decision.body);
        }
      }

      const body = decode(schema.body ?? Anything, request.body ?? {}, 'body');
      if (E.isLeft(body)) return reply.code(400).send({ message: body.left });
      const query = decode(schema.query ?? Anything, request.query, 'query');
      if (E.isLeft(query)) return reply.code(400).send({ message: query.left });
      const params = decode(schema.params ?? Anything, request.params, 'params');
      if (E.isLeft(params)) return reply.code(400).send({ message: params.left });

      if (access.owner !== undefined && user !== null) {
        const owns = await isOwner(access.owner, request, user);
        if (!owns) return reply.code(404).send(NOT_FOUND);
      }

      const input = {
        body: body.right,
        query: query.right,
        params: params.right,
        user,
      } as RouteInput<R, t.TypeOf<B>, t.TypeOf<Q>, t.TypeOf<P>>;
      return definition.handler(input, request, reply);
    },
  });
}

async function isOwner(
  owner: Ownership,
  request: FastifyRequest,
  user: UserInfo,
): Promise<boolean> {
  if (owner !== 'self') return owner(request, user);
  if (user.role === 'admin') return true;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const id = params.id ?? params.userId;
  return String(id) === String(user.id);
}

/**
 * One line a user can act on: the first failing field and the codec's message. Refined codecs
 * are named after their user-facing message (src/infrastructure/api/accounts.ts).
 */
export function decode<C extends t.Mixed>(
  codec: C,
  value: unknown,
  part: string,
): E.Either<string, t.TypeOf<C>> {
  const result = codec.decode(value);
  if (E.isRight(result)) return E.right(result.right as t.TypeOf<C>);
  const first = result.left[0];
  if (first === undefined) return E.left(`The request ${part} is not valid.`);
  // Intersections and unions number their members in the context; only real keys and
  // array indices name a place in the body.
  const keys = first.context.flatMap((entry, index) => {
    const parent = first.context[index - 1]?.type as { _tag?: string } | undefined;
    const combinator = parent?._tag === 'IntersectionType' || parent?._tag === 'UnionType';
    return entry.key === '' || combinator ? [] : [entry.key];
  });
  const field = keys.join('.');
  const expected = first.context[first.context.length - 1]?.type.name ?? 'a valid value';
  const fieldName = field === '' ? `The request ${part}` : field;
  if (first.value === undefined) return E.left(`${fieldName} is required: ${expected}`);
  return E.left(`${fieldName} is not valid: ${expected}`);
}
