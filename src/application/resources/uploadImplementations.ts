import { fromPromise } from 'xstate';
import type { Resource, ResourceGateway, UploadRequest } from './ports';
import { readTextFile } from './readTextFile';
import type { FileRead } from './upload.machine';

export interface UploadDependencies {
  gateway: ResourceGateway;
}

/**
 * What the composition root passes to `uploadMachine.provide(...)`: the upload over the resource
 * gateway, and files read in the browser with readTextFile.
 */
export function makeUploadImplementations({ gateway }: UploadDependencies) {
  return {
    actors: {
      upload: fromPromise<Resource, UploadRequest>(({ input }) => gateway.upload(input)),
      readFile: fromPromise<FileRead, { file: File }>(async ({ input }) => ({
        name: input.file.name,
        read: await readTextFile(input.file),
      })),
    },
  };
}
