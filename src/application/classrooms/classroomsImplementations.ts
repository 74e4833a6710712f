import { fromPromise } from 'xstate';
import type { ClassroomFields } from '@/domain/classrooms/classroomFields';
import { CLASSROOM_PUPILS_PAGE_SIZE, type ClassroomView } from './classroom.machine';
import type {
  ClassroomDetail,
  ClassroomGateway,
  ClassroomSummary,
  LoginCard,
  Page,
  PageQuery,
  PupilAccessGateway,
  PupilAccessView,
  PupilAllowance,
  PupilSummary,
} from './ports';

/** The most classrooms a move may choose among: the first page of the teacher's active ones. */
const MOVE_TARGETS_LIMIT = 100;

/** The classroom list machine's actor over the gateway. */
export function makeClassroomListImplementations({ gateway }: { gateway: ClassroomGateway }) {
  return {
    actors: {
      list: fromPromise<Page<ClassroomSummary>, PageQuery & { archived: boolean }>(({ input }) =>
        gateway.list(input),
      ),
    },
  };
}

/** The new classroom form's actor. */
export function makeClassroomCreateImplementations({ gateway }: { gateway: ClassroomGateway }) {
  return {
    actors: {
      create: fromPromise<ClassroomSummary, ClassroomFields>(({ input }) => gateway.create(input)),
    },
  };
}

/** The add-pupils page's actors. */
export function makeAddPupilsImplementations({ gateway }: { gateway: ClassroomGateway }) {
  return {
    actors: {
      load: fromPromise<ClassroomDetail, { classroomId: number }>(({ input }) =>
        gateway.get(input.classroomId),
      ),
      add: fromPromise<
        { cards: readonly LoginCard[]; allowance: PupilAllowance },
        { classroomId: number; lines: readonly string[] }
      >(({ input }) => gateway.addPupils(input.classroomId, input.lines)),
    },
  };
}

/** The classroom page's actors: its three reads go out together. */
export function makeClassroomImplementations({ gateway }: { gateway: ClassroomGateway }) {
  return {
    actors: {
      load: fromPromise<ClassroomView, { id: number; page: number }>(async ({ input }) => {
        const [classroom, pupils, targets] = await Promise.all([
          gateway.get(input.id),
          gateway.pupils(input.id, { page: input.page, limit: CLASSROOM_PUPILS_PAGE_SIZE }),
          gateway.list({ page: 1, limit: MOVE_TARGETS_LIMIT, archived: false }),
        ]);
        return {
          classroom,
          pupils: pupils.items,
          total: pupils.total,
          targets: targets.items,
        };
      }),
      update: fromPromise<ClassroomSummary, { id: number; name?: string; archived?: boolean }>(
        ({ input: { id, ...change } }) => gateway.update(id, change),
      ),
      resetPassword: fromPromise<LoginCard, { pupilId: number }>(({ input }) =>
        gateway.resetPassword(input.pupilId),
      ),
      movePupil: fromPromise<PupilSummary, { pupilId: number; classroomId: number }>(({ input }) =>
        gateway.movePupil(input.pupilId, input.classroomId),
      ),
      removePupil: fromPromise<{ submissionsDeleted: number }, { pupilId: number }>(({ input }) =>
        gateway.removePupil(input.pupilId),
      ),
    },
  };
}

/** The "who stays" panel's actors (issue #13). */
export function makePupilAccessImplementations({ gateway }: { gateway: PupilAccessGateway }) {
  return {
    actors: {
      load: fromPromise<PupilAccessView>(() => gateway.pupilAccess()),
      keep: fromPromise<PupilAccessView, { pupilIds: readonly number[] }>(({ input }) =>
        gateway.keepPupils(input.pupilIds),
      ),
    },
  };
}
