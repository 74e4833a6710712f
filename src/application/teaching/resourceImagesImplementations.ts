import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';
import type { ResourceGateway, ResourceImage } from '@/application/resources/ports';
import { IMAGE_SNIFF_BYTES } from '@/domain/media/imageFormat';
import type { ImageRead } from './resourceImages.machine';
import type { ObjectUrls } from './ports';

export interface ResourceImagesDependencies {
  readonly gateway: ResourceGateway;
  readonly urls: ObjectUrls;
}

/** The pictures machine's actors over the resource gateway and the browser's object URLs. */
export function makeResourceImagesImplementations({ gateway, urls }: ResourceImagesDependencies) {
  return {
    actors: {
      readImage: fromCallback<EventObject, ImageRead>(({ input, sendBack }) => {
        let live = true;
        let url: string | null = null;
        const bytes =
          input.bytes !== null
            ? Promise.resolve(input.bytes)
            : input.door === 'public'
              ? gateway.sharedImage(input.resourceId, input.imageId)
              : gateway.image(input.resourceId, input.imageId);
        bytes.then(
          (blob) => {
            if (!live) return;
            url = urls.make(blob);
            sendBack({ type: 'image.loaded', imageId: input.imageId, url });
          },
          () => {
            if (live) sendBack({ type: 'image.failed', imageId: input.imageId });
          },
        );
        return () => {
          live = false;
          if (url !== null) urls.release(url);
        };
      }),
      readHead: fromPromise<Uint8Array, { file: Blob }>(
        async ({ input }) =>
          new Uint8Array(await input.file.slice(0, IMAGE_SNIFF_BYTES).arrayBuffer()),
      ),
      uploadImage: fromPromise<ResourceImage, { resourceId: number; slot: number; file: Blob }>(
        ({ input }) => gateway.uploadImage(input.resourceId, input.slot, input.file),
      ),
      removeImage: fromPromise<void, { resourceId: number; imageId: number }>(({ input }) =>
        gateway.removeImage(input.resourceId, input.imageId),
      ),
    },
  };
}
