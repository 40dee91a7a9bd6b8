import { describe, expect, it } from 'vitest';
import { benchPackageEntries, measureScormUnpack, scormUnpackLines } from './scorm-unpack.ts';

describe('the SCORM unpack benchmark', () => {
  it('builds a package of about the size asked, mostly media', () => {
    const entries = benchPackageEntries(20);
    const bytes = entries.reduce(
      (total, entry) => total + (typeof entry.data === 'string' ? Buffer.byteLength(entry.data) : (entry.data?.length ?? 0)),
      0,
    );
    expect(bytes).toBeGreaterThan(18 * 1024 * 1024);
    expect(bytes).toBeLessThan(22 * 1024 * 1024);
    expect(entries[0]!.name).toBe('imsmanifest.xml');
  });

  it('times a real unpack', async () => {
    expect(await measureScormUnpack(1, 1)).toBeGreaterThan(0);
  });

  it('prints the figure and its verdict', () => {
    expect(scormUnpackLines(1234.4)).toEqual(['scorm-unpack-50mb-ms: 1234']);
    expect(scormUnpackLines(3001)).toEqual(['target-missed: scorm-unpack-50mb-ms 3001 is above 3000', 'scorm-unpack-50mb-ms: 3001']);
  });
});
