// `npx tsx bench/scorm-unpack-only.ts [--smoke]`: only scorm-unpack-50mb-ms (median of 5 unpacks; 1 with --smoke).
import { readBenchOptions } from './options.ts';
import { measureScormUnpack, scormUnpackLines } from './scorm-unpack.ts';

const { smoke } = readBenchOptions(process.argv.slice(2));
for (const line of scormUnpackLines(await measureScormUnpack(50, smoke ? 1 : 5))) console.log(line);
