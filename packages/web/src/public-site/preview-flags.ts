// What the server-rendered public page says about itself (body[data-preview], modules/public-site of the
// server) and what the browser alone knows: whether the page is inside another site's frame.

export interface PreviewFlags {
  courseId: string;
  isEdapp: boolean;
  lessonOnly: boolean;
}

export function readPreviewFlags(body: HTMLElement): PreviewFlags | undefined {
  try {
    const flags = JSON.parse(body.dataset.preview ?? '') as Partial<PreviewFlags>;
    if (typeof flags.courseId !== 'string' || flags.courseId === '') return undefined;
    return { courseId: flags.courseId, isEdapp: flags.isEdapp === true, lessonOnly: flags.lessonOnly === true };
  } catch {
    return undefined;
  }
}

/** Whether the page is displayed in a frame: another origin's parent cannot even be compared, which also means framed. */
export function isFramed(view: Window): boolean {
  try {
    return view.self !== view.top;
  } catch {
    return true;
  }
}
