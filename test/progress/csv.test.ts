import { describe, expect, test } from 'vitest';
import { csvField, toCsv } from '#main/domain/progress/csv';

describe('csvField (RFC 4180)', () => {
  test.each<[string, string | number | boolean, string]>([
    ['plain text', 'Cub and Goblin', 'Cub and Goblin'],
    ['a comma', 'Goblin, Cub', '"Goblin, Cub"'],
    ['a quote', 'the "Behemoth"', '"the ""Behemoth"""'],
    ['a line feed', 'two\nlines', '"two\nlines"'],
    ['a carriage return', 'two\r\nlines', '"two\r\nlines"'],
    ['only a quote', '"', '""""'],
    ['empty', '', ''],
    ['spaces kept as they are', '  padded ', '  padded '],
    ['a number', 4200, '4200'],
    ['a boolean', true, 'true'],
    ['a formula', '=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    ['a leading plus', '+1', "'+1"],
    ['a leading at sign', '@SUM(A1)', "'@SUM(A1)"],
    ['a negative number stays a number', -3, '-3'],
    // What spreadsheets skip before they look for a formula (CSV injection: a cell read as a formula runs).
    ['a formula behind a space', ' =1+1', "' =1+1"],
    ['a formula behind an NBSP', '\u00a0=1+1', "'\u00a0=1+1"],
    ['a formula behind a zero-width space', '\u200b=1+1', "'\u200b=1+1"],
    ['a formula behind a BOM', '\ufeff=1+1', "'\ufeff=1+1"],
    ['a full-width equals sign', '＝1+1', "'＝1+1"],
    ['a formula behind a newline', '\n=1+1', `"'\n=1+1"`],
    ['a formula behind spaces and a tab', '  \t@SUM(A1)', "'  \t@SUM(A1)"],
    ['an equals sign inside text is no formula', 'a = b', 'a = b'],
  ])('%s', (_name, input, output) => {
    expect(csvField(input)).toBe(output);
  });

  test('lines end in CRLF, the header first', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          [1, 'x,y'],
          [2, 'z'],
        ],
      ),
    ).toBe('a,b\r\n1,"x,y"\r\n2,z\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });
});
