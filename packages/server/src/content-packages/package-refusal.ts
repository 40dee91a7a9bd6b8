import { type PackageLanguage, type PackageRefusalCode, type PackageRefusalDetails, packageRefusalMessage } from '@slidewise/core';
import { HttpError } from '../http-error.ts';

/** A package refused by one of issue 13's rules: a 400 whose code and details name the rule and its values. */
export class PackageRefusal extends HttpError {
  readonly refusal: PackageRefusalCode;
  readonly values: PackageRefusalDetails;

  constructor(code: PackageRefusalCode, details: PackageRefusalDetails = {}) {
    super(400, code, packageRefusalMessage(code, details), details);
    this.refusal = code;
    this.values = details;
  }

  /** The same refusal worded in another language (the import route answers in the caller's). */
  inLanguage(language: PackageLanguage): PackageRefusal {
    const worded = new PackageRefusal(this.refusal, this.values);
    worded.message = packageRefusalMessage(this.refusal, this.values, language);
    return worded;
  }
}
