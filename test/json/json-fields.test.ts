/** The shared strict reader's field checks: the messages and paths the pack and progress errors carry. */
import { describe, expect, test } from 'vitest';
import { checkJsonFields, readJsonArray, type FieldIssueCode } from '#shared/json/json-fields';
import { isJsonObject } from '#shared/json/json-object';
import { pathIndex, pathKey } from '#shared/json/json-path';

type Issue = { path: string; code: FieldIssueCode; message: string };
const collect = () => {
  const issues: Issue[] = [];
  return { issues, add: (path: string, code: FieldIssueCode, message: string) => void issues.push({ path, code, message }) };
};

describe('checkJsonFields', () => {
  const cases: { name: string; o: Record<string, unknown>; issues: Issue[] }[] = [
    { name: 'all fields known and present', o: { id: 'a', title: 't' }, issues: [] },
    {
      name: 'an undefined field counts as absent',
      o: { id: 'a', title: undefined },
      issues: [{ path: 'quizzes[0].title', code: 'missing-field', message: 'a quiz needs "title"' }],
    },
    {
      name: 'an unknown field, quoted when not a plain name',
      o: { id: 'a', title: 't', 'odd key': 1 },
      issues: [{ path: 'quizzes[0]["odd key"]', code: 'unknown-field', message: 'unknown field "odd key" in a quiz (allowed: id, title, level)' }],
    },
  ];
  test.each(cases)('$name', ({ o, issues }) => {
    const c = collect();
    checkJsonFields(c.add, o, 'quizzes[0]', ['id', 'title', 'level'], ['id', 'title'], 'a quiz');
    expect(c.issues).toEqual(issues);
  });

  test('an inherited name is not a field', () => {
    const c = collect();
    checkJsonFields(c.add, {}, '', ['constructor'], ['constructor'], 'x');
    expect(c.issues).toEqual([{ path: 'constructor', code: 'missing-field', message: 'x needs "constructor"' }]);
  });
});

describe('readJsonArray', () => {
  const cases: { name: string; o: Record<string, unknown>; value: unknown; issues: Issue[] }[] = [
    { name: 'absent', o: {}, value: undefined, issues: [] },
    { name: 'an array', o: { tags: ['a'] }, value: ['a'], issues: [] },
    { name: 'not an array', o: { tags: 'a' }, value: undefined, issues: [{ path: 'p.tags', code: 'wrong-type', message: '"tags" must be an array' }] },
  ];
  test.each(cases)('$name', ({ o, value, issues }) => {
    const c = collect();
    expect(readJsonArray(c.add, o, 'tags', 'p')).toEqual(value);
    expect(c.issues).toEqual(issues);
  });
});

describe('paths and objects', () => {
  test.each([
    ['', 'id', 'id'],
    ['a', 'b-c', 'a.b-c'],
    ['a', '+1/+1', 'a["+1/+1"]'],
  ])('pathKey(%j, %j) is %j', (base, key, path) => expect(pathKey(base, key)).toBe(path));
  test('pathIndex', () => expect(pathIndex('quizzes', 3)).toBe('quizzes[3]'));
  test.each([
    [{}, true],
    [[], false],
    [null, false],
    ['x', false],
  ])('isJsonObject(%j) is %s', (v, yes) => expect(isJsonObject(v)).toBe(yes));
});
