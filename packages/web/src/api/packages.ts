import { packageContracts, type ContentPackage, type PackageImportBody } from '@slidewise/core';
import { callContract } from './call-contract.ts';

// Issue 13: an uploaded SCORM or AICC zip becomes a package a slide plays. The field shows a refusal
// beside itself, so the call is silent; the server words it in the person's language (Accept-Language).

export function importPackage(body: PackageImportBody, language: string): Promise<ContentPackage> {
  return callContract(packageContracts.importPackage, { body }, { silent: true, headers: { 'accept-language': language } });
}
