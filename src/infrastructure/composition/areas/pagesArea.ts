import type { Container } from 'inversify';
import type { PagesArea } from '@/application/appServices';
import { makePageImplementations } from '@/application/pages/pageImplementations';
import { pageEditorMachine } from '@/application/pages/pageEditor.machine';
import { pageListMachine } from '@/application/pages/pageList.machine';
import { publicPageMachine } from '@/application/pages/publicPage.machine';
import { createPagesApi } from '@/infrastructure/http/pages-api';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/** Generic pages over the API (issue #14): `/{slug}` for everyone, the editor for admins. */
export function pagesArea(container: Container): PagesArea {
  return bindArea(container, TOKENS.PagesArea, (p, { http }) => {
    const implementations = makePageImplementations({ gateway: createPagesApi(http, p.notifier) });
    return {
      pages: {
        publicPage: publicPageMachine.provide(implementations.publicPage),
        list: pageListMachine.provide(implementations.list),
        editor: pageEditorMachine.provide(implementations.editor),
      },
    };
  });
}
