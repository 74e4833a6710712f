import type { Container } from 'inversify';
import type { GuidesArea } from '@/application/appServices';
import { guideMachine } from '@/application/guides/guide.machine';
import { makeGuideImplementations } from '@/application/guides/guideImplementations';
import { guideSearchMachine } from '@/application/guides/guideSearch.machine';
import { createBundledGuides } from '@/infrastructure/guides/bundledGuides';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/** The user guides over the Markdown bundled with the app (issue #14). */
export function guidesArea(container: Container): GuidesArea {
  return bindArea(container, TOKENS.GuidesArea, () => {
    const library = createBundledGuides();
    const implementations = makeGuideImplementations({ library });
    return {
      guides: {
        library,
        guide: guideMachine.provide(implementations.guide),
        search: guideSearchMachine.provide(implementations.search),
      },
    };
  });
}
