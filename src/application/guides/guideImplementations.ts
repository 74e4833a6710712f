import { fromPromise } from 'xstate';
import { documentTitle } from '@/domain/guides/toc';
import type { GuideText } from '@/domain/guides/search';
import type { GuideLibrary } from './ports';

/** Every guide with its title (its first heading), in the library's order. */
export async function loadAllGuides(library: GuideLibrary): Promise<readonly GuideText[]> {
  const texts = await Promise.all(library.ids().map((id) => library.load(id)));
  return library.ids().flatMap((id, index) => {
    const markdown = texts[index];
    return markdown == null ? [] : [{ id, title: documentTitle(markdown, id), markdown }];
  });
}

/** The guide machines' actors over the bundled library. */
export function makeGuideImplementations({ library }: { library: GuideLibrary }) {
  return {
    guide: {
      actors: {
        loadGuide: fromPromise<string | null, { id: string }>(({ input }) =>
          library.load(input.id),
        ),
      },
    },
    search: {
      actors: { loadAllGuides: fromPromise<readonly GuideText[]>(() => loadAllGuides(library)) },
    },
  };
}
