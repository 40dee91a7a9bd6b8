import { XMLParser } from 'fast-xml-parser';
import type { PackageDescriptor, PackageStandard } from './package-descriptor.ts';
import { PackageRefusal } from './package-refusal.ts';

// imsmanifest.xml (IMS Content Packaging, as SCORM 1.2 and SCORM 2004 profile it). Parsed without entity
// expansion (processEntities off, so no DOCTYPE can define a billion laughs or pull an external file) and
// read by local names, so any namespace prefix a tool writes (imscp:, adlcp:) reads the same.

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // Every element as a list, so one item and many read the same.
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The element's children with this local name, in document order. */
function children(node: XmlNode | undefined, name: string): XmlNode[] {
  if (!node) return [];
  const found: XmlNode[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@') || localName(key) !== name || !Array.isArray(value)) continue;
    for (const child of value) found.push(typeof child === 'object' && child !== null ? (child as XmlNode) : { '#text': String(child) });
  }
  return found;
}

const child = (node: XmlNode | undefined, name: string) => children(node, name)[0];

/** An attribute by local name (adlcp:scormtype and adlcp:scormType alike), with XML's own escapes read. */
function attribute(node: XmlNode | undefined, name: string): string {
  if (!node) return '';
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(node))
    if (key.startsWith('@') && localName(key.slice(1)).toLowerCase() === wanted) return unescapeXml(String(value));
  return '';
}

/** The xml:base attribute (not any other "base"). */
const xmlBase = (node: XmlNode | undefined) => (node ? unescapeXml(String(node['@xml:base'] ?? '')) : '');

function textOf(node: XmlNode | undefined): string {
  if (!node) return '';
  const value = node['#text'];
  return value === undefined ? '' : unescapeXml(String(value)).trim();
}

const namedEscapes: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** XML's five predefined escapes and character references; nothing else is an entity here. */
function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return namedEscapes[name] ?? whole;
  });
}

/** The SCORM edition the manifest declares (metadata schemaversion, else its namespaces). */
function standardOf(manifest: XmlNode): PackageStandard {
  const declared = textOf(child(child(manifest, 'metadata'), 'schemaversion'));
  if (declared !== '') {
    const version = declared.toLowerCase().replace(/\s+/g, ' ');
    if (version === '1.2') return 'scorm12';
    if (version === '2004 4th edition') return 'scorm2004-4th';
    // CAM 1.3 and 2nd edition are SCORM 2004 before the 3rd edition's corrections; they run on its data model.
    if (version === '2004 3rd edition' || version === '2004 2nd edition' || version === 'cam 1.3') return 'scorm2004-3rd';
    throw new PackageRefusal('package_version_unsupported', { version: declared.slice(0, 60) });
  }
  const namespaces = Object.entries(manifest)
    .filter(([key]) => key.startsWith('@xmlns'))
    .map(([, value]) => String(value).toLowerCase());
  if (namespaces.some((namespace) => namespace.includes('adlcp_v1p3'))) return 'scorm2004-3rd';
  // Many SCORM 1.2 packages carry no metadata at all; 1.2 is the spec's own standard.
  return 'scorm12';
}

/** Items in document order, depth first: the first with a resource is what the organisation launches. */
function itemsInOrder(node: XmlNode): XmlNode[] {
  return children(node, 'item').flatMap((item) => [item, ...itemsInOrder(item)]);
}

/** An item's launch parameters joined to the resource's address (content packaging's rule for ? and #). */
function withParameters(href: string, parameters: string): string {
  if (!parameters) return href;
  if (parameters.startsWith('#')) return `${href}${parameters}`;
  const query = parameters.startsWith('?') ? parameters.slice(1) : parameters;
  return `${href}${href.includes('?') ? '&' : '?'}${query}`;
}

/**
 * What a manifest launches: its default organisation (or the first), that organisation's first item with
 * a resource, and the resource's page under every xml:base on the way. Refuses, with the precise rule, a
 * manifest that is not XML, names no organisation or nothing to launch, or an edition we do not run.
 */
export function readScormManifest(xml: string): PackageDescriptor {
  let document: XmlNode;
  try {
    document = parser.parse(xml, true) as XmlNode;
  } catch (error) {
    throw new PackageRefusal('package_manifest_unreadable', { reason: (error as Error).message.split('\n')[0]!.slice(0, 200) });
  }
  const manifest = child(document, 'manifest');
  if (!manifest) throw new PackageRefusal('package_manifest_unreadable', { reason: 'its root element is not <manifest>' });
  const standard = standardOf(manifest);
  const organizationsElement = child(manifest, 'organizations');
  const organizations = children(organizationsElement, 'organization');
  if (organizations.length === 0) throw new PackageRefusal('package_organization_missing');
  const defaultId = attribute(organizationsElement, 'default');
  const organization = organizations.find((candidate) => attribute(candidate, 'identifier') === defaultId) ?? organizations[0]!;
  const resourcesElement = child(manifest, 'resources');
  const resources = children(resourcesElement, 'resource');
  const resourceOf = (item: XmlNode) =>
    resources.find((resource) => attribute(resource, 'identifier') === attribute(item, 'identifierref'));
  const item = itemsInOrder(organization).find((candidate) => attribute(resourceOf(candidate), 'href') !== '');
  const resource = item && resourceOf(item);
  if (!item || !resource)
    throw new PackageRefusal('package_launch_missing', { organization: attribute(organization, 'identifier') || '(no identifier)' });
  const href = `${xmlBase(manifest)}${xmlBase(resourcesElement)}${xmlBase(resource)}${attribute(resource, 'href')}`;
  const mastery = Number.parseFloat(attribute(item, 'masteryscore') || textOf(child(item, 'masteryscore')));
  return {
    standard,
    title: textOf(child(organization, 'title')) || textOf(child(item, 'title')) || 'SCORM package',
    launch: withParameters(href, attribute(item, 'parameters')),
    masteryScore: Number.isFinite(mastery) ? mastery : null,
    launchData: attribute(item, 'datafromlms') || textOf(child(item, 'datafromlms')),
  };
}
