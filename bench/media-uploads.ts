import { request } from 'node:http';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

// Issue 13's media figures, against our server in its own process:
// - upload-250mb-rss-mb: how much the server's resident memory grows while a 250 MB video is uploaded
//   through the disk back end's signed URL, completed (hashed and checked) and read back whole. Streams
//   throughout, so it should stay near the socket and file buffers' size whatever the file's size.
// - image-variant-p95-ms: one client asking again and again for a thumbnail already made and cached in
//   storage (the session check, the row, the stored variant), 95th percentile.

export const UPLOAD_BYTES = 250_000_000;
export const UPLOAD_RSS_TARGET_MB = 64;
export const VARIANT_P95_TARGET_MS = 10;
const CHUNK = 1024 * 1024;
const RSS_SAMPLE_MS = 20;

export interface MediaFigures {
  uploadRssGrowthMb: number;
  variantP95Ms: number;
  /** The cheapest route's p95, measured in turn with the variant's. */
  floorP95Ms: number;
}

async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  if (!kilobytes) throw new Error(`No VmRSS for process ${pid}: the figure needs Linux's /proc.`);
  return Number(kilobytes) * 1024;
}

/** Samples a process's resident memory until stopped; answers the highest sample. */
function watchPeakRss(pid: number) {
  let peak = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, RSS_SAMPLE_MS));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return peak;
    },
  };
}

/** An MP4 of `size` bytes made on the fly: its header boxes, then zeros, never held whole. */
function streamedVideo(size: number): Readable {
  const box = (type: string, content: Buffer) => {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(content.length + 8);
    header.write(type, 4, 'latin1');
    return Buffer.concat([header, content]);
  };
  const ftyp = box('ftyp', Buffer.from('isom\0\0\x02\0isommp41', 'latin1'));
  const mdatHeader = Buffer.alloc(8);
  mdatHeader.writeUInt32BE(size - ftyp.length);
  mdatHeader.write('mdat', 4, 'latin1');
  let sent = 0;
  const zeros = Buffer.alloc(CHUNK);
  return new Readable({
    read() {
      if (sent === 0) {
        const head = Buffer.concat([ftyp, mdatHeader]);
        sent += head.length;
        return void this.push(head);
      }
      if (sent >= size) return void this.push(null);
      const length = Math.min(CHUNK, size - sent);
      sent += length;
      this.push(length === CHUNK ? zeros : zeros.subarray(0, length));
    },
  });
}

async function callJson(url: string, init: RequestInit & { cookie: string }): Promise<unknown> {
  const headers: Record<string, string> = { cookie: init.cookie, origin: new URL(url).origin };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const answer = await fetch(url, { ...init, headers });
  const body = await answer.text();
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${url} answered ${answer.status}: ${body}`);
  return JSON.parse(body);
}

function putStream(url: string, body: Readable, size: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'PUT', headers: { 'content-type': 'application/octet-stream', 'content-length': size } },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve(answer.statusCode ?? 0));
      },
    );
    outgoing.on('error', reject);
    body.pipe(outgoing);
  });
}

async function uploadAndComplete(serverUrl: string, cookie: string, fileName: string, contentType: string, body: Readable, size: number) {
  const params = (await callJson(`${serverUrl}/api/media/getSignedUploadParams`, {
    method: 'POST',
    cookie,
    body: JSON.stringify({ contentType, fileName, size }),
  })) as { mediaId: string; upload: { method: string; url: string } };
  if (params.upload.method !== 'PUT') throw new Error('The media figures measure the disk back end (no S3_BUCKET).');
  const status = await putStream(`${serverUrl}${params.upload.url}`, body, size);
  if (status !== 200) throw new Error(`The upload answered ${status}.`);
  return (await callJson(`${serverUrl}/api/media/${params.mediaId}/complete`, { method: 'POST', cookie })) as { id: string; url: string };
}

/** The server's resident memory growth, in MB, over a 250 MB upload, its completion and reading it back. */
export async function measureUploadRss(serverUrl: string, cookie: string, pid: number): Promise<number> {
  // Settle first: the routes and sharp loaded, the session cached as it would be.
  await fetch(`${serverUrl}/api/media?page=1`, { headers: { cookie } });
  const baseline = await residentBytes(pid);
  const watch = watchPeakRss(pid);
  let peak: number;
  try {
    const item = await uploadAndComplete(serverUrl, cookie, 'bench-video.mp4', 'video', streamedVideo(UPLOAD_BYTES), UPLOAD_BYTES);
    const readBack = await fetch(`${serverUrl}${item.url}`, { headers: { cookie } });
    let received = 0;
    for await (const chunk of readBack.body!) received += (chunk as Uint8Array).length;
    if (received !== UPLOAD_BYTES) throw new Error(`Read back ${received} bytes of ${UPLOAD_BYTES}.`);
  } finally {
    peak = await watch.stop();
  }
  return Math.round(((peak - baseline) / (1024 * 1024)) * 10) / 10;
}

const percentile95 = (latencies: number[]) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return Math.round(sorted[Math.ceil(sorted.length * 0.95) - 1]! * 10) / 10;
};

async function timed(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { headers });
  await answer.arrayBuffer();
  if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}.`);
  return performance.now() - started;
}

