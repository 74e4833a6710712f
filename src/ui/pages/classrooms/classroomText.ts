import { CLASSROOMS_VIEW_PATH } from '@/domain/access/routes';
import type { ClassroomSummary } from '@/application/classrooms/ports';
import { languageName } from '@/domain/catalog/languages';
import { levelKeyLabel } from '@/domain/catalog/levels';

/** `Spanish · Year 8 (England) · 2026-27`: what a classroom teaches, as its pages say it. */
export function classroomMeta(classroom: ClassroomSummary): string {
  return [
    languageName(classroom.language),
    levelKeyLabel(classroom.levelKey),
    classroom.academicYear,
  ]
    .filter((part) => part !== null && part !== '')
    .join(' · ');
}

export const pupilsText = (n: number) => (n === 1 ? '1 pupil' : `${n} pupils`);

/** Where the classroom pages live (spec §2). */
export const classroomHref = (id: number) => `/classrooms/view/${id}`;
export const addPupilsHref = (id: number) => `/classrooms/${id}/pupils/create`;
export const classroomHomeworkHref = (id: number, status: 'active' | 'completed') =>
  `/classroom/homework/${id}/${status}`;
export const CLASSROOMS_PATH = CLASSROOMS_VIEW_PATH;
export const CREATE_CLASSROOM_PATH = '/classrooms/create';
