import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { AdminPage, PageCreateRequest } from '@/contract/pages';
import { pageEditorMachine } from '@/application/pages/pageEditor.machine';

const stored = (request: PageCreateRequest): AdminPage => ({
  slug: request.slug,
  title: request.title,
  bodyMarkdown: request.bodyMarkdown,
  published: request.published ?? true,
  updatedAt: '2026-11-25T12:00:00.000Z',
  updatedByEmail: 'admin@example.com',
});

function editor(created: PageCreateRequest[], refuse?: string) {
  return createActor(
    pageEditorMachine.provide({
      actors: {
        createPage: fromPromise<AdminPage, PageCreateRequest>(({ input }) => {
          if (refuse !== undefined) return Promise.reject(new Error(refuse));
          created.push(input);
          return Promise.resolve(stored(input));
        }),
      },
    }),
    { input: { slug: null } },
  ).start();
}

describe('the generic page editor', () => {
  it('refuses a reserved address with the rule’s words and sends nothing', () => {
    const created: PageCreateRequest[] = [];
    const actor = editor(created);
    actor.send({ type: 'user.edit', field: 'slug', value: 'docs' });
    actor.send({ type: 'user.edit', field: 'title', value: 'Docs' });
    actor.send({ type: 'user.edit', field: 'bodyMarkdown', value: 'Text' });
    actor.send({ type: 'user.save' });
    expect(actor.getSnapshot().value).toBe('Editing');
    expect(actor.getSnapshot().context.error).toContain('“docs” belongs to another screen');
    expect(created).toEqual([]);
  });

  it('creates a valid page and then edits it at its address, announcing where it is read', async () => {
    const created: PageCreateRequest[] = [];
    const actor = editor(created);
    actor.send({ type: 'user.edit', field: 'slug', value: 'about' });
    actor.send({ type: 'user.edit', field: 'title', value: 'About' });
    actor.send({ type: 'user.edit', field: 'bodyMarkdown', value: '# About' });
    actor.send({ type: 'user.save' });
    const snapshot = await waitFor(actor, (s) => s.matches('Editing') && s.context.saved !== null);
    expect(created).toEqual([
      { slug: 'about', title: 'About', bodyMarkdown: '# About', published: true },
    ]);
    expect(snapshot.context.savedSlug).toBe('about');
    expect(snapshot.context.notice).toBe('Saved. Visitors read it at /about.');
    // A saved page's address cannot be changed here.
    actor.send({ type: 'user.edit', field: 'slug', value: 'other' });
    expect(actor.getSnapshot().context.draft.slug).toBe('about');
  });

  it('keeps the admin’s text and shows the server’s refusal', async () => {
    const actor = editor([], 'A page already uses this address.');
    actor.send({ type: 'user.edit', field: 'slug', value: 'terms' });
    actor.send({ type: 'user.edit', field: 'title', value: 'Terms' });
    actor.send({ type: 'user.edit', field: 'bodyMarkdown', value: 'Mine' });
    actor.send({ type: 'user.save' });
    const snapshot = await waitFor(actor, (s) => s.context.error !== null);
    expect(snapshot.value).toBe('Editing');
    expect(snapshot.context.error).toBe('A page already uses this address.');
    expect(snapshot.context.draft.bodyMarkdown).toBe('Mine');
  });
});
