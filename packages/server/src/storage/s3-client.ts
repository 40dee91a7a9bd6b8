import { S3Client } from '@aws-sdk/client-s3';

/** The S3_* settings (docs/operations.md); without S3_BUCKET files stay on disk. */
export interface S3StorageSettings {
  bucket: string;
  region: string;
  /** An S3-compatible store's address (MinIO, R2…); absent for AWS S3 itself. */
  endpoint?: string;
  /** Addresses as `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle: boolean;
  /** Absent: the SDK's usual chain (environment, shared files, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function createS3Client(settings: S3StorageSettings): S3Client {
  return new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default since 2025 sends streamed bodies aws-chunked with a CRC trailer, which several
    // S3-compatible stores (s3rver, older MinIO, some gateways) store verbatim, trailer and all.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
}
