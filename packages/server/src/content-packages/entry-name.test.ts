import { describe, expect, it } from 'vitest';
import { packageEntryPath } from './entry-name.ts';
import { PackageRefusal } from './package-refusal.ts';

const refusalOf = (name: string) => {
  try {
    packageEntryPath(name);
    return null;
  } catch (error) {
    return error instanceof PackageRefusal ? error.code : error;
  }
};

describe('a zip entry path', () => {
  it('keeps names inside the package, folders without their slash', () => {
    expect(packageEntryPath('index.html')).toBe('index.html');
    expect(packageEntryPath('shared/scripts/app.js')).toBe('shared/scripts/app.js');
    expect(packageEntryPath('shared/')).toBe('shared');
    expect(packageEntryPath('a..b/c..')).toBe('a..b/c..');
  });

  it.each([
    '../escape.html',
    'shared/../../escape.html',
    'shared/..',
    '/etc/passwd',
    'C:/Windows/win.ini',
    'c:escape',
    '..\\escape.html',
    'shared\\file.js',
    'shared//file.js',
    './index.html',
    'shared/./x',
    'evil\u0000.html',
    '',
  ])('refuses %j', (name) => {
    expect(refusalOf(name)).toBe('package_unsafe_path');
  });

  it('names the refused path in its message, with control characters made visible', () => {
    expect(() => packageEntryPath('../../x\u0000')).toThrow('"../../x?"');
  });
});
