import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminPageListResponse, AdminPageResponse, PublicPageResponse } from '@/contract/pages';
import { PAGE_BODY_MAX } from '@/domain/pages/pageRules';
import * as E from 'fp-ts/Either';
import { adminAuditLog } from '../../../server/db/schema/adminAudit';
import { pages } from '../../../server/db/schema/pages';
import { DEMO_PAGES, seedDemoPages } from '../../../server/services/pages';
import type { TestApp } from '../support/harness';
import { bearer, createUser, testApp, tokenFor } from '../support/harness';

/*
 * Generic pages (issue #14): admins create, edit and unpublish them, each change audited;
 * anyone reads a published page; bad input is refused with the rule's words and saves nothing.
 */

let t: TestApp;
let admin: Record<string, string>;
let teacher: Record<string, string>;
let pupil: Record<string, string>;

beforeAll(async () => {
  t = await testApp();
  admin = bearer(await tokenFor(t.app, await createUser(t.db, { role: 'admin' })));
  teacher = bearer(await tokenFor(t.app, await createUser(t.db, { role: 'public' })));
  pupil = bearer(await tokenFor(t.app, await createUser(t.db, { role: 'PUPIL' })));
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Record<string, string> = {},
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

const pageRows = (slug: string) => t.db.select().from(pages).where(eq(pages.slug, slug));
const auditOf = (slug: string) =>
  t.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetId, slug));

