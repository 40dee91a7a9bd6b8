import { linkBodySchema, type LinkBody } from '@slidewise/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorMessage } from '../../../../api/index.ts';
import { Alert } from '../../../../ui/primitives/Alert.tsx';
import { Button } from '../../../../ui/primitives/Button.tsx';
import { Spinner } from '../../../../ui/primitives/Spinner.tsx';
import { TextAreaField } from '../../../../ui/primitives/TextAreaField.tsx';
import { TextField } from '../../../../ui/primitives/TextField.tsx';
import { parseLinkLines } from './link-lines.ts';

interface LinkItem extends LinkBody {
  id: string;
}

interface LinkListEditorProps {
  title: string;
  emptyText: string;
  links: LinkItem[] | undefined;
  loading: boolean;
  loadError: unknown;
  onAdd(link: LinkBody): Promise<unknown>;
  /** When given, several links can be pasted at once. */
  onAddMany?: (links: LinkBody[]) => Promise<unknown>;
  onDelete(link: LinkItem): Promise<unknown>;
}

/** A list of titled links with add, optional paste-many, and delete. */
export function LinkListEditor({ title, emptyText, links, loading, loadError, onAdd, onAddMany, onDelete }: LinkListEditorProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ title: '', url: '' });
  const [errors, setErrors] = useState<{ title?: string; url?: string }>({});
  const [many, setMany] = useState('');
  const [manyError, setManyError] = useState<string | undefined>();
  const [showMany, setShowMany] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
      return true;
    } catch (error) {
      setFailure(error);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submitOne = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = linkBodySchema.safeParse(values);
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
      setErrors({
        ...(fields.has('title') ? { title: t('validation.required') } : {}),
        ...(fields.has('url') ? { url: t('courseEditor.public.urlInvalid') } : {}),
      });
      return;
    }
    if (await run(() => onAdd(parsed.data))) setValues({ title: '', url: '' });
  };

  const submitMany = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseLinkLines(many);
    if (parsed.invalidLines.length > 0 || parsed.links.length === 0) {
      setManyError(
        parsed.links.length === 0 && parsed.invalidLines.length === 0
          ? t('validation.required')
          : t('courseEditor.public.invalidLines', { lines: parsed.invalidLines.join(', ') }),
      );
      return;
    }
    if (onAddMany && (await run(() => onAddMany(parsed.links)))) {
      setMany('');
      setShowMany(false);
    }
  };

  return (
    <div className="editor-panel">
      <h3 className="editor-subtitle">{title}</h3>
      {loading ? <Spinner label={t('app.loading')} /> : null}
      {loadError ? <Alert tone="negative">{apiErrorMessage(loadError, t)}</Alert> : null}
      {links && links.length === 0 ? <p className="editor-empty editor-empty--inline">{emptyText}</p> : null}
      {links && links.length > 0 ? (
        <ul className="item-list" aria-label={title}>
          {links.map((link) => (
            <li key={link.id} className="item-list__item">
              <span className="item-list__name">
                <a href={link.url} target="_blank" rel="noreferrer noopener">
                  {link.title}
                </a>
                <span className="item-list__meta">{link.url}</span>
              </span>
              <Button
                variant="quiet"
                disabled={busy}
                aria-label={t('courseEditor.public.deleteLink', { title: link.title })}
                onClick={() => void run(() => onDelete(link))}
              >
                {t('courseEditor.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}

      <form
        className="inline-form inline-form--two"
        noValidate
        onSubmit={(event) => void submitOne(event)}
        aria-label={t('courseEditor.public.addLinkTo', { list: title })}
      >
        <TextField
          label={t('courseEditor.public.linkTitle')}
          value={values.title}
          maxLength={200}
          {...(errors.title ? { error: errors.title } : {})}
          onChange={(event) => {
            setValues((current) => ({ ...current, title: event.target.value }));
            setErrors((current) => ({ ...current, title: undefined }));
          }}
        />
        <TextField
          label={t('courseEditor.public.linkUrl')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={values.url}
          maxLength={2048}
          {...(errors.url ? { error: errors.url } : {})}
          onChange={(event) => {
            setValues((current) => ({ ...current, url: event.target.value }));
            setErrors((current) => ({ ...current, url: undefined }));
          }}
        />
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('courseEditor.public.addLink')}
        </Button>
      </form>

      {onAddMany ? (
        <>
          <Button variant="quiet" aria-expanded={showMany} onClick={() => setShowMany((value) => !value)}>
            {t('courseEditor.public.addMany')}
          </Button>
          {showMany ? (
            <form
              className="editor-form"
              noValidate
              onSubmit={(event) => void submitMany(event)}
              aria-label={t('courseEditor.public.addMany')}
            >
              <TextAreaField
                label={t('courseEditor.public.manyLabel')}
                hint={t('courseEditor.public.manyHint')}
                value={many}
                rows={4}
                {...(manyError ? { error: manyError } : {})}
                onChange={(event) => {
                  setMany(event.target.value);
                  setManyError(undefined);
                }}
              />
              <div>
                <Button type="submit" variant="secondary" disabled={busy}>
                  {t('courseEditor.public.addAll')}
                </Button>
              </div>
            </form>
          ) : null}
        </>
      ) : null}
      {failure ? <Alert tone="negative">{apiErrorMessage(failure, t)}</Alert> : null}
    </div>
  );
}
