import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { ImageMimeType } from '@/domain/media/imageFormat';
import { resources } from './resources';

/** PostgreSQL `bytea`, read and written as a Node Buffer (node-postgres does the conversion). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A picture the teacher dropped onto a vocabulary slide of the teaching screen (spec §9 "vocab
 * slides with image drop"), stored with the resource. `slot` is the 0-based index of the
 * vocabulary item (content.vocabulary) it illustrates; one image per slot, so a new one replaces
 * the old. As with audio, the bytes live in the row (at most 60 images of 5 MB per resource) and
 * listings select the metadata only.
 */
export const resourceImages = pgTable(
  'resource_image',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    slot: integer('slot').notNull(),
    mimeType: text('mime_type').$type<ImageMimeType>().notNull(),
    bytes: bytea('bytes').notNull(),
    byteLength: integer('byte_length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Also the index the listing of a resource's images reads (resource_id first).
    unique('resource_image_resource_id_slot_unique').on(t.resourceId, t.slot),
    check('resource_image_slot', sql`${t.slot} >= 0`),
    check(
      'resource_image_mime_type',
      sql`${t.mimeType} in ('image/png', 'image/jpeg', 'image/gif', 'image/webp')`,
    ),
  ],
);

export type ResourceImageRow = typeof resourceImages.$inferSelect;
export type NewResourceImageRow = typeof resourceImages.$inferInsert;