describe('the generic pages’ routes by role', () => {
  it('let only admins list, read drafts, create and edit; teachers and pupils get 403', async () => {
    const body = { slug: 'role-check', title: 'Roles', bodyMarkdown: 'Text' };
    for (const headers of [teacher, pupil]) {
      expect((await call('GET', '/api/admin/pages', headers)).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/pages', headers, body)).statusCode).toBe(403);
      expect((await call('GET', '/api/admin/pages/role-check', headers)).statusCode).toBe(403);
      expect(
        (await call('PUT', '/api/admin/pages/role-check', headers, { ...body, published: true }))
          .statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/admin/pages')).statusCode).toBe(401);
    expect(await pageRows('role-check')).toEqual([]);
    expect((await call('POST', '/api/admin/pages', admin, body)).statusCode).toBe(201);
    const listed = AdminPageListResponse.decode(
      (await call('GET', '/api/admin/pages', admin)).json(),
    );
    expect(E.isRight(listed) && listed.right.data.map((p) => p.slug)).toContain('role-check');
  });
});

describe('creating, editing and unpublishing a page', () => {
  it('creates a page anyone can read at once, audited as page.create', async () => {
    const created = await call('POST', '/api/admin/pages', admin, {
      slug: 'about-us',
      title: 'About us',
      bodyMarkdown: '# About us\n\nWe teach.',
    });
    expect(created.statusCode).toBe(201);
    const decoded = AdminPageResponse.decode(created.json());
    expect(E.isRight(decoded) && decoded.right.data).toMatchObject({
      slug: 'about-us',
      published: true,
    });
    for (const headers of [{}, teacher, pupil]) {
      const read = await call('GET', '/api/pages/about-us', headers);
      expect(read.statusCode).toBe(200);
      const page = PublicPageResponse.decode(read.json());
      expect(E.isRight(page) && page.right.data.bodyMarkdown).toBe('# About us\n\nWe teach.');
    }
    expect((await auditOf('about-us')).map((a) => a.action)).toEqual(['page.create']);
  });

  it('edits and unpublishes a page: the public then gets 404, the admin still reads it', async () => {
    await call('POST', '/api/admin/pages', admin, {
      slug: 'contact-us',
      title: 'Contact',
      bodyMarkdown: 'Old',
    });
    const edited = await call('PUT', '/api/admin/pages/contact-us', admin, {
      title: 'Contact us',
      bodyMarkdown: 'New text',
      published: true,
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await call('GET', '/api/pages/contact-us')).json<{ data: { title: string } }>().data.title,
    ).toBe('Contact us');

    const unpublished = await call('PUT', '/api/admin/pages/contact-us', admin, {
      title: 'Contact us',
      bodyMarkdown: 'New text',
      published: false,
    });
    expect(unpublished.statusCode).toBe(200);
    expect((await call('GET', '/api/pages/contact-us')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/pages/contact-us', admin)).statusCode).toBe(200);

    const audit = await auditOf('contact-us');
    expect(audit.map((a) => a.action)).toEqual(['page.create', 'page.update', 'page.update']);
    expect(audit[1]?.details).toEqual({
      title: { from: 'Contact', to: 'Contact us' },
      body: { fromLength: 3, toLength: 8 },
    });
    expect(audit[2]?.details).toEqual({ published: { from: true, to: false } });
  });
});

describe('bad input', () => {
  it('refuses a malformed or reserved slug with the rule’s words, saving nothing', async () => {
    for (const [slug, words] of [
      ['About Us', 'lower-case letters'],
      ['docs', '“docs” belongs to another screen'],
      ['signin', '“signin” belongs to another screen'],
      ['admin', '“admin” belongs to another screen'],
    ] as const) {
      const response = await call('POST', '/api/admin/pages', admin, {
        slug,
        title: 'T',
        bodyMarkdown: 'B',
      });
      expect({ slug, status: response.statusCode }).toEqual({ slug, status: 400 });
      expect(response.json<{ message: string }>().message).toContain(words);
      expect(await pageRows(slug)).toEqual([]);
    }
    expect(await auditOf('docs')).toEqual([]);
  });

  it('refuses a body too long or an empty title, saving nothing, on create and on edit', async () => {
    const long = 'x'.repeat(PAGE_BODY_MAX + 1);
    const create = await call('POST', '/api/admin/pages', admin, {
      slug: 'too-long',
      title: 'Long',
      bodyMarkdown: long,
    });
    expect(create.statusCode).toBe(400);
    expect(create.json<{ message: string }>().message).toContain(String(PAGE_BODY_MAX));
    expect(await pageRows('too-long')).toEqual([]);

    await call('POST', '/api/admin/pages', admin, {
      slug: 'kept',
      title: 'Kept',
      bodyMarkdown: 'K',
    });
    const edit = await call('PUT', '/api/admin/pages/kept', admin, {
      title: ' ',
      bodyMarkdown: long,
      published: true,
    });
    expect(edit.statusCode).toBe(400);
    const [row] = await pageRows('kept');
    expect(row).toMatchObject({ title: 'Kept', bodyMarkdown: 'K' });
    expect((await auditOf('kept')).map((a) => a.action)).toEqual(['page.create']);
  });

  it('answers 409 to a slug already used, keeping the first page', async () => {
    const first = { slug: 'twice', title: 'First', bodyMarkdown: 'One' };
    expect((await call('POST', '/api/admin/pages', admin, first)).statusCode).toBe(201);
    const again = await call('POST', '/api/admin/pages', admin, { ...first, title: 'Second' });
    expect(again.statusCode).toBe(409);
    expect((await pageRows('twice'))[0]?.title).toBe('First');
  });

  it('answers 404 to an unknown page, for the public and the editor alike', async () => {
    expect((await call('GET', '/api/pages/no-such-page')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/pages/no-such-page', admin)).statusCode).toBe(404);
    const put = await call('PUT', '/api/admin/pages/no-such-page', admin, {
      title: 'T',
      bodyMarkdown: 'B',
      published: true,
    });
    expect(put.statusCode).toBe(404);
    expect(await pageRows('no-such-page')).toEqual([]);
  });

  it('refuses a request missing a field with 400', async () => {
    const response = await call('POST', '/api/admin/pages', admin, { slug: 'half' });
    expect(response.statusCode).toBe(400);
    expect(await pageRows('half')).toEqual([]);
  });
});

describe('the demo pages', () => {
  it('are about, contact and terms, published, valid, and never overwrite a page', async () => {
    await call('POST', '/api/admin/pages', admin, {
      slug: 'terms',
      title: 'Our own terms',
      bodyMarkdown: 'Ours',
    });
    await seedDemoPages(t.db, t.clock.now());
    expect(DEMO_PAGES.map((p) => p.slug)).toEqual(['about', 'contact', 'terms']);
    expect((await call('GET', '/api/pages/about')).statusCode).toBe(200);
    expect((await pageRows('terms'))[0]?.title).toBe('Our own terms');
  });
});
