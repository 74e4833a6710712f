import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { resource, summary } from '../../../application/resources/fakes';
import { renderApp } from '../../support/renderApp';

/* "Set as homework" (issue #10) opens /create-homework with the resource chosen, from the
 * teacher's own finished resources only. */

describe('Set as homework on the teaching screen', () => {
  it('links the owner’s finished resource to the homework page with it chosen', async () => {
    renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    expect(await screen.findByRole('link', { name: 'Set as homework' })).toHaveAttribute(
      'href',
      '/create-homework?resourceId=12',
    );
  });

  it.each([
    ['a draft', { status: 'draft' as const }],
    ['someone else’s resource', { status: 'ready' as const, owner: false }],
  ])('is not offered for %s', async (_what, overrides) => {
    renderApp('/text_translation/12', {
      role: 'public',
      resources: { get: () => Promise.resolve(resource(overrides)) },
    });
    await screen.findByRole('heading', { level: 1, name: 'At the market' });
    expect(screen.queryByRole('link', { name: 'Set as homework' })).toBeNull();
  });

  it('is not offered to an admin, who sets no homework', async () => {
    renderApp('/text_translation/12', {
      role: 'admin',
      resources: { get: () => Promise.resolve(resource({ status: 'ready' })) },
    });
    await screen.findByRole('heading', { level: 1, name: 'At the market' });
    expect(screen.queryByRole('link', { name: 'Set as homework' })).toBeNull();
  });
});

describe('Set as homework in the library', () => {
  it('is on each finished resource of the teacher’s, not on drafts', async () => {
    renderApp('/private_resources', {
      role: 'public',
      library: [
        summary({ id: 1, name: 'Draft text', status: 'draft' }),
        summary({ id: 2, name: 'Finished text', status: 'ready' }),
      ],
    });
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    const [, draftRow, finishedRow] = screen.getAllByRole('row');
    expect(
      within(finishedRow as HTMLElement).getByRole('link', {
        name: 'Set Finished text as homework',
      }),
    ).toHaveAttribute('href', '/create-homework?resourceId=2');
    expect(within(draftRow as HTMLElement).queryByRole('link', { name: /as homework/ })).toBeNull();
  });
});
