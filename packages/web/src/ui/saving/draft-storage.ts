// DESIGN.md "No lost work": unsaved edits survive a reload, a crash or going offline. Each editor keeps
// its unsaved work in local storage under its own key prefix until a save confirms it; what a draft
// holds and how it is checked on the way back in belongs to the editor.

export interface DraftStorage<Draft> {
  key(id: string): string;
  /** The kept draft, or null when there is none or it is not one (written by another app version, or by hand). */
  read(id: string, storage?: Storage): Draft | null;
  /** Keeps the draft, or removes it when given null. */
  write(id: string, draft: Draft | null, storage?: Storage): void;
}

/** `parse` returns the draft when the stored value is one, else null. */
export function createDraftStorage<Draft>(prefix: string, parse: (stored: unknown) => Draft | null): DraftStorage<Draft> {
  const key = (id: string) => `${prefix}${id}`;
  return {
    key,
    read(id, storage = localStorage) {
      try {
        return parse(JSON.parse(storage.getItem(key(id)) ?? 'null'));
      } catch {
        // A draft that is not JSON is not worth a crash.
        return null;
      }
    },
    write(id, draft, storage = localStorage) {
      try {
        if (draft === null) storage.removeItem(key(id));
        else storage.setItem(key(id), JSON.stringify(draft));
      } catch {
        // Storage full or disabled (private mode): the editor still saves to the server, only the reload safety net is lost.
      }
    },
  };
}
