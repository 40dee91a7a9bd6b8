import { HttpError } from '../../http-error.ts';
import { sanitiseHtml } from '../lesson-authoring/html-sanitiser.ts';

/**
 * Posts, comments, submissions and feedback are the editor's HTML, sanitised here with the same rules as
 * slides (the browser can be bypassed). What is left must still say something: a text that was only a
 * script, or only empty tags, answers 400 instead of storing a blank post.
 */
export function sanitisedRichText(content: string): string {
  const clean = sanitiseHtml(content).trim();
  const visibleText = clean.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '');
  if (visibleText.length === 0)
    throw new HttpError(400, 'empty_content', 'Write something first: the text is empty once formatting and scripts are removed.');
  return clean;
}