/**
 * The 95th percentile, in ms, of one client asking for a cached thumbnail `requests` times; and, asked in
 * turn with it, the same for the cheapest route through the whole stack (`GET /api/package-origin`: no
 * session, no database), so a run on a busy machine shows how much of the figure is the machine's.
 */
export async function measureVariantP95(serverUrl: string, cookie: string, requests: number): Promise<{ variant: number; floor: number }> {
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const item = await uploadAndComplete(serverUrl, cookie, 'bench-photo.jpg', 'image', Readable.from([photo]), photo.length);
  const url = `${serverUrl}${item.url}?variant=thumbnail`;
  const headers = { cookie, accept: 'image/avif,image/webp,*/*' };
  const floorUrl = `${serverUrl}/api/package-origin`;
  // The first request makes the variant and stores it; the figure is about serving it after that.
  for (let warm = 0; warm < 20; warm++) {
    await timed(url, headers);
    await timed(floorUrl, {});
  }
  const variant: number[] = [];
  const floor: number[] = [];
  for (let index = 0; index < requests; index++) {
    variant.push(await timed(url, headers));
    floor.push(await timed(floorUrl, {}));
  }
  return { variant: percentile95(variant), floor: percentile95(floor) };
}

export async function measureMediaFigures(serverUrl: string, cookie: string, pid: number, smoke: boolean): Promise<MediaFigures> {
  const uploadRssGrowthMb = await measureUploadRss(serverUrl, cookie, pid);
  const { variant, floor } = await measureVariantP95(serverUrl, cookie, smoke ? 50 : 500);
  return { uploadRssGrowthMb, variantP95Ms: variant, floorP95Ms: floor };
}

export function mediaLines(figures: MediaFigures): string[] {
  const lines = [
    `upload-250mb-rss-mb: ${figures.uploadRssGrowthMb}`,
    `image-variant-p95-ms: ${figures.variantP95Ms}`,
    `image-variant-floor-p95-ms: ${figures.floorP95Ms}`,
  ];
  if (figures.uploadRssGrowthMb > UPLOAD_RSS_TARGET_MB)
    lines.push(`target-missed: upload-250mb-rss-mb ${figures.uploadRssGrowthMb} > ${UPLOAD_RSS_TARGET_MB}`);
  if (figures.variantP95Ms > VARIANT_P95_TARGET_MS)
    lines.push(`target-missed: image-variant-p95-ms ${figures.variantP95Ms} > ${VARIANT_P95_TARGET_MS}`);
  return lines;
}
