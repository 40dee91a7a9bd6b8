import JSZip from 'jszip';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractDocument, extractPresentation } from './extract-file.ts';
import { DocumentRefused, MAX_PDF_PAGES } from './extraction-limits.ts';
import { samplePdf, samplePng, samplePptx, sampleDocx } from './sample-files.ts';

describe('reading a pptx', () => {
  it('reads the slides in the order presentation.xml lists them, with titles, text and pictures', async () => {
    const picture = await samplePng();
    const file = await samplePptx(
      [
        { title: 'Fire safety' },
        { title: 'What to do', paragraphs: ['Raise the alarm', 'Leave by the nearest exit & meet outside'] },
        { title: 'Assembly point', paragraphs: ['By the gate'], pictures: [picture] },
      ],
      'Fire drill',
    );
    const presentation = await extractPresentation(file, 'fire.pptx');
    expect(presentation.title).toBe('Fire drill');
    expect(presentation.slides).toEqual([
      { title: 'Fire safety', paragraphs: [], imageIndexes: [] },
      { title: 'What to do', paragraphs: ['Raise the alarm', 'Leave by the nearest exit & meet outside'], imageIndexes: [] },
      { title: 'Assembly point', paragraphs: ['By the gate'], imageIndexes: [0] },
    ]);
    const loaded = await presentation.images[0]!.load();
    expect(loaded?.mimeType).toBe('image/png');
    expect(Buffer.from(loaded!.data).equals(picture)).toBe(true);
  });

  it('reads a presentation as a document: section slides open lessons, short lines read as a list', async () => {
    const file = await samplePptx([
      { title: 'Part one' },
      { title: 'Steps', paragraphs: ['Check', 'Call'] },
      { title: 'Part two' },
      { title: 'Why', paragraphs: ['Because it matters.'] },
    ]);
    const document = await extractDocument(file, 'deck.pptx', { withImages: true });
    expect(document.blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Part one' },
      { kind: 'heading', level: 2, text: 'Steps' },
      { kind: 'list', items: ['Check', 'Call'] },
      { kind: 'heading', level: 1, text: 'Part two' },
      { kind: 'heading', level: 2, text: 'Why' },
      { kind: 'paragraph', text: 'Because it matters.' },
    ]);
  });

  it('refuses what is not a presentation, a zip bomb and XML nested without end, with a 422', async () => {
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => undefined,
        (error: unknown) => error,
      );
    const notZip = await refusal(extractPresentation(Buffer.from('not a zip at all'), 'x.pptx'));
    expect(notZip).toBeInstanceOf(DocumentRefused);
    expect(notZip).toMatchObject({ statusCode: 422, code: 'document_unreadable' });

    const bomb = new JSZip();
    bomb.file('ppt/presentation.xml', `<p:presentation>${' '.repeat(40 * 1024 * 1024)}</p:presentation>`);
    const bombFile = await bomb.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(bombFile.length).toBeLessThan(1024 * 1024);
    expect(await refusal(extractPresentation(bombFile, 'bomb.pptx'))).toMatchObject({ message: expect.stringContaining('too large') });

    const deep = new JSZip();
    deep.file('ppt/presentation.xml', `${'<a>'.repeat(5000)}${'</a>'.repeat(5000)}`);
    const deepFile = await deep.generateAsync({ type: 'nodebuffer' });
    expect(await refusal(extractPresentation(deepFile, 'deep.pptx'))).toMatchObject({
      message: expect.stringContaining('nests too deeply'),
    });

    const word = await sampleDocx([{ paragraph: 'Hello' }]);
    expect(await refusal(extractPresentation(word, 'word.pptx'))).toBeInstanceOf(DocumentRefused);
  });
});

describe('reading a docx', () => {
  it('reads headings, paragraphs, lists and pictures in order', async () => {
    const picture = await samplePng(120, 80);
    const file = await sampleDocx(
      [
        { heading: 'Your first day' },
        { paragraph: 'Collect your badge at reception.' },
        { bullets: ['Laptop', 'Badge'] },
        { heading: 'Where things are', level: 2 },
        { picture, description: 'Floor plan' },
      ],
      'Staff handbook',
    );
    const document = await extractDocument(file, 'handbook.docx', { withImages: true });
    expect(document.title).toBe('Staff handbook');
    expect(document.blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Your first day' },
      { kind: 'paragraph', text: 'Collect your badge at reception.' },
      { kind: 'list', items: ['Laptop', 'Badge'] },
      { kind: 'heading', level: 2, text: 'Where things are' },
      { kind: 'image', imageIndex: 0, alt: 'Floor plan' },
    ]);
    expect((await document.images[0]!.load())?.mimeType).toBe('image/png');
  });

  it('refuses a damaged Word document with a 422', async () => {
    const zip = new JSZip();
    zip.file('word/other.xml', '<x/>');
    await expect(extractDocument(await zip.generateAsync({ type: 'nodebuffer' }), 'a.docx', { withImages: false })).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});

describe('reading a pdf', () => {
  it('reads larger lines as headings, bulleted lines as a list and the rest as paragraphs, page after page', async () => {
    const file = await samplePdf(
      [
        { heading: 'Manual handling' },
        { paragraph: 'Most back injuries at work come from lifting badly.' },
        { bullet: 'Plan the lift' },
        { bullet: 'Keep the load close' },
        { pageBreak: true },
        { heading: 'Team lifts' },
        { paragraph: 'Ask for help with anything over 25 kg.' },
      ],
      'Lifting safely',
    );
    const document = await extractDocument(file, 'lifting.pdf', { withImages: true });
    expect(document.title).toBe('Lifting safely');
    expect(document.blocks).toEqual([
      { kind: 'heading', level: 1, text: 'Manual handling' },
      { kind: 'paragraph', text: 'Most back injuries at work come from lifting badly.' },
      { kind: 'list', items: ['Plan the lift', 'Keep the load close'] },
      { kind: 'heading', level: 1, text: 'Team lifts' },
      { kind: 'paragraph', text: 'Ask for help with anything over 25 kg.' },
    ]);
  });

  it('refuses a PDF of more pages than can be converted with a 422 saying how many', async () => {
    const pdf = await PDFDocument.create();
    for (let page = 0; page <= MAX_PDF_PAGES; page += 1) pdf.addPage([200, 200]);
    const file = await pdf.save();
    await expect(extractDocument(file, 'long.pdf', { withImages: false })).rejects.toMatchObject({
      statusCode: 422,
      code: 'document_unreadable',
      message: `This PDF has ${MAX_PDF_PAGES + 1} pages; at most ${MAX_PDF_PAGES} can be converted.`,
    });
  });

  it('refuses a file that is not a PDF with a 422', async () => {
    await expect(extractDocument(Buffer.from('%PDF-1.7 nothing else'), 'a.pdf', { withImages: false })).rejects.toMatchObject({
      statusCode: 422,
    });
  });
});
