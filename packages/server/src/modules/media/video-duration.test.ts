import { describe, expect, it } from 'vitest';
import { isoVideoDurationMs } from './video-duration.ts';
import { mp4 } from './testing/sample-files.ts';

const reader = (data: Buffer) => {
  const reads: number[] = [];
  return {
    reads,
    read: async (start: number, length: number) => {
      reads.push(start);
      return data.subarray(start, start + length);
    },
  };
};

describe('isoVideoDurationMs', () => {
  it('reads the movie header wherever moov is, in a few small reads', async () => {
    const video = mp4(83_250, 'isom', 5_000_000);
    const { read, reads } = reader(video);
    expect(await isoVideoDurationMs(read, video.length)).toBe(83_250);
    expect(reads.length).toBeLessThanOrEqual(5);
  });

  it('answers undefined for what is not an ISO media file, or has no movie header', async () => {
    const garbage = Buffer.alloc(64, 0xff);
    expect(await isoVideoDurationMs(reader(garbage).read, garbage.length)).toBeUndefined();
    const truncated = mp4(1000).subarray(0, 40);
    expect(await isoVideoDurationMs(reader(truncated).read, truncated.length)).toBeUndefined();
  });
});
