/**
 * The rich text of a post, comment, submission or feedback. The server keeps only the editor's own
 * formatting (scripts, handlers and unsafe addresses are removed before it is stored, and tested with a
 * corpus of XSS payloads), so its HTML is drawn as it is.
 */
export function ActivityHtml({ html }: { html: string }) {
  return <div className="activity__content" dangerouslySetInnerHTML={{ __html: html }} />;
}
