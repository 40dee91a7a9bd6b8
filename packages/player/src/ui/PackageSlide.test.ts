import { describe, expect, it } from 'vitest';
import { packageName } from './PackageSlide.tsx';

describe('packageName', () => {
  it('is the file name at the end of the address', () => {
    expect(packageName('https://media.slidewise.dev/examples/anti-bribery-scorm12.zip')).toBe('anti-bribery-scorm12.zip');
    expect(packageName('https://cdn.test/p/Fork%20lift.zip?sig=abc#x')).toBe('Fork lift.zip');
    expect(packageName('')).toBe('');
    expect(packageName('https://cdn.test/bad%E0%A4%A.zip')).toBe('bad%E0%A4%A.zip');
  });
});
