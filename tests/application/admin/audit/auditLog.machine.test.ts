import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { auditLogMachine } from '@/application/admin/audit/auditLog.machine';
import type { AuditFilters } from '@/application/admin/audit/ports';
import type { AdminAuditEntry } from '@/contract/adminAudit';

const entry = (id: number): AdminAuditEntry => ({
  id,
  at: '2026-11-25T10:00:00.000Z',
  actorId: 1,
  actorEmail: 'admin@example.com',
  action: 'access.grant',
  targetType: 'user',
  targetId: '7',
  reason: 'Pilot',
  details: {},
});

describe('the audit log screen (issue #14)', () => {
  it('pages to older entries, and a new filter starts again from the newest', async () => {
    const asked: { filters: AuditFilters; before: number | undefined }[] = [];
    const actor = createActor(
      auditLogMachine.provide({
        actors: {
          loadPage: fromPromise(({ input }) => {
            asked.push(input);
            return Promise.resolve(
              input.before === undefined
                ? { entries: [entry(60), entry(59)], nextBefore: 59 }
                : { entries: [entry(58)], nextBefore: null },
            );
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('Ready'));
    actor.send({ type: 'audit.older' });
    await waitFor(actor, (s) => s.matches('Ready') && s.context.nextBefore === null);
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([60, 59, 58]);
    // Nothing older: the event is ignored.
    actor.send({ type: 'audit.older' });
    expect(actor.getSnapshot().value).toBe('Ready');
    actor.send({ type: 'audit.filter', filters: { action: ' access.grant ', targetId: '' } });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(asked).toEqual([
      { filters: {}, before: undefined },
      { filters: {}, before: 59 },
      {
        filters: { action: 'access.grant', targetType: undefined, targetId: undefined },
        before: undefined,
      },
    ]);
    expect(actor.getSnapshot().context.entries.map((e) => e.id)).toEqual([60, 59]);
  });

  it('says why loading failed and tries again when asked', async () => {
    let fail = true;
    const actor = createActor(
      auditLogMachine.provide({
        actors: {
          loadPage: fromPromise(() =>
            fail
              ? Promise.reject(new Error('The server did not answer.'))
              : Promise.resolve({ entries: [entry(1)], nextBefore: null }),
          ),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('Failed'));
    expect(actor.getSnapshot().context.error).toContain('The server did not answer.');
    fail = false;
    actor.send({ type: 'audit.retry' });
    await waitFor(actor, (s) => s.matches('Ready'));
    expect(actor.getSnapshot().context.entries).toHaveLength(1);
  });
});
