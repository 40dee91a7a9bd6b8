import type { Locale } from '@slidewise/core';
import { englishCertificateWords, type CertificateWords } from './certificate-pdf.ts';

// The PDF is drawn on the server, which has no translation files: the words of the two interface
// languages are here, beside the drawing that prints them.
const spanishCertificateWords: CertificateWords = {
  heading: 'Certificado de finalización',
  awardedTo: 'Se certifica que',
  forCompleting: 'ha completado',
  issuedOn: 'Fecha',
  validUntil: 'Válido hasta',
  verifyAt: 'Verifique este certificado en',
};

export function certificateWords(language: Locale | undefined): CertificateWords {
  return language === 'es-ES' ? spanishCertificateWords : englishCertificateWords;
}
