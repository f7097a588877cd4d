import { describe, expect, it } from 'vitest';
import { csvField, csvLine, csvRows } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and writes dates and objects', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvField({ wifi: 'x' })).toBe('"{""wifi"":""x""}"');
    expect(csvField(null)).toBe('');
    expect(csvField(42)).toBe('42');
  });

  it('keeps spreadsheets from running formulas, but not negative numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('@sum')).toBe("'@sum");
    expect(csvField(-12)).toBe('-12');
  });

  it('writes rows under a header', () => {
    expect(csvLine(['id', 'name'])).toBe('id,name\r\n');
    expect(csvRows(['id', 'name'], [{ id: 1, name: 'A' }, { id: 2 }])).toBe('1,A\r\n2,\r\n');
  });
});
