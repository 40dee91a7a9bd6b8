import JSZip from 'jszip';
import { PDFDocument, type PDFImage, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

// Real Office and PDF files written for tests, the benchmark and the browser suite: jszip writes the
// pptx and docx parts as PowerPoint and Word lay them out, pdf-lib writes PDFs. Nothing here is read
// by the server itself.

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const NS_P = 'http://schemas.openxmlformats.org/presentationml/2006/main';
const NS_A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const NS_R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const NS_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const REL_IMAGE = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/image';

const escapeXml = (text: string) =>
  text.replace(/[&<>"]/g, (character) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[character]};`);

/** A small PNG of one colour, the size given. */
export function samplePng(width = 96, height = 64, colour = { r: 30, g: 120, b: 200 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

export interface SamplePptxSlide {
  title?: string;
  paragraphs?: string[];
  /** PNG pictures on the slide. */
  pictures?: Uint8Array[];
}

function relationships(entries: { id: string; type: string; target: string }[]): string {
  const items = entries.map((entry) => `<Relationship Id="${entry.id}" Type="${entry.type}" Target="${entry.target}"/>`).join('');
  return `${XML_HEAD}<Relationships xmlns="${NS_REL}">${items}</Relationships>`;
}

function textShape(id: number, placeholder: string | undefined, paragraphs: readonly string[]): string {
  const ph = placeholder ? `<p:nvPr><p:ph type="${placeholder}"/></p:nvPr>` : '<p:nvPr/>';
  const body = paragraphs.map((text) => `<a:p><a:r><a:rPr lang="en-GB"/><a:t>${escapeXml(text)}</a:t></a:r></a:p>`).join('');
  return `<p:sp><p:nvSpPr><p:cNvPr id="${id}" name="Shape ${id}"/><p:cNvSpPr/>${ph}</p:nvSpPr><p:spPr/><p:txBody><a:bodyPr/>${body}</p:txBody></p:sp>`;
}

function pictureShape(id: number, relationshipId: string): string {
  return `<p:pic><p:nvPicPr><p:cNvPr id="${id}" name="Picture ${id}"/><p:cNvPicPr/><p:nvPr/></p:nvPicPr><p:blipFill><a:blip r:embed="${relationshipId}"/><a:stretch><a:fillRect/></a:stretch></p:blipFill><p:spPr/></p:pic>`;
}

/**
 * A pptx whose slides are listed in presentation.xml in the order given, while their files are numbered
 * in reverse, so a reader that follows the zip's file order gets them wrong.
 */
export async function samplePptx(slides: readonly SamplePptxSlide[], title = 'Sample deck'): Promise<Buffer> {
  const zip = new JSZip();
  const count = slides.length;
  const fileOf = (position: number) => `slide${count - position}.xml`;
  const overrides = slides.map(
    (_, position) =>
      `<Override PartName="/ppt/slides/${fileOf(position)}" ContentType="application/vnd.openxmlformats-officedocument.presentationml.slide+xml"/>`,
  );
  zip.file(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/ppt/presentation.xml" ContentType="application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>${overrides.join('')}</Types>`,
  );
  zip.file(
    '_rels/.rels',
    relationships([
      {
        id: 'rId1',
        type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
        target: 'ppt/presentation.xml',
      },
      {
        id: 'rId2',
        type: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
        target: 'docProps/core.xml',
      },
    ]),
  );
  zip.file(
    'docProps/core.xml',
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escapeXml(title)}</dc:title></cp:coreProperties>`,
  );
  const slideIds = slides.map((_, position) => `<p:sldId id="${256 + position}" r:id="rId${position + 2}"/>`).join('');
  zip.file(
    'ppt/presentation.xml',
    `${XML_HEAD}<p:presentation xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}"><p:sldIdLst>${slideIds}</p:sldIdLst><p:sldSz cx="12192000" cy="6858000"/></p:presentation>`,
  );
  zip.file(
    'ppt/_rels/presentation.xml.rels',
    relationships(
      slides.map((_, position) => ({
        id: `rId${position + 2}`,
        type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide',
        target: `slides/${fileOf(position)}`,
      })),
    ),
  );
  let pictureNumber = 0;
  slides.forEach((slide, position) => {
    const shapes: string[] = [];
    const slideRelationships: { id: string; type: string; target: string }[] = [];
    if (slide.title !== undefined) shapes.push(textShape(2, 'title', [slide.title]));
    if (slide.paragraphs?.length) shapes.push(textShape(3, 'body', slide.paragraphs));
    for (const [index, picture] of (slide.pictures ?? []).entries()) {
      pictureNumber += 1;
      zip.file(`ppt/media/image${pictureNumber}.png`, picture);
      slideRelationships.push({ id: `rId${index + 10}`, type: REL_IMAGE, target: `../media/image${pictureNumber}.png` });
      shapes.push(pictureShape(10 + index, `rId${index + 10}`));
    }
    zip.file(
      `ppt/slides/${fileOf(position)}`,
      `${XML_HEAD}<p:sld xmlns:a="${NS_A}" xmlns:r="${NS_R}" xmlns:p="${NS_P}"><p:cSld><p:spTree><p:nvGrpSpPr><p:cNvPr id="1" name=""/><p:cNvGrpSpPr/><p:nvPr/></p:nvGrpSpPr><p:grpSpPr/>${shapes.join('')}</p:spTree></p:cSld></p:sld>`,
    );
    zip.file(`ppt/slides/_rels/${fileOf(position)}.rels`, relationships(slideRelationships));
  });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export type SampleDocxBlock =
  | { heading: string; level?: number }
  | { paragraph: string }
  | { bullets: string[] }
  | { picture: Uint8Array; description?: string };

/** A docx with Word's heading and list styles, and pictures as inline drawings. */
export async function sampleDocx(blocks: readonly SampleDocxBlock[], title = 'Sample document'): Promise<Buffer> {
  const zip = new JSZip();
  const NS_W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const NS_WP = 'http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing';
  const NS_PIC = 'http://schemas.openxmlformats.org/drawingml/2006/picture';
  const run = (text: string) => `<w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r>`;
  const documentRelationships: { id: string; type: string; target: string }[] = [
    { id: 'rIdStyles', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles', target: 'styles.xml' },
    { id: 'rIdNumbering', type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering', target: 'numbering.xml' },
  ];
  const body = blocks.map((block, index) => {
    if ('heading' in block) return `<w:p><w:pPr><w:pStyle w:val="Heading${block.level ?? 1}"/></w:pPr>${run(block.heading)}</w:p>`;
    if ('paragraph' in block) return `<w:p>${run(block.paragraph)}</w:p>`;
    if ('bullets' in block) {
      return block.bullets
        .map(
          (item) =>
            `<w:p><w:pPr><w:pStyle w:val="ListParagraph"/><w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr></w:pPr>${run(item)}</w:p>`,
        )
        .join('');
    }
    const id = `rIdImage${index}`;
    zip.file(`word/media/image${index}.png`, block.picture);
    documentRelationships.push({ id, type: REL_IMAGE, target: `media/image${index}.png` });
    const description = escapeXml(block.description ?? '');
    return `<w:p><w:r><w:drawing><wp:inline><wp:extent cx="914400" cy="609600"/><wp:docPr id="${index + 1}" name="Picture ${index + 1}" descr="${description}"/><a:graphic><a:graphicData uri="${NS_PIC}"><pic:pic><pic:nvPicPr><pic:cNvPr id="${index + 1}" name="image${index}.png" descr="${description}"/><pic:cNvPicPr/></pic:nvPicPr><pic:blipFill><a:blip r:embed="${id}"/></pic:blipFill><pic:spPr/></pic:pic></a:graphicData></a:graphic></wp:inline></w:drawing></w:r></w:p>`;
  });
  zip.file(
    '[Content_Types].xml',
    `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Default Extension="png" ContentType="image/png"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`,
  );
  zip.file(
    '_rels/.rels',
    relationships([
      {
        id: 'rId1',
        type: 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument',
        target: 'word/document.xml',
      },
      {
        id: 'rId2',
        type: 'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
        target: 'docProps/core.xml',
      },
    ]),
  );
  zip.file(
    'docProps/core.xml',
    `${XML_HEAD}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>${escapeXml(title)}</dc:title></cp:coreProperties>`,
  );
  const headingStyles = [1, 2, 3]
    .map((level) => `<w:style w:type="paragraph" w:styleId="Heading${level}"><w:name w:val="heading ${level}"/></w:style>`)
    .join('');
  zip.file(
    'word/styles.xml',
    `${XML_HEAD}<w:styles xmlns:w="${NS_W}">${headingStyles}<w:style w:type="paragraph" w:styleId="ListParagraph"><w:name w:val="List Paragraph"/></w:style></w:styles>`,
  );
  zip.file(
    'word/numbering.xml',
    `${XML_HEAD}<w:numbering xmlns:w="${NS_W}"><w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:numFmt w:val="bullet"/><w:lvlText w:val="•"/></w:lvl></w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>`,
  );
  zip.file('word/_rels/document.xml.rels', relationships(documentRelationships));
  zip.file(
    'word/document.xml',
    `${XML_HEAD}<w:document xmlns:w="${NS_W}" xmlns:r="${NS_R}" xmlns:wp="${NS_WP}" xmlns:a="${NS_A}" xmlns:pic="${NS_PIC}"><w:body>${body.join('')}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export type SamplePdfLine =
  | { heading: string }
  | { paragraph: string }
  | { bullet: string }
  | { pageBreak: true }
  | { picture: Buffer; format: 'png' | 'jpeg' };

/**
 * A PDF with headings set larger than the body, bulleted lines, paragraphs and pictures, over pages as
 * asked. The same picture buffer given twice is embedded once and drawn twice, as a repeated logo is.
 */
export async function samplePdf(lines: readonly SamplePdfLine[], title = 'Sample PDF'): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const embedded = new Map<Buffer, PDFImage>();
  let page = pdf.addPage([595, 842]);
  let y = 790;
  for (const line of lines) {
    if ('picture' in line) {
      const image = embedded.get(line.picture) ?? (await (line.format === 'png' ? pdf.embedPng(line.picture) : pdf.embedJpg(line.picture)));
      embedded.set(line.picture, image);
      y -= Math.min(image.height, 200) + 10;
      page.drawImage(image, { x: 50, y, width: Math.min(image.width, 300), height: Math.min(image.height, 200) });
    } else if ('pageBreak' in line) {
      page = pdf.addPage([595, 842]);
      y = 790;
    } else if ('heading' in line) {
      y -= 12;
      page.drawText(line.heading, { x: 50, y, size: 20, font: bold });
      y -= 30;
    } else {
      const text = 'bullet' in line ? `• ${line.bullet}` : line.paragraph;
      page.drawText(text, { x: 50, y, size: 11, font: regular });
      y -= 'bullet' in line ? 16 : 30;
    }
  }
  return Buffer.from(await pdf.save());
}
