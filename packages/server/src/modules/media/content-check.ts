import type { UploadContentType } from '@slidewise/core';

// Issue 13: a file is judged by its bytes, not only its name. file-type reads the magic numbers; each
// allowed extension names the types its bytes may have. Text formats have no magic number: they must
// read as text (no NUL, valid UTF-8 in the sample) and file-type must find nothing binary in them, so an
// executable renamed .txt is still refused. A file whose bytes say another type than its name is refused
// with templates §5's "Unsupported file type" message.

/** What the bytes must be for each extension: the MIME types file-type may report, or a text format. */
type Expectation = { kind: 'binary'; mimeTypes: readonly string[] } | { kind: 'text'; mimeType: string };

const binary = (...mimeTypes: string[]): Expectation => ({ kind: 'binary', mimeTypes });
const textual = (mimeType: string): Expectation => ({ kind: 'text', mimeType });

// MP4 and QuickTime share the ISO box format: a phone's .mov is often MP4 inside, and the reverse.
const isoVideo = binary('video/mp4', 'video/quicktime', 'video/x-m4v');
// Office documents are zips; file-type reads their content types to tell them apart.
const ZIP = 'application/zip';
// Legacy Office formats are compound files (CFB); file-type reports the container.
const CFB = 'application/x-cfb';

const expectationsByExtension: Readonly<Record<string, Expectation>> = {
  jpg: binary('image/jpeg'),
  jpeg: binary('image/jpeg'),
  png: binary('image/png'),
  gif: binary('image/gif'),
  heic: binary('image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'),
  svg: textual('image/svg+xml'),
  mp4: isoVideo,
  mov: isoVideo,
  webm: binary('video/webm'),
  mp3: binary('audio/mpeg'),
  aac: binary('audio/aac'),
  pdf: binary('application/pdf'),
  doc: binary(CFB),
  xls: binary(CFB),
  ppt: binary(CFB),
  docx: binary('application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
  pptx: binary('application/vnd.openxmlformats-officedocument.presentationml.presentation'),
  xlsx: binary('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  xlsm: binary('application/vnd.ms-excel.sheet.macroenabled.12'),
  // Apple's iWork documents are zips file-type does not name.
  pages: binary(ZIP),
  numbers: binary(ZIP),
  key: binary(ZIP),
  zip: binary(ZIP),
  txt: textual('text/plain'),
  csv: textual('text/csv'),
  // Certificates are PEM text, or DER: ASN.1 that file-type does not recognise (checked below).
  pem: textual('application/x-pem-file'),
  crt: textual('application/x-x509-ca-cert'),
  cer: textual('application/pkix-cert'),
};

const certificateExtensions = new Set(['pem', 'crt', 'cer']);
// An ASN.1 SEQUENCE with a long-form length: how every DER certificate begins.
const isDerCertificate = (sample: Uint8Array) => sample[0] === 0x30 && sample[1] !== undefined && sample[1] >= 0x81 && sample[1] <= 0x84;

/** Whether a sample of a file reads as text: no NUL and valid UTF-8 (a cut multi-byte character at its end is allowed). */
export function looksLikeText(sample: Uint8Array, wholeFile: boolean): boolean {
  if (sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(wholeFile ? sample : trimPartialCharacter(sample));
    return true;
  } catch {
    return false;
  }
}

function trimPartialCharacter(sample: Uint8Array): Uint8Array {
  // Step back over up to three continuation bytes and the lead byte of a character the sample cut short.
  for (let back = 1; back <= 4 && back <= sample.length; back += 1) {
    const byte = sample[sample.length - back]!;
    if ((byte & 0xc0) !== 0x80) return byte >= 0xc0 ? sample.subarray(0, sample.length - back) : sample;
  }
  return sample;
}

export interface ContentFacts {
  fileName: string;
  extension: string;
  contentType: UploadContentType;
  /** What file-type read from the bytes, or undefined when it recognised nothing. */
  detectedMimeType: string | undefined;
  /** The first bytes of the file (up to a few kilobytes). */
  sample: Uint8Array;
  /** Whether the sample is the whole file. */
  sampleIsWhole: boolean;
}

/** The file's MIME type when its bytes match its extension, else undefined (refused as an unsupported type). */
export function mimeTypeMatchingExtension(facts: ContentFacts): string | undefined {
  const expected = expectationsByExtension[facts.extension];
  if (!expected) return undefined;
  if (expected.kind === 'binary')
    return facts.detectedMimeType && expected.mimeTypes.includes(facts.detectedMimeType) ? facts.detectedMimeType : undefined;
  // file-type recognises some text by its first characters (XML: an SVG's prolog, an exported list); that is still text.
  if (facts.detectedMimeType !== undefined && facts.detectedMimeType !== 'application/xml') return undefined;
  if (certificateExtensions.has(facts.extension) && isDerCertificate(facts.sample)) return expected.mimeType;
  return looksLikeText(facts.sample, facts.sampleIsWhole) ? expected.mimeType : undefined;
}
