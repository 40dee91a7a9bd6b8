// Where a SCORM package starts. The slide holds the package's address: an unpacked package's folder
// (or its imsmanifest.xml), the .zip it was uploaded as (served unpacked beside it, in the folder of
// the same name), or a launch page itself. The manifest names the launch page.

/** The launch page itself when the address is one (an .html page), else null. */
export function directLaunchPage(address: string): string | null {
  const path = address.split(/[?#]/)[0] ?? '';
  return /\.html?$/i.test(path) ? address : null;
}

/** The folder the unpacked package is served from, ending in a slash. */
export function packageFolder(address: string): string {
  const path = address.split(/[?#]/)[0] ?? '';
  if (/\.zip$/i.test(path)) return `${path.slice(0, -'.zip'.length)}/`;
  if (/imsmanifest\.xml$/i.test(path)) return path.slice(0, -'imsmanifest.xml'.length);
  return path.endsWith('/') ? path : `${path}/`;
}

/** An element's xml:base, '' when it has none. */
function xmlBase(element: Element | null | undefined): string {
  return element?.getAttribute('xml:base') ?? '';
}

/**
 * The launch page of a SCORM 1.2 manifest, relative to the package folder: the resource of the first
 * item (with a resource) of the default organisation, with its parameters, under any xml:base. Null
 * when the manifest is not readable or names no launchable resource.
 */
export function launchPageFromManifest(manifestXml: string): string | null {
  const document = new DOMParser().parseFromString(manifestXml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return null;
  const byName = (parent: Document | Element, name: string) =>
    Array.from(parent.getElementsByTagName('*')).filter((element) => element.localName === name);
  const manifest = byName(document, 'manifest')[0];
  const organizations = byName(document, 'organizations')[0];
  const organizationList = organizations ? byName(organizations, 'organization') : [];
  const defaultId = organizations?.getAttribute('default');
  const organization = organizationList.find((candidate) => candidate.getAttribute('identifier') === defaultId) ?? organizationList[0];
  const item = organization ? byName(organization, 'item').find((candidate) => candidate.getAttribute('identifierref')) : undefined;
  const resourcesElement = byName(document, 'resources')[0];
  const resources = resourcesElement ? byName(resourcesElement, 'resource') : [];
  const resource = item
    ? resources.find((candidate) => candidate.getAttribute('identifier') === item.getAttribute('identifierref'))
    : resources.find(
        (candidate) =>
          candidate.getAttribute('href') &&
          /^sco$/i.test(candidate.getAttribute('adlcp:scormtype') ?? candidate.getAttribute('adlcp:scormType') ?? ''),
      );
  const href = resource?.getAttribute('href');
  if (!href) return null;
  const parameters = item?.getAttribute('parameters') ?? '';
  const joined = `${xmlBase(manifest)}${xmlBase(resourcesElement)}${xmlBase(resource)}${href}`;
  if (!parameters) return joined;
  // spec (content packaging): parameters start with ? or # or are appended with & to a query.
  if (parameters.startsWith('?') || parameters.startsWith('#'))
    return joined.includes('?') && parameters.startsWith('?') ? `${joined}&${parameters.slice(1)}` : `${joined}${parameters}`;
  return `${joined}${joined.includes('?') ? '&' : '?'}${parameters}`;
}
