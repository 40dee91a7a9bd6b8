// Certificates (issue 16): the download and code beside an earned certificate, the profile's list, and
// the public verification page at /certificates/:code.
export { CertificateDownload } from './CertificateDownload.tsx';
export { MyCertificates } from './MyCertificates.tsx';
export { VerifyCertificatePage } from './VerifyCertificatePage.tsx';
