import { describe, expect, test } from 'vitest';
import { csvField, toCsv } from '../../src-main/progress/csv.ts';

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
  ])('%s', (_name, input, output) => {
    expect(csvField(input)).toBe(output);
  });

  test('lines end in CRLF, the header first', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y'], [2, 'z']])).toBe('a,b\r\n1,"x,y"\r\n2,z\r\n');
    expect(toCsv(['a'], [])).toBe('a\r\n');
  });
});
