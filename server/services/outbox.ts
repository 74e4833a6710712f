import { desc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/emailOutbox';

/** One outbox e-mail as the admin reads it (OutboxMessage codec). */
export interface OutboxEntry {
  readonly id: number;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly createdAt: string;
  readonly sentAt: string | null;
}

/** The most recent e-mails first. */
export async function listOutbox(db: Db, limit: number): Promise<OutboxEntry[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
