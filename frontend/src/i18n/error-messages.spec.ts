import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { errorMessages, errorText, UNKNOWN_ERROR_TEXT } from './error-messages';

const protoPath = path.resolve(__dirname, '../../../proto/fleetlog/common/v1/errors.proto');

function errorCodeNames(): string[] {
  const proto = readFileSync(protoPath, 'utf8');
  const body = /enum\s+ErrorCode\s*{([\s\S]*?)}/.exec(proto)?.[1] ?? '';
  return [...body.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*=\s*\d+\s*;/gm)].map((m) => m[1]);
}

describe('errorMessages', () => {
  const names = errorCodeNames();

  it('reads the ErrorCode enum from the proto', () => {
    expect(names.length).toBeGreaterThan(50);
    expect(names).toContain('INVALID_LOGIN');
  });

  it.each(names)('has Swedish and English text for %s', (name) => {
    const text = errorMessages[name];
    expect(text?.sv.trim()).toBeTruthy();
    expect(text?.en.trim()).toBeTruthy();
  });

  it('has no text for codes the proto does not define', () => {
    expect(Object.keys(errorMessages).filter((k) => !names.includes(k))).toEqual([]);
  });

  it('falls back to the default message for unknown codes', () => {
    expect(errorText('SOMETHING_NEW', 'sv')).toBe(UNKNOWN_ERROR_TEXT.sv);
    expect(errorText(undefined, 'en')).toBe('No default message has been set/found.');
    expect(errorText('INVALID_LOGIN', 'en')).toBe('invalid login - please try again');
  });
});
