import { fromPromise } from 'xstate';
import { classResultTable } from '@/domain/homework/classResults';
import { resultsCsv, resultsCsvFileName } from '@/domain/homework/resultsCsv';
import type { AttemptDetail, ClassResult, FileSaver, HomeworkResultsGateway } from './resultsPorts';

/** Lets spreadsheet programs read the file as UTF-8 (accented names), not their local code page. */
const UTF8_BOM = '\ufeff';

/** The class result machine's actors over the gateway, and its CSV download over a file saver. */
export function makeClassResultImplementations({
  gateway,
  files,
}: {
  gateway: HomeworkResultsGateway;
  files: FileSaver;
}) {
  return {
    actors: {
      load: fromPromise<ClassResult | null, { classId: number; homeworkId: number }>(({ input }) =>
        gateway.classResult(input.classId, input.homeworkId),
      ),
      loadAttempt: fromPromise<AttemptDetail, { id: number }>(({ input }) =>
        gateway.attempt(input.id),
      ),
    },
    actions: {
      saveCsv: (_: unknown, { result }: { result: ClassResult }) => {
        files.save({
          name: resultsCsvFileName(result.homework.name, result.classroom.name),
          type: 'text/csv;charset=utf-8',
          text: UTF8_BOM + resultsCsv(classResultTable(result.tasks, result.pupils)),
        });
      },
    },
  };
}
