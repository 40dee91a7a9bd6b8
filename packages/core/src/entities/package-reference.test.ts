import { describe, expect, it } from 'vitest';
import { isPackageReference, isStoredPackagePath, PACKAGE_REFERENCE_MAX_LENGTH } from './package-reference.ts';

describe('package references', () => {
  it('accepts none, our stored packages and explicit https addresses', () => {
    for (const value of [
      '',
      '/media/account/course.zip',
      '/media/account/course/imsmanifest.xml',
      '/media/a%20b/index.html?lang=es#start',
      'https://packages.example.com/course.zip',
      'HTTPS://PACKAGES.EXAMPLE.COM/COURSE/INDEX.HTML',
    ]) {
      expect([value, isPackageReference(value)]).toEqual([value, true]);
    }
  });

  it('refuses protocol-relative and backslash forms, which browsers read as another host', () => {
    for (const value of [
      '//evil.example/course.zip',
      '/\\evil.example/course.zip',
      '\\\\evil.example/course.zip',
      '/media\\..\\course.zip',
      'https:/\\evil.example/course.zip',
      'https:\\\\evil.example/course.zip',
      'https:///evil.example/course.zip',
    ]) {
      expect([value, isPackageReference(value)]).toEqual([value, false]);
    }
  });

  it('refuses plain http, scripts, data and other schemes, however they are written', () => {
    for (const value of [
      'http://packages.example.com/course.zip',
      'javascript:alert(1)',
      ' https://packages.example.com/course.zip',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///course.zip',
      'ftp://example.com/course.zip',
      'https://',
    ]) {
      expect([value, isPackageReference(value)]).toEqual([value, false]);
    }
  });

  it('refuses paths that climb out of our storage or are not paths of ours', () => {
    for (const value of ['/media/../api/me', 'media/course.zip', '../course.zip']) {
      expect([value, isPackageReference(value)]).toEqual([value, false]);
    }
  });

  it('keeps its length bound', () => {
    expect(isPackageReference(`https://example.com/${'a'.repeat(PACKAGE_REFERENCE_MAX_LENGTH)}`)).toBe(false);
  });

  it('tells our stored packages from addresses elsewhere', () => {
    expect(isStoredPackagePath('/media/course.zip')).toBe(true);
    expect(isStoredPackagePath('https://packages.example.com/course.zip')).toBe(false);
    expect(isStoredPackagePath('//evil.example/course.zip')).toBe(false);
    expect(isStoredPackagePath('/\\evil.example/course.zip')).toBe(false);
  });
});
