import { describe, expect, it } from 'vitest';
import { signUpload, verifyUploadSignature } from './upload-signature.ts';

const secret = 'a test secret that is long enough to sign cookies';
const upload = { mediaId: 'm-1', accountId: 'a-1', declaredSize: 1000, expires: 1_750_000_000 };
const before = new Date(1_750_000_000 * 1000 - 1);

describe('upload signatures', () => {
  it('verify for the facts they were made for, until they expire', () => {
    const signature = signUpload(secret, upload);
    expect(verifyUploadSignature(secret, upload, signature, before)).toBe(true);
    expect(verifyUploadSignature(secret, upload, signature, new Date(1_750_000_001 * 1000))).toBe(false);
  });

  it('fail for another item, account, size, expiry or secret, and for a tampered signature', () => {
    const signature = signUpload(secret, upload);
    expect(verifyUploadSignature(secret, { ...upload, mediaId: 'm-2' }, signature, before)).toBe(false);
    expect(verifyUploadSignature(secret, { ...upload, accountId: 'a-2' }, signature, before)).toBe(false);
    expect(verifyUploadSignature(secret, { ...upload, declaredSize: 1001 }, signature, before)).toBe(false);
    expect(verifyUploadSignature(secret, { ...upload, expires: upload.expires + 60 }, signature, before)).toBe(false);
    expect(verifyUploadSignature(`${secret}!`, upload, signature, before)).toBe(false);
    expect(verifyUploadSignature(secret, upload, `${signature.slice(0, -1)}A`, before)).toBe(signature.endsWith('A'));
    expect(verifyUploadSignature(secret, upload, '', before)).toBe(false);
  });
});
