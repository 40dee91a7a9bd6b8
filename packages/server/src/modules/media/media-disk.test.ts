import { describeUploadFlow } from './testing/upload-flow-suite.ts';

describeUploadFlow('disk');
