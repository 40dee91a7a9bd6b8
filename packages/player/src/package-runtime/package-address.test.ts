import { describe, expect, it } from 'vitest';
import { packageUrl } from './package-address.ts';

const origin = 'http://localhost:3001';

describe('where a package is loaded from', () => {
  it('takes our stored packages from the package origin and https addresses as they are', () => {
    expect(packageUrl('/media/course.zip', origin)?.href).toBe('http://localhost:3001/media/course.zip');
    expect(packageUrl('https://packages.example.com/a/index.html?x=1', origin)?.href).toBe('https://packages.example.com/a/index.html?x=1');
  });

  it('loads nothing from an address the rules refuse, whatever was stored before them', () => {
    for (const address of ['', '//evil.example/a.zip', '/\\evil.example/a.zip', 'http://example.com/a.zip', 'javascript:alert(1)']) {
      expect([address, packageUrl(address, origin)]).toEqual([address, null]);
    }
  });
});
