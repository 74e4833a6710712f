import { eq } from 'drizzle-orm';
import * as E from 'fp-ts/Either';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DeletedResponse,
  ResourceListResponse,
  ResourceSummaryResponse,
} from '@/infrastructure/api/resources';
import type { ResourceListResponse as ListAnswer } from '@/infrastructure/api/resources';
import { resources } from '../../../server/db/schema/resources';
import type { CreatedUser, TestApp } from '../support/harness';
import { createUser } from '../support/harness';
import { as, fakeGenerator, resourcesApp } from './support';

/*
 * The library (issue #4 "Library", spec §4): a teacher sees and edits only their own
 * resources; everyone signed in sees finished PUBLIC ones; visibility toggles; delete.
 */

let t: TestApp;

beforeAll(async () => {
  t = await resourcesApp(fakeGenerator());
});
afterAll(() => t.close());

async function teacher(): Promise<{ user: CreatedUser; api: Awaited<ReturnType<typeof as>> }> {
  const user = await createUser(t.db, { role: 'public' });
  return { user, api: await as(t, user) };
}

async function list(api: Awaited<ReturnType<typeof as>>, query: string): Promise<ListAnswer> {
  const response = await api.call('GET', `/api/resources?${query}`);
  expect(response.statusCode).toBe(200);
  const decoded = ResourceListResponse.decode(response.json());
  if (E.isLeft(decoded)) throw new Error(`not a ResourceListResponse: ${response.body}`);
  return decoded.right;
}

const names = (answer: ListAnswer) => answer.data.map((item) => item.name);

