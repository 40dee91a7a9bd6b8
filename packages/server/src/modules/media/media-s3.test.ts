import { describeUploadFlow } from './testing/upload-flow-suite.ts';

// The same flow against a local S3-compatible server (s3rver) started by the suite on a free port:
// browsers post straight to the store with a presigned POST.
describeUploadFlow('s3');
