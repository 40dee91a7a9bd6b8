/** The standards a package may follow; SCORM 2004's editions differ in the runtime's data model. */
export type PackageStandard = 'scorm12' | 'scorm2004-3rd' | 'scorm2004-4th' | 'aicc';

/** What a valid package tells us before it is unpacked: which standard, what to launch, what it is called. */
export interface PackageDescriptor {
  standard: PackageStandard;
  title: string;
  /** The launch page, relative to the package's folder, with the parameters the package asks for. */
  launch: string;
  /** The score the package counts as passing (SCORM 1.2 masteryscore, AICC Mastery_Score), when given. */
  masteryScore: number | null;
  /** Data the package is given at launch (SCORM datafromlms, AICC Core_Vendor). */
  launchData: string;
}
