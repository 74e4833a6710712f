import { fromPromise } from 'xstate';
import type { PupilHomework, PupilResultsGateway } from './pupilResultsPorts';

/** The pupil home machine's actor over the gateway. */
export function makePupilHomeImplementations({ gateway }: { gateway: PupilResultsGateway }) {
  return {
    actors: {
      load: fromPromise<readonly PupilHomework[]>(() => gateway.homeworks()),
    },
  };
}
