import { describe, expect, it } from 'vitest';

import { BOM, buildCsvExport, csvSeparatorFor, type CsvColumn } from './csv-export';

interface Row {
  name: string;
  roles: string[];
  note?: string;
}

const columns: CsvColumn<Row>[] = [
  { field: 'name', headerName: 'Namn' },
  { field: 'roles', headerName: 'Roller' },
  { field: 'note', headerName: 'Not', value: (r) => r.note?.toUpperCase() },
];
const rows: Row[] = [
  { name: 'Anna Åberg', roles: ['DRIVER'], note: 'ok' },
  { name: 'Bertil; "B"', roles: ['ADMIN', 'DRIVER'] },
];
const now = Date.UTC(2025, 0, 2, 9, 3, 4);

describe('buildCsvExport', () => {
  it('returns nothing when there are no rows', () => {
    expect(buildCsvExport([], columns, { baseName: 'users', platform: 'Linux x86_64', nowMs: now })).toBeNull();
  });

  it('throws a type error for malformed data', () => {
    expect(() =>
      buildCsvExport('x' as unknown as Row[], columns, { baseName: 'u', platform: 'Linux', nowMs: now }),
    ).toThrow(TypeError);
  });

  it('starts with a byte-order mark and uses commas outside Windows', () => {
    const file = buildCsvExport(rows, columns, { baseName: 'users', platform: 'Linux x86_64', nowMs: now })!;
    expect(file.content.startsWith(BOM)).toBe(true);
    const lines = file.content.slice(1).trimEnd().split('\r\n');
    expect(lines).toEqual(['Namn,Roller,Not', 'Anna Åberg,DRIVER,OK', '"Bertil; ""B""","ADMIN, DRIVER",']);
  });

  it('uses semicolons on Windows and quotes cells containing them', () => {
    const file = buildCsvExport(rows, columns, { baseName: 'users', platform: 'Win32', nowMs: now })!;
    const lines = file.content.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Namn;Roller;Not');
    expect(lines[2]).toBe('"Bertil; ""B""";ADMIN, DRIVER;');
  });

  it('exports only the chosen columns', () => {
    const file = buildCsvExport(rows, columns.slice(0, 1), { baseName: 'users', platform: 'MacIntel', nowMs: now })!;
    expect(file.content.slice(1).trimEnd().split('\r\n')).toEqual(['Namn', 'Anna Åberg', '"Bertil; ""B"""']);
  });

  it('names the file with a Stockholm timestamp', () => {
    const file = buildCsvExport(rows, columns, { baseName: 'Aktiva användare', platform: 'Linux', nowMs: now })!;
    expect(file.fileName).toBe('Aktiva-användare_2025-01-02_10-03-04.csv');
  });
});

describe('csvSeparatorFor', () => {
  it('detects Windows from navigator.platform or userAgentData', () => {
    expect(csvSeparatorFor('Win32')).toBe(';');
    expect(csvSeparatorFor('Windows')).toBe(';');
    expect(csvSeparatorFor('macOS')).toBe(',');
    expect(csvSeparatorFor(undefined)).toBe(',');
  });
});
