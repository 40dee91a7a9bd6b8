// Manifests the package tests write into the zips they build: one per standard, and the faulty ones.

export function scorm12Manifest(launch = 'index.html'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="test-12" version="1.0" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org-1">
    <organization identifier="org-1">
      <title>Safety &amp; you</title>
      <item identifier="item-1" identifierref="res-1" parameters="?part=1">
        <title>Part one</title>
        <adlcp:masteryscore>80</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res-1" type="webcontent" adlcp:scormtype="sco" href="${launch}"><file href="${launch}"/></resource>
  </resources>
</manifest>`;
}

export function scorm2004Manifest(edition: '3rd' | '4th' = '4th', launch = 'content/start.html'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<imscp:manifest identifier="test-2004" xmlns:imscp="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3" xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3">
  <imscp:metadata><imscp:schema>ADL SCORM</imscp:schema><imscp:schemaversion>2004 ${edition} Edition</imscp:schemaversion></imscp:metadata>
  <imscp:organizations default="second">
    <imscp:organization identifier="first"><imscp:title>Not this one</imscp:title>
      <imscp:item identifier="a" identifierref="other"><imscp:title>A</imscp:title></imscp:item>
    </imscp:organization>
    <imscp:organization identifier="second"><imscp:title>Fire drill</imscp:title>
      <imscp:item identifier="module"><imscp:title>Module</imscp:title>
        <imscp:item identifier="sco-1" identifierref="launchable"><imscp:title>Lesson</imscp:title></imscp:item>
      </imscp:item>
    </imscp:organization>
  </imscp:organizations>
  <imscp:resources>
    <imscp:resource identifier="other" type="webcontent" adlcp:scormType="sco" href="other.html"/>
    <imscp:resource identifier="launchable" type="webcontent" adlcp:scormType="sco" href="${launch}"/>
  </imscp:resources>
</imscp:manifest>`;
}

export const manifestWithoutOrganization = `<?xml version="1.0"?>
<manifest identifier="x" xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2">
  <organizations/>
  <resources><resource identifier="r" type="webcontent" href="index.html"/></resources>
</manifest>`;
