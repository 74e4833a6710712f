import type { Container } from 'inversify';
import type { WebinarsArea } from '@/application/appServices';
import { webinarFormMachine } from '@/application/webinars/webinarForm.machine';
import { webinarListMachine } from '@/application/webinars/webinarList.machine';
import { webinarPageMachine } from '@/application/webinars/webinarPage.machine';
import {
  makeWebinarFormImplementations,
  makeWebinarListImplementations,
  makeWebinarPageImplementations,
} from '@/application/webinars/webinarImplementations';
import { createBrowserFileSaver } from '@/infrastructure/files/browserFileSaver';
import { createWebinarsApi } from '@/infrastructure/http/webinars-api';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/** Webinars (issue #14): the calendar file is built in the browser and downloaded from a Blob. */
export function webinarsArea(container: Container): WebinarsArea {
  return bindArea(container, TOKENS.WebinarsArea, (p, { http }) => {
    const files = createBrowserFileSaver();
    const deps = {
      gateway: createWebinarsApi(http, p.notifier),
      calendar: {
        save: ({ name, text }: { name: string; text: string }) =>
          files.save({ name, type: 'text/calendar;charset=utf-8', text }),
      },
      // Read when the area is bound: in the browser, never in node's container test.
      origin: globalThis.location?.origin ?? '',
      now: () => new Date(),
    };
    return {
      webinars: {
        list: webinarListMachine.provide(makeWebinarListImplementations(deps)),
        page: webinarPageMachine.provide(makeWebinarPageImplementations(deps)),
        form: webinarFormMachine.provide(makeWebinarFormImplementations(deps)),
      },
    };
  });
}
