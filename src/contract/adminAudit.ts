import * as t from 'io-ts';

/*
 * The admin audit log (issue #14 "every admin action is written to an audit log that admins can
 * read and nobody can edit"): what `GET /api/admin/audit` answers and the filters it takes.
 */

/** One entry, newest first in a page. `at` is an ISO 8601 instant. */
export interface AdminAuditEntry {
  readonly id: number;
  readonly at: string;
  readonly actorId: number | null;
  readonly actorEmail: string;
  readonly action: string;
  readonly targetType: string;
  readonly targetId: string | null;
  readonly reason: string | null;
  readonly details: Readonly<Record<string, unknown>>;
}

export interface AdminAuditPage {
  readonly entries: readonly AdminAuditEntry[];
  /** Pass as `before` for the next (older) page; null on the last page. */
  readonly nextBefore: number | null;
}

const optionalText = (name: string, max: number) =>
  new t.Type<string | undefined, string | undefined, unknown>(
    name,
    (u): u is string | undefined => u === undefined || typeof u === 'string',
    (u, c) =>
      u === undefined || u === ''
        ? t.success(undefined)
        : typeof u === 'string' && u.length <= max
          ? t.success(u.trim())
          : t.failure(u, c),
    (a) => a,
  );

const optionalId = new t.Type<number | undefined, string | undefined, unknown>(
  'an entry id (a whole number)',
  (u): u is number | undefined => u === undefined || typeof u === 'number',
  (u, c) => {
    if (u === undefined || u === '') return t.success(undefined);
    const n = typeof u === 'string' && /^\d{1,10}$/.test(u) ? Number(u) : NaN;
    return n >= 1 && n <= 2 ** 31 - 1 ? t.success(n) : t.failure(u, c);
  },
  (a) => (a === undefined ? undefined : String(a)),
);

/** `GET /api/admin/audit?action=&targetType=&targetId=&before=`: all optional. */
export const AdminAuditQuery = t.partial(
  {
    action: optionalText('an action name', 80),
    targetType: optionalText('a target type', 40),
    targetId: optionalText('a target id', 80),
    before: optionalId,
  },
  'AdminAuditQuery',
);
export type AdminAuditQuery = t.TypeOf<typeof AdminAuditQuery>;

/** The answer's codec, for the SPA's audit screen to decode (issue #14 `/admin/audit`). */
export const AdminAuditPageResponse = t.type(
  {
    data: t.type({
      entries: t.array(
        t.type({
          id: t.number,
          at: t.string,
          actorId: t.union([t.number, t.null]),
          actorEmail: t.string,
          action: t.string,
          targetType: t.string,
          targetId: t.union([t.string, t.null]),
          reason: t.union([t.string, t.null]),
          details: t.UnknownRecord,
        }),
      ),
      nextBefore: t.union([t.number, t.null]),
    }),
  },
  'AdminAuditPageResponse',
);
