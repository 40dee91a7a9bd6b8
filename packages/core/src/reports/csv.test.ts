import { describe, expect, it } from 'vitest';
import { csvLines, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes the header then each row, quoting only what needs it', () => {
    expect(
      toCsv(
        ['name', 'score'],
        [
          ['Ana', 90],
          ['Luis, Jr.', null],
        ],
      ),
    ).toBe('name,score\r\nAna,90\r\n"Luis, Jr.",\r\n');
  });

  it('doubles quotes and keeps line breaks inside a quoted cell', () => {
    expect(toCsv(['answer'], [['He said "no"\nthen left']])).toBe('answer\r\n"He said ""no""\nthen left"\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text, but numbers as numbers', () => {
    expect(toCsv(['a', 'b', 'c'], [['=HYPERLINK("x")', '@SUM(1)', -3]])).toBe(`a,b,c\r\n"'=HYPERLINK(""x"")",'@SUM(1),-3\r\n`);
  });
});

describe('csvLines', () => {
  it('writes rows that join into the table toCsv writes, so a table can be streamed a part at a time', () => {
    const rows = [
      ['Ana', 90],
      ['Luis, Jr.', null],
    ];
    expect(csvLines([['name', 'score']]) + csvLines(rows.slice(0, 1)) + csvLines(rows.slice(1))).toBe(toCsv(['name', 'score'], rows));
    expect(csvLines([])).toBe('');
  });
});
