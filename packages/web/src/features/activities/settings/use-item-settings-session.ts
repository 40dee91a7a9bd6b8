import { useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../../../api/index.ts';
import type { DraftStorage } from '../../../ui/saving/draft-storage.ts';
import type { FieldDraft } from '../../../ui/saving/field-drafts.ts';
import { createItemSettingsSession, type ItemSettingsSession, type SettingsItem } from './item-settings-session.ts';

interface Options<T extends SettingsItem> {
  item: T;
  fields: readonly (keyof T & string)[];
  delayMs: number;
  schema: z.ZodType<T>;
  save(id: string, body: Record<string, unknown>): Promise<T>;
  describeError(error: unknown): string;
  onCreated(item: T): void;
  /** Where this kind of item keeps unsaved fields through a reload (a module-level storage, made once). */
  drafts: DraftStorage<FieldDraft>;
}

/**
 * One settings session per item. A "new" item keeps its session when it is created and the page moves
 * to its real id, so edits made while the creating save ran are not dropped. Leaving saves what waits.
 */
export function useItemSettingsSession<T extends SettingsItem>(options: Options<T>): ItemSettingsSession<T> | null {
  const [session, setSession] = useState<ItemSettingsSession<T> | null>(null);
  const latest = useRef(options);
  latest.current = options;
  const current = useRef<ItemSettingsSession<T> | null>(null);
  const sessionKey = useRef(options.item.id);
  // Another item (not the one this session just created) gets a session of its own.
  if (sessionKey.current !== options.item.id && current.current?.getState().original.id !== options.item.id)
    sessionKey.current = options.item.id;
  const key = sessionKey.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: one session per item (key); the options are read through `latest`, so a new render's callbacks never restart the session and its pending save.
  useEffect(() => {
    const created = createItemSettingsSession<T>({
      item: latest.current.item,
      fields: latest.current.fields,
      delayMs: latest.current.delayMs,
      save: (id, body) => latest.current.save(id, body),
      describeError: (error) => latest.current.describeError(error),
      onCreated: (saved) => latest.current.onCreated(saved),
      drafts: latest.current.drafts,
      conflictOf: (error) => {
        if (!isApiError(error, 409)) return null;
        const copy = latest.current.schema.safeParse((error.details as { current?: unknown } | undefined)?.current);
        return copy.success ? copy.data : null;
      },
    });
    current.current = created;
    setSession(created);
    return () => {
      // Leaving saves what waits rather than dropping it.
      void created.flush().finally(() => created.dispose());
    };
  }, [key]);

  return session;
}
