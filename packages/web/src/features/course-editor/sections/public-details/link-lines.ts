import { linkBodySchema, type LinkBody } from '@slidewise/core';

export interface ParsedLinkLines {
  links: LinkBody[];
  /** 1-based numbers of the lines that are not a link. */
  invalidLines: number[];
}

/**
 * Several links pasted at once, one a line: "Title | https://…", or just the address (which then is
 * its own title). Blank lines are skipped.
 */
export function parseLinkLines(text: string): ParsedLinkLines {
  const links: LinkBody[] = [];
  const invalidLines: number[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (line.trim() === '') return;
    const separator = line.lastIndexOf('|');
    const url = (separator >= 0 ? line.slice(separator + 1) : line).trim();
    const title = (separator >= 0 ? line.slice(0, separator) : url).trim();
    const parsed = linkBodySchema.safeParse({ title, url });
    if (parsed.success) links.push(parsed.data);
    else invalidLines.push(index + 1);
  });
  return { links, invalidLines };
}

/** A url slug proposed from a title: lower-case words of letters and digits joined by hyphens. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/g, '');
}
