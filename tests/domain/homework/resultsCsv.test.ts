import { describe, expect, it } from 'vitest';
import { classResultTable } from '@/domain/homework/classResults';
import { csvField, resultsCsv, resultsCsvFileName } from '@/domain/homework/resultsCsv';

const table = classResultTable(
  [
    { id: 1, taskName: 'Vocabulary' },
    { id: 2, taskName: 'Reading, part "A"' },
  ],
  [
    {
      pupilId: 1,
      name: 'Ana López',
      userName: 'ana.lopez',
      pupilTasks: [
        { id: 3, task: { id: 1 }, testPassed: true, scorePercentage: 80 },
        { id: 4, task: { id: 2 }, testPassed: false, scorePercentage: 33 },
      ],
    },
    {
      pupilId: 2,
      name: 'Ben',
      userName: 'ben',
      pupilTasks: [{ id: 5, task: { id: 2 }, testPassed: true, scorePercentage: 100 }],
    },
  ],
);

describe('the class results as CSV', () => {
  it('gives exactly the header and one record per pupil, CRLF-ended', () => {
    expect(resultsCsv(table).split('\r\n')).toEqual([
      'Pupil,User name,Vocabulary score (%),Vocabulary result,"Reading, part ""A"" score (%)","Reading, part ""A"" result",Tasks passed,Average score (%)',
      'Ana López,ana.lopez,80,passed,33,failed,1 of 2,57',
      'Ben,ben,,not attempted,100,passed,1 of 2,100',
      '',
    ]);
  });

  it('gives only the header for a class without pupils', () => {
    expect(resultsCsv(classResultTable([{ id: 1, taskName: 'Vocabulary' }], []))).toBe(
      'Pupil,User name,Vocabulary score (%),Vocabulary result,Tasks passed,Average score (%)\r\n',
    );
  });
});

describe('a CSV field', () => {
  it('is quoted when it holds a comma, a quote or a line break, quotes doubled', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hola"')).toBe('"say ""hola"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('never starts with a formula character: a spreadsheet would run it', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1')).toBe("'+1");
    expect(csvField('@cmd')).toBe("'@cmd");
    expect(csvField('-2')).toBe("'-2");
  });
});

describe('the CSV file name', () => {
  it('is the homework and class in safe characters', () => {
    expect(resultsCsvFileName('At the market!', 'Year 8 Spanish')).toBe(
      'at-the-market-year-8-spanish-results.csv',
    );
    expect(resultsCsvFileName('¿Qué?', '')).toBe('que-results.csv');
    expect(resultsCsvFileName('***', '///')).toBe('homework-results.csv');
  });
});
