import { describe, expect, it } from 'vitest';
import { csvLines, escapeCsvCell } from './csv';

describe('escapeCsvCell', () => {
  it.each(['=SUM(A1:A2)', '+1', '-2', '@cmd', '\tx', '\rx'])('quotes %j so it stays text', (value) => {
    expect(escapeCsvCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone', () => {
    expect(escapeCsvCell('ana@example.com')).toBe('ana@example.com');
    expect(escapeCsvCell('Ana = queen')).toBe('Ana = queen');
    expect(escapeCsvCell('')).toBe('');
  });
});

describe('csvLines', () => {
  it('writes one CRLF-ended line per row', () => {
    expect(
      csvLines([
        ['a', ''],
        ['b', 'c'],
      ]),
    ).toBe('a,\r\nb,c\r\n');
    expect(csvLines([])).toBe('');
  });

  it('neutralises formulas and still quotes commas and quotes', () => {
    expect(csvLines([['=HYPERLINK("http://evil","x")']])).toBe(`"'=HYPERLINK(""http://evil"",""x"")"\r\n`);
  });
});
