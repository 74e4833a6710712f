import type { Container } from 'inversify';
import type { HomeworkArea } from '@/application/appServices';
import { addPupilsMachine } from '@/application/classrooms/addPupils.machine';
import { classroomMachine } from '@/application/classrooms/classroom.machine';
import { classroomCreateMachine } from '@/application/classrooms/classroomCreate.machine';
import { classroomListMachine } from '@/application/classrooms/classroomList.machine';
import {
  makeAddPupilsImplementations,
  makeClassroomCreateImplementations,
  makeClassroomImplementations,
  makeClassroomListImplementations,
  makePupilAccessImplementations,
} from '@/application/classrooms/classroomsImplementations';
import { pupilAccessMachine } from '@/application/classrooms/pupilAccess.machine';
import { classResultMachine } from '@/application/homework/classResult.machine';
import { makeClassResultImplementations } from '@/application/homework/classResultImplementations';
import { homeworkListMachine } from '@/application/homework/homeworkList.machine';
import { makeHomeworkListImplementations } from '@/application/homework/homeworkListImplementations';
import { setHomeworkMachine } from '@/application/homework/setHomework.machine';
import { makeSetHomeworkImplementations } from '@/application/homework/setHomeworkImplementations';
import { createBrowserFileSaver } from '@/infrastructure/files/browserFileSaver';
import { createClassroomsApi } from '@/infrastructure/http/classrooms-api';
import { createHomeworkSettingApi } from '@/infrastructure/http/homework-setting-api';
import { createHomeworkResultsApi } from '@/infrastructure/http/homeworkResults-api';
import { TOKENS } from '../tokens';
import { bindArea } from './bindArea';

/** Classrooms, setting homework and the teacher's results (issue #10). */
export function homeworkArea(container: Container): HomeworkArea {
  return bindArea(container, TOKENS.HomeworkArea, (p, { http }) => {
    const results = createHomeworkResultsApi(http, p.notifier);
    const classrooms = createClassroomsApi(http, p.notifier);
    return {
      setHomework: {
        machine: setHomeworkMachine.provide(
          makeSetHomeworkImplementations({ gateway: createHomeworkSettingApi(http, p.notifier) }),
        ),
      },
      homeworkResults: {
        list: homeworkListMachine.provide(makeHomeworkListImplementations({ gateway: results })),
        classResult: classResultMachine.provide(
          makeClassResultImplementations({ gateway: results, files: createBrowserFileSaver() }),
        ),
      },
      classrooms: {
        list: classroomListMachine.provide(
          makeClassroomListImplementations({ gateway: classrooms }),
        ),
        create: classroomCreateMachine.provide(
          makeClassroomCreateImplementations({ gateway: classrooms }),
        ),
        classroom: classroomMachine.provide(makeClassroomImplementations({ gateway: classrooms })),
        addPupils: addPupilsMachine.provide(makeAddPupilsImplementations({ gateway: classrooms })),
        pupilAccess: pupilAccessMachine.provide(
          makePupilAccessImplementations({ gateway: classrooms }),
        ),
      },
    };
  });
}
