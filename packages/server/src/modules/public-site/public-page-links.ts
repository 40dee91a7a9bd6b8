import type { PublicPage, PublicPageStatus } from '@slidewise/core';
import QRCode from 'qrcode';
import type { Database } from '../../db/client.ts';
import type { SignedInUser } from '../auth/session-repo.ts';
import { courseOfAccount } from '../courses/course-lookup.ts';
import { findPublicDetailOfCourse, findSlugOfDetail } from '../public-details/repo.ts';
import { coursePagePath } from './course-page.ts';
import { escapeHtml } from './html-text.ts';
import { readAccountSwitches } from '../account/switches.ts';

// What the course editor offers to share the public page: the link, a QR code of it and an embed snippet.

/** The public page of a course of the user's account (404 for another account's), and whether it is live. */
export async function publicPageOfCourse(db: Database, publicUrl: string, user: SignedInUser, courseId: string): Promise<PublicPage> {
  const course = await courseOfAccount(db, user, courseId);
  const detail = await findPublicDetailOfCourse(db, course.id);
  const slug = detail ? ((await findSlugOfDetail(db, detail.id))?.urlSlug ?? null) : null;
  let status: PublicPageStatus = 'live';
  if (!slug) status = 'no-slug';
  else if (!(await readAccountSwitches(db, user.accountId)).coursePublicPreviewLinksEnabled) status = 'switched-off';
  else if (course.courseStatus !== 'Published') status = 'not-published';
  return publicPageLinks(publicUrl, { title: course.title, slug, status });
}

export async function publicPageLinks(
  publicUrl: string,
  course: { title: string; slug: string | null; status: PublicPageStatus },
): Promise<PublicPage> {
  if (!course.slug) return { status: course.status, url: null, qrCodeSvg: null, embedSnippet: null };
  const url = `${publicUrl}${coursePagePath(course.slug)}`;
  return {
    status: course.status,
    url,
    qrCodeSvg: await QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }),
    embedSnippet: embedSnippet(url, course.title),
  };
}

/** The embeddable page in a frame that fills its column; the title names the frame for screen readers. */
export function embedSnippet(url: string, title: string): string {
  return `<iframe src="${escapeHtml(`${url}?embed=1`)}" title="${escapeHtml(title)}" width="100%" height="640" style="border:0" loading="lazy" allow="autoplay; fullscreen"></iframe>`;
}
