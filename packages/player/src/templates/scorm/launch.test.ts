import { describe, expect, it } from 'vitest';
import { directLaunchPage, launchPageFromManifest, packageFolder } from './launch.ts';

const manifest = (body: string) => `<?xml version="1.0"?>
<manifest identifier="m" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2" xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
${body}
</manifest>`;

describe('SCORM launch', () => {
  it('finds the unpacked folder of a zip, a manifest or a folder', () => {
    expect(packageFolder('https://media.test/p/anti-bribery.zip')).toBe('https://media.test/p/anti-bribery/');
    expect(packageFolder('https://media.test/p/course/imsmanifest.xml')).toBe('https://media.test/p/course/');
    expect(packageFolder('/media/p/course')).toBe('/media/p/course/');
    expect(directLaunchPage('/media/p/course/index.html?lang=en')).toBe('/media/p/course/index.html?lang=en');
    expect(directLaunchPage('/media/p/course.zip')).toBeNull();
  });

  it('launches the first item of the default organisation, with its parameters and bases', () => {
    const xml = manifest(`
  <organizations default="org-2">
    <organization identifier="org-1"><item identifier="i0" identifierref="r-other"/></organization>
    <organization identifier="org-2">
      <title>Course</title>
      <item identifier="chapter"><title>Chapter</title>
        <item identifier="i1" identifierref="r-main" parameters="?start=1"/>
      </item>
    </organization>
  </organizations>
  <resources xml:base="content/">
    <resource identifier="r-other" type="webcontent" adlcp:scormtype="sco" href="other.html"/>
    <resource identifier="r-main" type="webcontent" adlcp:scormtype="sco" href="index.html"/>
  </resources>`);
    expect(launchPageFromManifest(xml)).toBe('content/index.html?start=1');
  });

  it('falls back to the first SCO without organisations, and gives up on broken manifests', () => {
    const xml = manifest(`<organizations/><resources>
      <resource identifier="asset" type="webcontent" adlcp:scormtype="asset" href="logo.png"/>
      <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="start.htm"/>
    </resources>`);
    expect(launchPageFromManifest(xml)).toBe('start.htm');
    expect(launchPageFromManifest('<manifest><resources></manifest>')).toBeNull();
    expect(launchPageFromManifest(manifest('<resources/>'))).toBeNull();
  });
});
