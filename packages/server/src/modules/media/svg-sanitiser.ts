import { XMLBuilder, XMLParser, XMLValidator } from 'fast-xml-parser';

// Issue 13: an uploaded SVG keeps its drawing and loses everything that could run script or fetch
// something: elements outside an allow-list (script, foreignObject, iframe…), event handler attributes,
// links anywhere but inside the document (#id) or to embedded raster images, url() references out of the
// document in attributes and style sheets, and @import. A DOCTYPE with entities is refused outright
// (billion laughs, external entities). It is also served under a sandboxing CSP (file-serving.ts), so a
// sanitiser miss still runs nothing.

export class SvgRefusedError extends Error {
  constructor(reason: string) {
    super(`The SVG was refused: ${reason}.`);
    this.name = 'SvgRefusedError';
  }
}

// biome-ignore format: a line per family of elements reads better than a line per element.
const ALLOWED_ELEMENTS = new Set([
  'svg', 'g', 'defs', 'symbol', 'use', 'title', 'desc', 'metadata', 'switch',
  'path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon',
  'text', 'tspan', 'textPath',
  'linearGradient', 'radialGradient', 'stop', 'pattern', 'clipPath', 'mask', 'marker', 'image', 'style',
  'filter', 'feBlend', 'feColorMatrix', 'feComponentTransfer', 'feComposite', 'feConvolveMatrix', 'feDiffuseLighting',
  'feDisplacementMap', 'feDistantLight', 'feDropShadow', 'feFlood', 'feFuncA', 'feFuncB', 'feFuncG', 'feFuncR',
  'feGaussianBlur', 'feMerge', 'feMergeNode', 'feMorphology', 'feOffset', 'fePointLight', 'feSpecularLighting',
  'feSpotLight', 'feTile', 'feTurbulence',
]);

const TEXT_NODE = '#text';
const CDATA_NODE = '#cdata';
const COMMENT_NODE = '#comment';
const ATTRIBUTES = ':@';

const parserOptions = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  allowBooleanAttributes: true,
  // Entities stay as written (&lt; stays &lt;): nothing is expanded, and the builder writes them back.
  processEntities: false,
  htmlEntities: false,
  commentPropName: COMMENT_NODE,
  cdataPropName: CDATA_NODE,
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
} as const;

// Embedded raster images only: an embedded SVG or HTML could carry script of its own.
const EMBEDDED_RASTER = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
const URL_REFERENCE = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
const SCRIPT_SCHEME = /(java|vb)script:|data:text\/html/i;

type SvgNode = Record<string, unknown> & { [ATTRIBUTES]?: Record<string, string> };

const isInternalReference = (value: string) => value.trim().startsWith('#');

/** Whether every url(…) in a value points inside the document (#id). */
function urlsAreInternal(value: string): boolean {
  for (const match of value.matchAll(URL_REFERENCE)) if (!isInternalReference(match[2] ?? '')) return false;
  return true;
}

function cleanAttributes(element: string, attributes: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) {
    const local = name.toLowerCase().replace(/^.*:/, '');
    if (local.startsWith('on')) continue;
    if (SCRIPT_SCHEME.test(value)) continue;
    if (local === 'href' || local === 'src') {
      const embedded = element === 'image' && EMBEDDED_RASTER.test(value.trim());
      if (!isInternalReference(value) && !embedded) continue;
    }
    if (!urlsAreInternal(value)) continue;
    // Animation could set an href or handler after the fact; the elements are gone, and so are their targets.
    if (local === 'attributename') continue;
    kept[name] = value;
  }
  return kept;
}

function cleanStyleSheet(text: string): string | undefined {
  if (/@import/i.test(text) || !urlsAreInternal(text) || SCRIPT_SCHEME.test(text) || /expression\s*\(/i.test(text)) return undefined;
  return text;
}

function cleanNodes(nodes: SvgNode[], parent: string): SvgNode[] {
  const kept: SvgNode[] = [];
  for (const node of nodes) {
    const name = Object.keys(node).find((key) => key !== ATTRIBUTES);
    if (name === undefined) continue;
    if (name === TEXT_NODE || name === COMMENT_NODE) {
      if (name === TEXT_NODE && parent === 'style' && cleanStyleSheet(String(node[name])) === undefined) continue;
      kept.push(node);
      continue;
    }
    if (name === CDATA_NODE) {
      const text = (node[name] as SvgNode[]).map((part) => String(part[TEXT_NODE] ?? '')).join('');
      if (parent !== 'style' || cleanStyleSheet(text) !== undefined) kept.push(node);
      continue;
    }
    if (!ALLOWED_ELEMENTS.has(name)) continue;
    const cleaned: SvgNode = { [name]: cleanNodes(node[name] as SvgNode[], name) };
    if (node[ATTRIBUTES]) cleaned[ATTRIBUTES] = cleanAttributes(name, node[ATTRIBUTES]);
    kept.push(cleaned);
  }
  return kept;
}

/** The SVG without anything that could run script or load from elsewhere; throws SvgRefusedError for what is not an SVG. */
export function sanitiseSvg(source: string): string {
  if (/<!ENTITY/i.test(source)) throw new SvgRefusedError('it declares entities');
  if (XMLValidator.validate(source) !== true) throw new SvgRefusedError('it is not well-formed XML');
  const tree = new XMLParser(parserOptions).parse(source) as SvgNode[];
  const roots = tree.filter((node) => !(TEXT_NODE in node) && !(COMMENT_NODE in node));
  if (roots.length !== 1 || !('svg' in roots[0]!)) throw new SvgRefusedError('its root element is not <svg>');
  return new XMLBuilder({ ...parserOptions, suppressEmptyNode: true }).build(cleanNodes(roots, '')) as string;
}
