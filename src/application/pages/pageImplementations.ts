import { fromPromise } from 'xstate';
import type { AdminPage, PageCreateRequest, PageUpdateRequest, PublicPage } from '@/contract/pages';
import type { PageGateway } from './ports';

/** The generic pages' machine actors over the gateway (issue #14). */
export function makePageImplementations({ gateway }: { gateway: PageGateway }) {
  return {
    publicPage: {
      actors: {
        readPage: fromPromise<PublicPage | null, { slug: string }>(({ input }) =>
          gateway.readPublished(input.slug),
        ),
      },
    },
    list: {
      actors: { listPages: fromPromise<readonly AdminPage[]>(() => gateway.list()) },
    },
    editor: {
      actors: {
        readPage: fromPromise<AdminPage | null, { slug: string }>(({ input }) =>
          gateway.read(input.slug),
        ),
        createPage: fromPromise<AdminPage, PageCreateRequest>(({ input }) => gateway.create(input)),
        updatePage: fromPromise<AdminPage, { slug: string; request: PageUpdateRequest }>(
          ({ input }) => gateway.update(input.slug, input.request),
        ),
      },
    },
  };
}
