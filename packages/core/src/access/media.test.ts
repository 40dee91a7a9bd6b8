import { describe, expect, it } from 'vitest';
import { mayUploadContentType, mediaRoles } from './media.ts';

describe('media access', () => {
  it('lets learners load and upload, and keeps the library and deleting with staff and editors', () => {
    expect(mediaRoles.read).toContain('app-user');
    expect(mediaRoles.upload).toContain('app-user');
    expect(mediaRoles.list).not.toContain('app-user');
    expect(mediaRoles.list).toContain('reviewer');
    expect(mediaRoles.delete).toContain('content-author');
    expect(mediaRoles.delete).not.toContain('reviewer');
    expect(mediaRoles.delete).not.toContain('facilitator');
  });

  it('lets learners upload pictures and videos only; editors upload every type', () => {
    const learner = { roles: ['app-user'] };
    expect(mayUploadContentType(learner, 'image')).toBe(true);
    expect(mayUploadContentType(learner, 'video')).toBe(true);
    expect(mayUploadContentType(learner, 'scorm')).toBe(false);
    expect(mayUploadContentType(learner, 'briefcase-document')).toBe(false);
    expect(mayUploadContentType({ roles: ['content-author'] }, 'scorm')).toBe(true);
    expect(mayUploadContentType({ roles: ['reviewer'] }, 'audio')).toBe(false);
  });
});
