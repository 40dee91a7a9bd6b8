import { DOCUMENT_CONVERSION_POLL_MS, documentContracts, type DocumentConversion } from '@slidewise/core';
import { useQuery } from '@tanstack/react-query';
import { callContract } from '../../../api/index.ts';

/** Where the converted slides go: a new course, or a new lesson of a course. */
export type ConversionTarget = { kind: 'course' } | { kind: 'lesson'; courseId: string };

export const conversionQueryKeys = { one: (conversionId: string) => ['document-conversion', conversionId] as const };

export function startConversion(target: ConversionTarget, mediaId: string): Promise<DocumentConversion> {
  return target.kind === 'course'
    ? callContract(documentContracts.courseFromDocument, { body: { mediaId } })
    : callContract(documentContracts.lessonFromDocument, { params: { courseId: target.courseId }, body: { mediaId } });
}

export const isFinished = (conversion: DocumentConversion | undefined) => conversion?.status === 'done' || conversion?.status === 'failed';

/** The conversion, asked again every second until it is done or failed. */
export function useConversion(conversionId: string | undefined) {
  return useQuery({
    queryKey: conversionQueryKeys.one(conversionId ?? ''),
    queryFn: () => callContract(documentContracts.conversion, { params: { conversionId: conversionId! } }),
    enabled: conversionId !== undefined,
    refetchInterval: (query) => (isFinished(query.state.data) ? false : DOCUMENT_CONVERSION_POLL_MS),
  });
}
