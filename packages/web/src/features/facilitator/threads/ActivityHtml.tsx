import '../../../ui/activity/activity.css';
/**
 * The rich text of a post, comment, submission or feedback. The server keeps only the editor's own
 * formatting (scripts, handlers and unsafe addresses are removed before it is stored, and tested with a
 * corpus of XSS payloads), so its HTML is drawn as it is.
 */
export function ActivityHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server before it is stored (comments/rich-text.ts), as said above.
  return <div className="activity__content" dangerouslySetInnerHTML={{ __html: html }} />;
}
