// Makes the example media once (`npx tsx scripts/make-example-media.ts`); the small files are committed,
// so nothing is made or downloaded at install time. Needs ffmpeg (apt-get install -y ffmpeg) for the
// video and audio; sharp (a dependency of the server) draws the pictures.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { captionOf, exampleMediaPaths, hashOf, pictureSvg } from './example-media.ts';

const publicDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'packages', 'web', 'public');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';
const SECONDS = 4;

async function makePicture(path: string, file: string) {
  await sharp(Buffer.from(pictureSvg(path)))
    .jpeg({ quality: 72, mozjpeg: true })
    .toFile(file);
}

/** A short clip: a coloured field, the caption, a square crossing it, and a quiet tone (so sound can be switched). */
function makeVideo(path: string, file: string) {
  const hue = hashOf(path) % 360;
  const [red, green, blue] = hslToRgb(hue, 0.5, 0.35);
  const colour = `0x${[red, green, blue].map((part) => part.toString(16).padStart(2, '0')).join('')}`;
  const caption = captionOf(path).replace(/[':\\]/g, '');
  ffmpeg([
    ...['-f', 'lavfi', '-i', `color=c=${colour}:s=320x180:r=15:d=${SECONDS}`],
    ...['-f', 'lavfi', '-i', `color=c=white:s=36x36:r=15:d=${SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${330 + (hashOf(path) % 220)}:duration=${SECONDS}`],
    '-filter_complex',
    `[0][1]overlay=x='(W-w)*t/${SECONDS}':y=40,drawtext=fontfile=${FONT}:text='${caption}':fontcolor=white:fontsize=20:x=(w-text_w)/2:y=h-40[v];[2]volume=0.2[a]`,
    ...['-map', '[v]', '-map', '[a]'],
    ...['-c:v', 'libx264', '-profile:v', 'baseline', '-pix_fmt', 'yuv420p', '-crf', '32', '-preset', 'veryslow'],
    ...['-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-movflags', '+faststart', '-t', String(SECONDS)],
    file,
  ]);
}

/** A short chime of three rising notes, as narration and voicemail stand-ins. */
function makeAudio(path: string, file: string) {
  const base = 392 + (hashOf(path) % 5) * 20;
  const notes = [base, base * 1.25, base * 1.5];
  const expression = notes
    .map((note, index) => `between(t,${index},${index + 1})*sin(2*PI*${note.toFixed(1)}*t)*exp(-2*(t-${index}))`)
    .join('+');
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `aevalsrc='0.4*(${expression})':s=22050:d=${notes.length}`,
    '-ac',
    '1',
    '-c:a',
    'libmp3lame',
    '-b:a',
    '48k',
    file,
  ]);
}

function ffmpeg(args: string[]) {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...args], { stdio: 'inherit' });
}

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const chroma = (1 - Math.abs(2 * lightness - 1)) * saturation;
  const segment = hue / 60;
  const second = chroma * (1 - Math.abs((segment % 2) - 1));
  const [r, g, b] =
    segment < 1
      ? [chroma, second, 0]
      : segment < 2
        ? [second, chroma, 0]
        : segment < 3
          ? [0, chroma, second]
          : segment < 4
            ? [0, second, chroma]
            : segment < 5
              ? [second, 0, chroma]
              : [chroma, 0, second];
  const offset = lightness - chroma / 2;
  return [r, g, b].map((part) => Math.round((part + offset) * 255)) as [number, number, number];
}

const force = process.argv.includes('--force');
for (const path of exampleMediaPaths()) {
  const file = join(publicDir, path);
  if (existsSync(file) && !force) continue;
  mkdirSync(dirname(file), { recursive: true });
  if (path.endsWith('.jpg')) await makePicture(path, file);
  else if (path.endsWith('.mp4')) makeVideo(path, file);
  else if (path.endsWith('.mp3')) makeAudio(path, file);
  else throw new Error(`No maker for ${path}`);
  console.log(`made ${path}`);
}
