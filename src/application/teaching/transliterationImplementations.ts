import { fromPromise } from 'xstate';
import type { ResourceGateway } from '@/application/resources/ports';
import type { Transliteration } from '@/domain/transliteration/schemes';
import type { TransliterationRequest } from './transliteration.machine';

/** The transliteration machine's actor over the resource gateway, by the door it was read by. */
export function makeTransliterationImplementations({ gateway }: { gateway: ResourceGateway }) {
  return {
    actors: {
      loadTransliteration: fromPromise<Transliteration, TransliterationRequest>(({ input }) =>
        input.door === 'public'
          ? gateway.sharedTransliteration(input.resourceId, input.scheme)
          : gateway.transliteration(input.resourceId, input.scheme),
      ),
    },
  };
}
