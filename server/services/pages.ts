import { asc, eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import type { AdminPage, PageCreateRequest, PageUpdateRequest, PublicPage } from '@/contract/pages';
import { pageFieldProblems, slugProblem } from '@/domain/pages/pageRules';
import type { PageProblem } from '@/domain/pages/pageRules';
import type { UserInfo } from '@/domain/session/userInfo';
import type { Db } from '../db/client';
import type { Queryable } from '../db/repositories/queryable';
import { pages } from '../db/schema/pages';
import { users } from '../db/schema/users';
import { recordAdminAction } from './adminAudit';

/*
 * Generic pages (issue #14): admins write them in Markdown; visitors read the published ones.
 * Every change is audited in the transaction that makes it.
 */

export type PageRefusal =
  | { readonly type: 'page/invalid'; readonly problems: readonly PageProblem[] }
  | { readonly type: 'page/taken' }
  | { readonly type: 'page/not-found' };

const columns = {
  slug: pages.slug,
  title: pages.title,
  bodyMarkdown: pages.bodyMarkdown,
  published: pages.published,
  updatedAt: pages.updatedAt,
  updatedByEmail: users.email,
};

type Row = {
  slug: string;
  title: string;
  bodyMarkdown: string;
  published: boolean;
  updatedAt: Date;
  updatedByEmail: string | null;
};

const toAdminPage = (row: Row): AdminPage => ({ ...row, updatedAt: row.updatedAt.toISOString() });

async function findRow(db: Queryable, slug: string): Promise<Row | undefined> {
  const [row] = await db
    .select(columns)
    .from(pages)
    .leftJoin(users, eq(users.id, pages.updatedBy))
    .where(eq(pages.slug, slug));
  return row;
}

/** A published page, or null: a draft and an unknown slug look the same to the public. */
export async function findPublishedPage(db: Queryable, slug: string): Promise<PublicPage | null> {
  const row = await findRow(db, slug);
  if (row === undefined || !row.published) return null;
  return {
    slug: row.slug,
    title: row.title,
    bodyMarkdown: row.bodyMarkdown,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listPages(db: Queryable): Promise<readonly AdminPage[]> {
  const rows = await db
    .select(columns)
    .from(pages)
    .leftJoin(users, eq(users.id, pages.updatedBy))
    .orderBy(asc(pages.slug));
  return rows.map(toAdminPage);
}

export async function findPage(db: Queryable, slug: string): Promise<AdminPage | null> {
  const row = await findRow(db, slug);
  return row === undefined ? null : toAdminPage(row);
}

export async function createPage(
  db: Db,
  actor: Pick<UserInfo, 'id'>,
  request: PageCreateRequest,
  now: Date,
): Promise<E.Either<PageRefusal, AdminPage>> {
  const slug = slugProblem(request.slug);
  const problems = [...(slug === null ? [] : [slug]), ...pageFieldProblems(request)];
  if (problems.length > 0) return E.left({ type: 'page/invalid', problems });
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(pages)
      .values({
        slug: request.slug,
        title: request.title.trim(),
        bodyMarkdown: request.bodyMarkdown,
        published: request.published ?? true,
        updatedBy: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning({ slug: pages.slug });
    if (inserted.length === 0) return E.left({ type: 'page/taken' } as const);
    await recordAdminAction(
      tx,
      actor,
      {
        action: 'page.create',
        targetType: 'page',
        targetId: request.slug,
        details: { title: request.title.trim(), published: request.published ?? true },
      },
      now,
    );
    const row = await findRow(tx, request.slug);
    if (row === undefined) throw new Error('the page just created is missing');
    return E.right(toAdminPage(row));
  });
}

export async function updatePage(
  db: Db,
  actor: Pick<UserInfo, 'id'>,
  slug: string,
  request: PageUpdateRequest,
  now: Date,
): Promise<E.Either<PageRefusal, AdminPage>> {
  const problems = pageFieldProblems(request);
  if (problems.length > 0) return E.left({ type: 'page/invalid', problems });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(pages).where(eq(pages.slug, slug)).for('update');
    if (before === undefined) return E.left({ type: 'page/not-found' } as const);
    const title = request.title.trim();
    await tx
      .update(pages)
      .set({
        title,
        bodyMarkdown: request.bodyMarkdown,
        published: request.published,
        updatedBy: actor.id,
        updatedAt: now,
      })
      .where(eq(pages.slug, slug));
    // What changed, not the text itself: the body stays readable in the page.
    const details: Record<string, unknown> = {};
    if (before.title !== title) details.title = { from: before.title, to: title };
    if (before.published !== request.published)
      details.published = { from: before.published, to: request.published };
    if (before.bodyMarkdown !== request.bodyMarkdown)
      details.body = {
        fromLength: before.bodyMarkdown.length,
        toLength: request.bodyMarkdown.length,
      };
    await recordAdminAction(
      tx,
      actor,
      { action: 'page.update', targetType: 'page', targetId: slug, details },
      now,
    );
    const row = await findRow(tx, slug);
    if (row === undefined) throw new Error('the page just updated is missing');
    return E.right(toAdminPage(row));
  });
}

/** The demo seed's pages (first start only), so the footer's links lead somewhere. */
export const DEMO_PAGES: readonly { slug: string; title: string; bodyMarkdown: string }[] = [
  {
    slug: 'about',
    title: 'About Parlo',
    bodyMarkdown: [
      '# About Parlo',
      '',
      'Parlo helps language teachers turn a text or a dialogue into a lesson: translations,',
      'questions, games, printable worksheets, an interactive teaching screen and homework',
      'that pupils do in the browser.',
      '',
      '## Who we are',
      '',
      'A small team of teachers and engineers who wanted to spend less time preparing and',
      'more time teaching.',
    ].join('\n'),
  },
  {
    slug: 'contact',
    title: 'Contact us',
    bodyMarkdown: [
      '# Contact us',
      '',
      'Questions about your account, your plan or an invoice? Write to',
      '[support@example.com](mailto:support@example.com) and we answer within two working days.',
      '',
      '## Schools and departments',
      '',
      'For a department plan or an invoice to your school, tell us your school’s name and',
      'how many teachers will use Parlo.',
    ].join('\n'),
  },
  {
    slug: 'terms',
    title: 'Terms of use',
    bodyMarkdown: [
      '# Terms of use',
      '',
      '## Your account',
      '',
      'Keep your password to yourself. Pupils’ accounts are created and looked after by their',
      'teacher.',
      '',
      '## Your content',
      '',
      'The texts and resources you create remain yours. Resources you share can be used by',
      'other teachers on Parlo.',
      '',
      '## Plans and payment',
      '',
      'Paid plans renew until you cancel; a downgrade takes effect at the end of the period',
      'you paid for.',
    ].join('\n'),
  },
];

/** Stores the demo pages in the seed's transaction; pages someone already wrote are kept. */
export async function seedDemoPages(db: Queryable, now: Date): Promise<void> {
  await db
    .insert(pages)
    .values(DEMO_PAGES.map((p) => ({ ...p, published: true, createdAt: now, updatedAt: now })))
    .onConflictDoNothing();
}