describe('ownership', () => {
  it('another teacher gets 404 for a private resource, for reading and for every change', async () => {
    const author = await teacher();
    const other = await teacher();
    const resource = await author.api.upload();
    const attempts = [
      other.api.call('GET', `/api/resources/${resource.id}`),
      other.api.call('PUT', `/api/resources/${resource.id}`, { name: 'Mine now' }),
      other.api.call('PATCH', `/api/resources/${resource.id}/visibility`, { visibility: 'PUBLIC' }),
      other.api.call('POST', `/api/resources/${resource.id}/finish`, {}),
      other.api.call('POST', `/api/resources/${resource.id}/questions`, { types: ['chunks'] }),
      other.api.call('DELETE', `/api/resources/${resource.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.' });
    }
    const [row] = await t.db.select().from(resources).where(eq(resources.id, resource.id));
    expect(row).toMatchObject({ name: 'Uploaded text', visibility: 'PRIVATE', status: 'draft' });
  });

  it('an id that does not exist answers the same 404 as someone else’s', async () => {
    const { api } = await teacher();
    const response = await api.call('GET', '/api/resources/999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found.' });
  });

  it('another teacher can read a finished PUBLIC resource, marked as not theirs, but not change it', async () => {
    const author = await teacher();
    const other = await teacher();
    const resource = await author.api.upload();
    await author.api.call('POST', `/api/resources/${resource.id}/finish`, {});
    await author.api.call('PATCH', `/api/resources/${resource.id}/visibility`, {
      visibility: 'PUBLIC',
    });
    const read = await other.api.call('GET', `/api/resources/${resource.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ data: { id: resource.id, owner: false } });
    const change = await other.api.call('PUT', `/api/resources/${resource.id}`, { name: 'Mine' });
    expect(change.statusCode).toBe(404);
  });

  it('a PUBLIC draft stays with its author until it is finished', async () => {
    const author = await teacher();
    const other = await teacher();
    const resource = await author.api.upload();
    await author.api.call('PATCH', `/api/resources/${resource.id}/visibility`, {
      visibility: 'PUBLIC',
    });
    expect((await other.api.call('GET', `/api/resources/${resource.id}`)).statusCode).toBe(404);
    await author.api.call('POST', `/api/resources/${resource.id}/finish`, {});
    expect((await other.api.call('GET', `/api/resources/${resource.id}`)).statusCode).toBe(200);
  });

  it('an admin reads any resource (the teaching screen) but changes none of them', async () => {
    const author = await teacher();
    const resource = await author.api.upload();
    const admin = await as(t, await createUser(t.db, { role: 'admin' }));
    const read = await admin.call('GET', `/api/resources/${resource.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ data: { id: resource.id, owner: false } });
    const change = await admin.call('PUT', `/api/resources/${resource.id}`, { name: 'Admin' });
    expect(change.statusCode).toBe(403);
    const gone = await admin.call('DELETE', `/api/resources/${resource.id}`);
    expect(gone.statusCode).toBe(403);
    expect((await admin.call('GET', '/api/resources/999999')).statusCode).toBe(404);
  });

  it('a pupil and an admin may not use the resource routes (403 without "forbidden")', async () => {
    for (const role of ['PUPIL', 'admin'] as const) {
      const api = await as(t, await createUser(t.db, { role }));
      const response = await api.call('GET', '/api/resources');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'You do not have permission to do this.' });
    }
  });
});

describe('visibility (spec §4: PUBLIC ⇄ PRIVATE)', () => {
  it('toggles both ways and answers the library row', async () => {
    const { api } = await teacher();
    const resource = await api.upload();
    expect(resource.visibility).toBe('PRIVATE');
    for (const visibility of ['PUBLIC', 'PRIVATE'] as const) {
      const response = await api.call('PATCH', `/api/resources/${resource.id}/visibility`, {
        visibility,
      });
      expect(response.statusCode).toBe(200);
      const decoded = ResourceSummaryResponse.decode(response.json());
      expect(E.isRight(decoded) && decoded.right.data.visibility).toBe(visibility);
    }
  });

  it('refuses a visibility outside the enumeration with 400 and changes nothing', async () => {
    const { api } = await teacher();
    const resource = await api.upload();
    const response = await api.call('PATCH', `/api/resources/${resource.id}/visibility`, {
      visibility: 'public',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'visibility is not valid: PUBLIC or PRIVATE',
    });
    const [row] = await t.db.select().from(resources).where(eq(resources.id, resource.id));
    expect(row?.visibility).toBe('PRIVATE');
  });
});

describe('delete', () => {
  it('removes the owner’s resource; it is gone from reads and lists', async () => {
    const { api } = await teacher();
    const resource = await api.upload();
    const response = await api.call('DELETE', `/api/resources/${resource.id}`);
    expect(response.statusCode).toBe(200);
    const decoded = DeletedResponse.decode(response.json());
    expect(E.isRight(decoded) && decoded.right.data).toEqual({ id: resource.id, deleted: true });
    expect((await api.call('GET', `/api/resources/${resource.id}`)).statusCode).toBe(404);
    expect((await list(api, 'scope=private')).total).toBe(0);
  });

  it('answers 404 the second time', async () => {
    const { api } = await teacher();
    const resource = await api.upload();
    await api.call('DELETE', `/api/resources/${resource.id}`);
    expect((await api.call('DELETE', `/api/resources/${resource.id}`)).statusCode).toBe(404);
  });
});

describe('GET /api/resources (library)', () => {
  it('private scope lists only the caller’s resources, drafts and public ones included, newest first', async () => {
    const me = await teacher();
    const other = await teacher();
    const first = await me.api.upload({ name: 'First' });
    t.clock.advance(1);
    const second = await me.api.upload({ name: 'Second' });
    t.clock.advance(1);
    await me.api.call('PATCH', `/api/resources/${first.id}/visibility`, { visibility: 'PUBLIC' });
    await other.api.upload({ name: 'Not mine' });
    const answer = await list(me.api, 'scope=private');
    expect(answer.total).toBe(2);
    // The visibility change touched First last.
    expect(names(answer)).toEqual(['First', 'Second']);
    expect(answer.data.every((item) => item.owner)).toBe(true);
    expect(second.status).toBe('draft');
    // Private is the default scope.
    expect(names(await list(me.api, ''))).toEqual(['First', 'Second']);
  });

  it('public scope lists every finished PUBLIC resource, whoever wrote it', async () => {
    const author = await teacher();
    const reader = await teacher();
    const tag = `tag${Date.now()}`;
    const shared = await author.api.upload({ name: 'Shared', hashtags: [tag] });
    const draft = await author.api.upload({ name: 'Public draft', hashtags: [tag] });
    await author.api.upload({ name: 'Private', hashtags: [tag] });
    await author.api.call('POST', `/api/resources/${shared.id}/finish`, {});
    for (const id of [shared.id, draft.id])
      await author.api.call('PATCH', `/api/resources/${id}/visibility`, { visibility: 'PUBLIC' });
    const answer = await list(reader.api, `scope=public&hashtag=${tag}`);
    expect(names(answer)).toEqual(['Shared']);
    expect(answer.data[0]).toMatchObject({ owner: false, ownerName: 'Tess Teacher' });
  });

  it('searches by name (any case, % and _ literal), hashtag, target language and level', async () => {
    const { api } = await teacher();
    await api.upload({ name: 'La casa', hashtags: ['#Home', 'family'] });
    await api.upload({
      name: 'Im Haus',
      target: 'de',
      text: 'Das ist mein Haus.',
      translation: 'This is my house.',
      level: { kind: 'cefr', level: 'B1.2' },
      hashtags: ['home'],
    });
    await api.upload({
      name: '100% verbs_only',
      level: { kind: 'school', country: 'England', code: 8 },
    });
    expect(names(await list(api, 'search=CASA'))).toEqual(['La casa']);
    expect(names(await list(api, 'search=%25'))).toEqual(['100% verbs_only']);
    // Unescaped, `_` would match any letter: "c_sa" would find "La casa".
    expect(names(await list(api, 'search=c_sa'))).toEqual([]);
    expect(names(await list(api, 'hashtag=home')).sort()).toEqual(['Im Haus', 'La casa']);
    expect(names(await list(api, 'hashtag=%23HOME')).sort()).toEqual(['Im Haus', 'La casa']);
    expect(names(await list(api, 'language=de'))).toEqual(['Im Haus']);
    expect(names(await list(api, 'level=B1'))).toEqual(['Im Haus']);
    expect(names(await list(api, 'level=B1.2'))).toEqual(['Im Haus']);
    expect(names(await list(api, 'level=B1.1'))).toEqual([]);
    expect(names(await list(api, 'level=England:8'))).toEqual(['100% verbs_only']);
    expect(names(await list(api, 'language=es&hashtag=family'))).toEqual(['La casa']);
  });

  it('pages with page and limit, and counts every match in total', async () => {
    const { api } = await teacher();
    for (const n of [1, 2, 3, 4, 5]) {
      await api.upload({ name: `Text ${n}` });
      t.clock.advance(1);
    }
    const first = await list(api, 'limit=2');
    const third = await list(api, 'limit=2&page=3');
    expect(first.total).toBe(5);
    expect(names(first)).toEqual(['Text 5', 'Text 4']);
    expect(names(third)).toEqual(['Text 1']);
  });

  it.each([
    ['scope=mine', /^scope is not valid/],
    ['language=xx', /^language is not valid/],
    ['level=Z9', /^level is not valid/],
    ['limit=500', /^limit is not valid/],
    ['page=0', /^page is not valid/],
  ])('answers 400 for the query %s', async (query, message) => {
    const { api } = await teacher();
    const response = await api.call('GET', `/api/resources?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(message);
  });
});
