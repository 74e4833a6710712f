import type { Container } from 'inversify';
import type { TeachingArea, TeachingServices } from '@/application/appServices';
import { creationMachine } from '@/application/resources/creation.machine';
import { makeCreationImplementations } from '@/application/resources/creationImplementations';
import { editorMachine } from '@/application/resources/editor.machine';
import { makeEditorImplementations } from '@/application/resources/editorImplementations';
import { libraryMachine } from '@/application/resources/library.machine';
import { makeLibraryImplementations } from '@/application/resources/libraryImplementations';
import { recentResourcesMachine } from '@/application/resources/recentResources.machine';
import { makeRecentResourcesImplementations } from '@/application/resources/recentResourcesImplementations';
import { makeResourceAudio } from '@/application/resources/resourceAudio';
import { resourceReadMachine } from '@/application/resources/resourceRead.machine';
import { makeResourceReadImplementations } from '@/application/resources/resourceReadImplementations';
import { uploadMachine } from '@/application/resources/upload.machine';
import { makeUploadImplementations } from '@/application/resources/uploadImplementations';
import type { DisplaySettingsStore } from '@/application/teaching/ports';
import { resourceImagesMachine } from '@/application/teaching/resourceImages.machine';
import { makeResourceImagesImplementations } from '@/application/teaching/resourceImagesImplementations';
import { teachingScreenMachine } from '@/application/teaching/teachingScreen.machine';
import { makeTeachingScreenImplementations } from '@/application/teaching/teachingScreenImplementations';
import { transliterationMachine } from '@/application/teaching/transliteration.machine';
import { makeTransliterationImplementations } from '@/application/teaching/transliterationImplementations';
import { createBrowserObjectUrls } from '@/infrastructure/files/browserObjectUrls';
import { createOrganisationApi } from '@/infrastructure/http/organisation-api';
import { createResourcesApi } from '@/infrastructure/http/resources-api';
import { createLocalDisplaySettingsStore } from '@/infrastructure/storage/localDisplaySettingsStore';
import { createCreationDraftStore } from '@/infrastructure/storage/localDraftStore';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/** The teaching screen's store and its flow, which saves into that same store. */
function teachingServices(displaySettings: DisplaySettingsStore): TeachingServices {
  return {
    displaySettings,
    screen: teachingScreenMachine.provide(
      makeTeachingScreenImplementations({ store: displaySettings }),
    ),
  };
}

/** Resources (issue #4) and the teaching screen (issue #5). */
export function teachingArea(container: Container): TeachingArea {
  return bindArea(container, TOKENS.TeachingArea, (p, { http }) => {
    const gateway = createResourcesApi(http, p.notifier);
    const drafts = createCreationDraftStore(p.storage);
    return {
      resources: {
        gateway,
        drafts,
        creation: creationMachine.provide(makeCreationImplementations({ gateway, store: drafts })),
        editor: editorMachine.provide(makeEditorImplementations({ gateway, drafts })),
        recent: recentResourcesMachine.provide(makeRecentResourcesImplementations({ gateway })),
        library: libraryMachine.provide(
          makeLibraryImplementations({
            gateway,
            // Issue #13: a library card's "Share with my department".
            shareWithDepartment: (id, shared) =>
              createOrganisationApi(http, p.notifier).setDepartmentShare(id, shared),
          }),
        ),
        upload: uploadMachine.provide(makeUploadImplementations({ gateway })),
        images: resourceImagesMachine.provide(
          makeResourceImagesImplementations({ gateway, urls: createBrowserObjectUrls() }),
        ),
        transliteration: transliterationMachine.provide(
          makeTransliterationImplementations({ gateway }),
        ),
        read: resourceReadMachine.provide(makeResourceReadImplementations({ gateway })),
        audio: makeResourceAudio({ gateway }),
      },
      teaching: teachingServices(createLocalDisplaySettingsStore(p.storage)),
    };
  });
}
