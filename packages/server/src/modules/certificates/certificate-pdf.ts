// The certificate as a PDF (issue 16), drawn with pdf-lib: one A4 landscape page in the account's colour
// with its logo (or name), the learner, the course, the dates and the code that verifies it.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { CertificateLayout } from '@slidewise/core';
import type { AccountBranding } from './account-branding.ts';

export interface CertificateContent {
  learnerName: string;
  courseTitle: string;
  issuedAt: Date;
  expiresAt: Date | null;
  code: string;
  verificationUrl: string;
  /** standard: sans-serif, bands top and bottom; classic: serif in a double frame; modern: a band down the left, text aligned to it. */
  layout: CertificateLayout;
  /** The words printed, in the learner's language (the server has no translations of its own). */
  words: CertificateWords;
}

export interface CertificateWords {
  heading: string;
  awardedTo: string;
  forCompleting: string;
  issuedOn: string;
  validUntil: string;
  verifyAt: string;
}

export const englishCertificateWords: CertificateWords = {
  heading: 'Certificate of completion',
  awardedTo: 'This certifies that',
  forCompleting: 'has completed',
  issuedOn: 'Date',
  validUntil: 'Valid until',
  verifyAt: 'Verify this certificate at',
};

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const INK = rgb(0.11, 0.11, 0.13);
const MUTED = rgb(0.38, 0.39, 0.43);

/** #rrggbb → pdf-lib colour; anything else falls back to the spec's accent. */
export function colorOf(hex: string) {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return rgb(0x65 / 255, 0x59 / 255, 1);
  return rgb(parseInt(match[1]!, 16) / 255, parseInt(match[2]!, 16) / 255, parseInt(match[3]!, 16) / 255);
}

/**
 * The standard fonts encode WinAnsi only: a character they cannot draw (a name in another script) is
 * printed as "?" rather than failing the whole certificate. The verification page shows the exact text.
 */
export function drawable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.normalize('NFC')].map((character) => (supported.has(character.codePointAt(0)!) ? character : '?')).join('');
}

/** Shrinks the text until it fits the width, down to a floor, then cuts it with an ellipsis. */
export function fitted(font: PDFFont, text: string, size: number, maxWidth: number): { text: string; size: number } {
  let current = size;
  while (current > 12 && font.widthOfTextAtSize(text, current) > maxWidth) current -= 1;
  let shown = text;
  while (shown.length > 1 && font.widthOfTextAtSize(shown, current) > maxWidth) shown = `${shown.slice(0, -2)}…`;
  return { text: shown, size: current };
}

/** Draws a line of text centred on the page, or from the left margin for the modern layout. */
function line(page: PDFPage, font: PDFFont, text: string, y: number, size: number, color = INK, left?: number) {
  const { width } = page.getSize();
  const margin = left ?? 80;
  const fit = fitted(font, drawable(font, text), size, width - margin - 80);
  const x = left ?? (width - font.widthOfTextAtSize(fit.text, fit.size)) / 2;
  page.drawText(fit.text, { x, y, size: fit.size, font, color });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export async function renderCertificatePdf(content: CertificateContent, branding: AccountBranding): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`${content.words.heading}: ${content.courseTitle}`);
  document.setAuthor(branding.name);
  document.setSubject(content.code);
  document.setCreationDate(content.issuedAt);
  const page = document.addPage(A4_LANDSCAPE);
  const { width, height } = page.getSize();
  const serif = content.layout === 'classic';
  const regular = await document.embedFont(serif ? StandardFonts.TimesRoman : StandardFonts.Helvetica);
  const bold = await document.embedFont(serif ? StandardFonts.TimesRomanBold : StandardFonts.HelveticaBold);
  const accent = colorOf(branding.accentColor);
  // The modern layout sets its text from the edge of a band down the left; the others centre it.
  const left = content.layout === 'modern' ? 170 : undefined;

  if (content.layout === 'classic') {
    page.drawRectangle({ x: 24, y: 24, width: width - 48, height: height - 48, borderColor: accent, borderWidth: 3 });
    page.drawRectangle({ x: 34, y: 34, width: width - 68, height: height - 68, borderColor: accent, borderWidth: 1 });
  } else if (content.layout === 'modern') {
    page.drawRectangle({ x: 0, y: 0, width: 130, height, color: accent });
  } else {
    page.drawRectangle({ x: 0, y: height - 24, width, height: 24, color: accent });
    page.drawRectangle({ x: 0, y: 0, width, height: 12, color: accent });
    page.drawRectangle({ x: 28, y: 36, width: width - 56, height: height - 84, borderColor: accent, borderWidth: 1.5 });
  }

  if (branding.logo) {
    const image = await embedLogo(document, branding.logo);
    const scaled = image.scale(Math.min(200 / image.width, 56 / image.height));
    page.drawImage(image, { x: left ?? (width - scaled.width) / 2, y: height - 120, width: scaled.width, height: scaled.height });
  } else if (branding.name) {
    line(page, bold, branding.name, height - 100, 22, accent, left);
  }

  line(page, bold, content.words.heading, height - 175, 34, INK, left);
  line(page, regular, content.words.awardedTo, height - 225, 14, MUTED, left);
  line(page, bold, content.learnerName, height - 275, 32, accent, left);
  line(page, regular, content.words.forCompleting, height - 315, 14, MUTED, left);
  line(page, bold, content.courseTitle, height - 360, 24, INK, left);

  const dates = [`${content.words.issuedOn}: ${isoDay(content.issuedAt)}`];
  if (content.expiresAt) dates.push(`${content.words.validUntil}: ${isoDay(content.expiresAt)}`);
  line(page, regular, dates.join('    '), height - 410, 13, INK, left);
  line(page, regular, `${content.words.verifyAt} ${content.verificationUrl}`, 70, 10, MUTED, left);
  line(page, bold, content.code, 52, 12, INK, left);
  // Without object streams (PDF 1.5+): the page reads in every PDF viewer, old ones and print drivers included.
  return document.save({ useObjectStreams: false });
}

/** PNG or JPEG, told apart by their first bytes. */
async function embedLogo(document: PDFDocument, bytes: Uint8Array) {
  const isPng = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  return isPng ? document.embedPng(bytes) : document.embedJpg(bytes);
}
