import { describe, expect, it } from 'vitest';
import { PathTable, readPathTable } from '../../src/io/path-table.js';
import { readStringTable, StringTable } from '../../src/io/string-table.js';

describe('StringTable', () => {
  it('finds each string by value, the first row of a repeated one, and -1 for the absent', () => {
    const strings = ['b', '', 'a', 'b', '日本', 'x\uDC80'];
    for (let i = 0; i < 2000; i++) strings.push(`project:note-${i}`);
    const table = StringTable.of(strings);
    expect(table.indexOf('b')).toBe(0);
    expect(table.indexOf('b', (row) => row > 0)).toBe(3);
    expect(table.indexOf('')).toBe(1);
    expect(table.indexOf('日本')).toBe(4);
    expect(table.indexOf('x\uDC80')).toBe(5);
    expect(table.indexOf('project:note-1999')).toBe(2005);
    expect(table.indexOf('project:note-2000')).toBe(-1);
    expect(table.indexOf('c')).toBe(-1);
    const [back, end] = readStringTable(table.toBytes(), 0);
    expect(end).toBe(table.toBytes().length);
    expect(Array.from({ length: back.size }, (_, i) => back.at(i))).toEqual(strings);
  });

  it('refuses bytes cut short', () => {
    const bytes = StringTable.of(['abc', 'def']).toBytes();
    expect(() => readStringTable(bytes.subarray(0, bytes.length - 1), 0)).toThrow(/cut short/);
  });
});

describe('PathTable', () => {
  it('keeps every path, finds it by path, and tells apart one name in two folders', () => {
    const paths = ['/s/a/x.md', '/s/b/x.md', 'plain.md', '/s/a/é.md', '/s/a/x.md'];
    const table = PathTable.of(paths);
    expect(Array.from({ length: table.size }, (_, i) => table.at(i))).toEqual(paths);
    expect(table.indexOf('/s/b/x.md')).toBe(1);
    expect(table.indexOf('/s/a/x.md')).toBe(0);
    expect(table.indexOf('/s/a/x.md', (row) => row !== 0)).toBe(4);
    expect(table.indexOf('plain.md')).toBe(2);
    expect(table.indexOf('/s/c/x.md')).toBe(-1);
    const [back] = readPathTable(table.toBytes(), 0);
    expect(Array.from({ length: back.size }, (_, i) => back.at(i))).toEqual(paths);
    expect(back.indexOf('/s/a/é.md')).toBe(3);
  });
});
