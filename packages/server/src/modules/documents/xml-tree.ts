import { XMLParser } from 'fast-xml-parser';
import { DocumentRefused, MAX_XML_DEPTH } from './extraction-limits.ts';

// The parts of Office files as ordered XML trees (reading order matters: shapes on a slide, runs in a
// paragraph). Entities are never expanded and nesting is bounded by the parser; every walk below is
// iterative and bounded too, so no part can exhaust the stack.

/** One node as fast-xml-parser's ordered output gives it: `{ tag: children, ':@': attributes }` or `{ '#text': text }`. */
export type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  processEntities: false,
  htmlEntities: false,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  maxNestedTags: MAX_XML_DEPTH,
  unpairedTags: ['img', 'br', 'hr'],
});

export function parseXml(text: string, partName: string): XmlNode[] {
  try {
    return parser.parse(text) as XmlNode[];
  } catch {
    throw new DocumentRefused(`A part of this file (${partName}) is not well-formed or nests too deeply to read.`, { part: partName });
  }
}

/** The element's tag, or undefined for text. */
export function tagOf(node: XmlNode): string | undefined {
  for (const key of Object.keys(node)) if (key !== ':@' && key !== '#text') return key;
  return undefined;
}

export function childrenOf(node: XmlNode): XmlNode[] {
  const tag = tagOf(node);
  const children = tag === undefined ? undefined : node[tag];
  return Array.isArray(children) ? (children as XmlNode[]) : [];
}

export function attributeOf(node: XmlNode, name: string): string | undefined {
  const value = (node[':@'] as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** The first child element with this tag. */
export const childNamed = (node: XmlNode, tag: string) => childrenOf(node).find((child) => tagOf(child) === tag);

/**
 * Every element with one of `tags` under `nodes`, in document order, not looking inside the ones found.
 * Depth first with an explicit stack, never deeper than MAX_XML_DEPTH.
 */
export function findElements(nodes: readonly XmlNode[], tags: ReadonlySet<string>): XmlNode[] {
  const found: XmlNode[] = [];
  const stack: { node: XmlNode; depth: number }[] = [...nodes].reverse().map((node) => ({ node, depth: 0 }));
  while (stack.length > 0) {
    const { node, depth } = stack.pop()!;
    const tag = tagOf(node);
    if (tag === undefined) continue;
    if (tags.has(tag)) {
      found.push(node);
      continue;
    }
    if (depth >= MAX_XML_DEPTH) continue;
    const children = childrenOf(node);
    for (let index = children.length - 1; index >= 0; index -= 1) stack.push({ node: children[index]!, depth: depth + 1 });
  }
  return found;
}

/** The text of every `textTag` element under the node, joined (a paragraph's runs), entities decoded. */
export function textUnder(node: XmlNode, textTag: string): string {
  return decodeXmlText(
    findElements(childrenOf(node), new Set([textTag]))
      .map((element) =>
        childrenOf(element)
          .map((child) => (typeof child['#text'] === 'string' ? child['#text'] : ''))
          .join(''),
      )
      .join(''),
  );
}

/** Decodes the five XML entities and character references left as written (entities are not expanded when parsing). */
export function decodeXmlText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, name: string) => {
    const lower = name.toLowerCase();
    if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? whole;
    if (lower.startsWith('#')) return safeCodePoint(Number.parseInt(lower.slice(1), 10)) ?? whole;
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined;
}
