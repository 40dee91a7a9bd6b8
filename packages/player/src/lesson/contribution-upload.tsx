import { createContext, useCallback, useContext, useState } from 'react';

/** A learner's picture or video as stored for their peers: where it is, its name and its type. */
export interface SharedFile {
  url: string;
  name: string;
  mimeType: string;
}

/**
 * Uploads one contribution (issue 13: the same rules as every upload) and answers where it is kept; it
 * rejects with an Error whose message the learner can read. The player knows no server: the page that
 * plays the lesson gives it.
 */
export type UploadContribution = (file: Blob, fileName: string) => Promise<SharedFile>;

const ContributionUploadContext = createContext<UploadContribution | undefined>(undefined);

export const ContributionUploadProvider = ContributionUploadContext.Provider;

export type ShareState = { phase: 'idle' } | { phase: 'uploading' } | { phase: 'failed'; message: string };

/**
 * Shares a learner's file when the page can store it (a learner playing; `canUpload`): `share` answers the
 * stored file, or undefined when it failed (the state says why, and sharing again retries). Without it
 * (the editor's preview, which records nothing) a slide reports the file's name only, at once.
 */
export function useContributionShare() {
  const upload = useContext(ContributionUploadContext);
  const [state, setState] = useState<ShareState>({ phase: 'idle' });
  const share = useCallback(
    async (file: Blob, fileName: string): Promise<SharedFile | undefined> => {
      if (!upload) return undefined;
      setState({ phase: 'uploading' });
      try {
        const stored = await upload(file, fileName);
        setState({ phase: 'idle' });
        return stored;
      } catch (error) {
        setState({ phase: 'failed', message: error instanceof Error ? error.message : String(error) });
        return undefined;
      }
    },
    [upload],
  );
  return { state, share, canUpload: upload !== undefined };
}
