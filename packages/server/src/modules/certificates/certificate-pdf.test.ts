import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { colorOf, drawable, englishCertificateWords, renderCertificatePdf } from './certificate-pdf.ts';
import { newCertificateCode } from './certificate-code.ts';

const content = {
  learnerName: 'Zoë Ørsted',
  courseTitle: 'Forklift safety',
  issuedAt: new Date('2026-03-01T09:00:00Z'),
  expiresAt: new Date('2027-03-01T09:00:00Z'),
  code: 'ABCDEFGH2345',
  verificationUrl: 'https://learn.example.com/certificates/ABCDEFGH2345',
  words: englishCertificateWords,
  layout: 'standard' as const,
};

describe('renderCertificatePdf', () => {
  it('draws one landscape page with the logo when the account has one', async () => {
    const logo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const bytes = await renderCertificatePdf(content, { name: 'Acme', logo, accentColor: '#123456' });
    const document = await PDFDocument.load(bytes);
    const [page] = document.getPages();
    expect(page!.getWidth()).toBeGreaterThan(page!.getHeight());
    expect(document.getTitle()).toBe('Certificate of completion: Forklift safety');
    expect(document.getSubject()).toBe('ABCDEFGH2345');
    // The logo is an image XObject of the page.
    expect(new TextDecoder('latin1').decode(bytes)).toContain('/Subtype /Image');
  });

  it('prints names in other scripts rather than failing', async () => {
    const bytes = await renderCertificatePdf(
      { ...content, learnerName: '山田 太郎', expiresAt: null },
      { name: 'Acme', logo: null, accentColor: 'purple' },
    );
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
  });

  it('sets the classic layout in a serif and the others in a sans-serif', async () => {
    const text = async (layout: 'standard' | 'classic' | 'modern') =>
      new TextDecoder('latin1').decode(
        await renderCertificatePdf({ ...content, layout }, { name: 'Acme', logo: null, accentColor: '#123456' }),
      );
    expect(await text('classic')).toContain('/Times-Bold');
    expect(await text('standard')).not.toContain('/Times-Bold');
    expect(await text('modern')).toContain('/Helvetica-Bold');
  });
});

describe('drawable', () => {
  it('keeps what the standard font draws and replaces the rest', async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    expect(drawable(font, 'Zoë Ørsted – café')).toBe('Zoë Ørsted – café');
    expect(drawable(font, 'Ana 山田')).toBe('Ana ??');
  });
});

describe('colorOf', () => {
  it('reads #rrggbb and falls back to the accent otherwise', () => {
    expect(colorOf('#ff0000')).toMatchObject({ red: 1, green: 0, blue: 0 });
    expect(colorOf('red')).toMatchObject({ red: 0x65 / 255, green: 0x59 / 255, blue: 1 });
  });
});

describe('newCertificateCode', () => {
  it('draws 12 characters without look-alikes, differently each time', () => {
    const codes = new Set(Array.from({ length: 200 }, newCertificateCode));
    expect(codes.size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
  });
});
