import { describe, expect, it } from 'vitest';
import { PackageRefusal } from './package-refusal.ts';
import { readScormManifest } from './scorm-manifest.ts';
import { manifestWithoutOrganization, scorm12Manifest, scorm2004Manifest } from './test-manifests.ts';

function refusal(xml: string) {
  try {
    readScormManifest(xml);
  } catch (error) {
    if (error instanceof PackageRefusal) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

describe('reading imsmanifest.xml', () => {
  it('reads a SCORM 1.2 manifest: its launch page with the item parameters, title and mastery score', () => {
    expect(readScormManifest(scorm12Manifest())).toEqual({
      standard: 'scorm12',
      title: 'Safety & you',
      launch: 'index.html?part=1',
      masteryScore: 80,
      launchData: '',
    });
  });

  it('reads SCORM 2004 3rd and 4th edition, launching the default organisation’s first item with a resource', () => {
    expect(readScormManifest(scorm2004Manifest('4th'))).toMatchObject({
      standard: 'scorm2004-4th',
      title: 'Fire drill',
      launch: 'content/start.html',
    });
    expect(readScormManifest(scorm2004Manifest('3rd')).standard).toBe('scorm2004-3rd');
  });

  it('tells the edition from the namespaces when the manifest has no metadata', () => {
    const xml = scorm2004Manifest().replace(/<imscp:metadata>.*<\/imscp:metadata>/, '');
    expect(readScormManifest(xml).standard).toBe('scorm2004-3rd');
    expect(readScormManifest(scorm12Manifest().replace(/<metadata>.*<\/metadata>/, '')).standard).toBe('scorm12');
  });

  it('applies every xml:base between the manifest and the resource', () => {
    const xml = scorm12Manifest('start.html')
      .replace('<manifest ', '<manifest xml:base="course/" ')
      .replace('<resources>', '<resources xml:base="pages/">');
    expect(readScormManifest(xml).launch).toBe('course/pages/start.html?part=1');
  });

  it('refuses a manifest without an organisation, with the rule in its message', () => {
    expect(refusal(manifestWithoutOrganization)).toEqual({
      code: 'package_organization_missing',
      message: 'The manifest has no organization: imsmanifest.xml needs an <organizations> element with at least one <organization>.',
    });
  });

  it('refuses an organisation whose items point at no launchable resource, naming it', () => {
    const xml = scorm12Manifest().replace('identifierref="res-1"', 'identifierref="nowhere"');
    expect(refusal(xml)).toMatchObject({ code: 'package_launch_missing', message: expect.stringContaining('"org-1"') });
  });

  it('refuses an edition it does not run, and what is not a manifest', () => {
    expect(refusal(scorm12Manifest().replace('<schemaversion>1.2', '<schemaversion>1.1'))).toMatchObject({
      code: 'package_version_unsupported',
      message: expect.stringContaining('"1.1"'),
    });
    expect(refusal('<html><body/></html>').code).toBe('package_manifest_unreadable');
    expect(refusal('<manifest><organizations>').code).toBe('package_manifest_unreadable');
  });

  it('expands no entity: a billion laughs stays as written, and an external entity is refused', () => {
    const laughs = `<?xml version="1.0"?>
<!DOCTYPE manifest [
  <!ENTITY a "hahahahahahahahahahaha">
  <!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">
  <!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">
]>
${scorm12Manifest()
  .replace(/<\?xml[^>]*>/, '')
  .replace('Safety &amp; you', '&c;')}`;
    expect(readScormManifest(laughs).title).toBe('&c;');
    const external = laughs.replace(']>', '<!ENTITY secret SYSTEM "file:///etc/passwd">]>').replace('&c;', '&secret;');
    expect(refusal(external).code).toBe('package_manifest_unreadable');
  });
});
