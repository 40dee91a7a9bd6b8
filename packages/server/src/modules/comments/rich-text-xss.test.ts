import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/index.ts';
import { activityFixture, expectStatus, type ActivityFixture } from '../activities/test-activity.ts';
import { sanitisedRichText } from './rich-text.ts';

// Rich text from learners and graders is shown to other people as HTML: whatever arrives, what is stored
// and answered must carry no script, no event handler and no address that runs code.
const payloads = [
  '<script>alert(1)</script>Hello',
  '<img src=x onerror=alert(1)>Hello',
  '<svg onload=alert(1)><circle/></svg>Hello',
  '<a href="javascript:alert(1)">Hello</a>',
  '<a href="JaVaScRiPt:alert(1)">Hello</a>',
  '<a href="&#106;avascript:alert(1)">Hello</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Hello</a>',
  '<a href="vbscript:msgbox(1)">Hello</a>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">Hello</p>',
  '<iframe src="https://evil.example"></iframe>Hello',
  '<object data="evil.swf"></object><embed src="evil.swf">Hello',
  '<body onload=alert(1)>Hello</body>',
  '<details open ontoggle=alert(1)>Hello</details>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>Hello',
  '<scr<script>ipt>alert(1)</scr</script>ipt>Hello',
  '<<script>script>alert(1)<</script>/script>Hello',
  '<form action="javascript:alert(1)"><button>Hello</button></form>',
  '<input autofocus onfocus=alert(1) value="Hello">Hello',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">Hello',
  '<link rel="stylesheet" href="https://evil.example/x.css">Hello',
  '<base href="https://evil.example/">Hello',
  '<style>@import "https://evil.example/x.css";</style>Hello',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Hello</p></noscript>',
  '<template><img src=x onerror=alert(1)></template>Hello',
  '<a href="//evil.example">Hello</a>',
  '<img src="x" alt="Hello" onerror="alert(1)">Hello',
  '<div style="width: expression(alert(1))">Hello</div>',
  '<p>Hello<!--<img src=x onerror=alert(1)>--></p>',
  '<a href=" javascript:alert(1)">Hello</a>',
  '<a href="java\u0009script:alert(1)">Hello</a>',
];

/** Signs that markup could run code or load something. */
function dangerous(html: string): string[] {
  const found: string[] = [];
  if (/<\s*(script|iframe|object|embed|svg|math|style|link|meta|base|form|input|img|body|template|noscript|details)\b/i.test(html))
    found.push('tag');
  if (/\son[a-z]+\s*=/i.test(html)) found.push('handler');
  if (/(javascript|vbscript|data):/i.test(html.replace(/&#0*106;/gi, 'j'))) found.push('scheme');
  if (/href\s*=\s*["']?\/\//i.test(html)) found.push('protocol-relative');
  if (/style\s*=/i.test(html)) found.push('style');
  return found;
}

describe('sanitisedRichText', () => {
  it('is checked against a corpus the detector flags before sanitising (so the checks below can fail)', () => {
    // Only the tab-split scheme slips past the detector's simple pattern; the sanitiser still drops it.
    expect(payloads.filter((payload) => dangerous(payload).length === 0)).toEqual(['<a href="java\u0009script:alert(1)">Hello</a>']);
  });

  it.each(payloads)('leaves nothing that runs in %s', (payload) => {
    let clean = '';
    try {
      clean = sanitisedRichText(payload);
    } catch {
      return; // Refused as empty: nothing stored at all.
    }
    expect(dangerous(clean)).toEqual([]);
  });

  it('keeps the formatting the editor makes and safe links', () => {
    const html = '<p><strong>Bold</strong> <em>it</em> <u>u</u> <s>s</s> <a href="https://example.com/a">link</a></p><ul><li>one</li></ul>';
    expect(sanitisedRichText(html)).toBe(html);
  });
});

let test: TestApp;
let world: ActivityFixture;
beforeAll(async () => {
  test = await createTestApp();
  world = await activityFixture(test);
});
afterAll(() => test.close());

describe('the XSS corpus through the API', () => {
  it('stores and answers posts, comments and feedback without anything that runs', async () => {
    const { call, courseId } = world;
    const discussion = await expectStatus(call('PUT', '/api/discussions/new', { courseId, title: 'XSS', isPublished: true }), 201);
    const assessment = await expectStatus(call('PUT', '/api/assessments/new', { courseId, title: 'XSS', isPublished: true }), 201);
    const submission = await expectStatus(call('POST', `/api/assessments/${assessment.id}/posts`, { content: 'Work' }, 'app-user'), 201);
    const anchor = await expectStatus(call('POST', `/api/discussions/${discussion.id}/posts`, { content: 'Anchor' }, 'app-user'), 201);
    for (const payload of payloads) {
      const writes = [
        call('POST', `/api/discussions/${discussion.id}/posts`, { content: payload }, 'app-user'),
        call('POST', `/api/discussions/${discussion.id}/posts/${anchor.id}/comments`, { content: payload }, 'learner2'),
        call(
          'POST',
          `/api/assessments/${assessment.id}/posts/${submission.id}/comments/grade`,
          { content: payload, status: 'needs-revision' },
          'facilitator',
        ),
      ];
      for (const response of await Promise.all(writes)) {
        expect([201, 400]).toContain(response.statusCode);
        if (response.statusCode === 201)
          expect({ payload, dangerous: dangerous(response.json().content) }).toEqual({ payload, dangerous: [] });
      }
    }
    // What is read back is what was stored: check the lists too.
    const posts = await expectStatus(call('GET', `/api/discussions/${discussion.id}/posts?pageSize=100&commentsPageSize=100`), 200);
    const feedback = await expectStatus(call('GET', `/api/assessments/${assessment.id}/posts/${submission.id}/comments/grade`), 200);
    const everything = [
      ...posts.items.map((item: { content: string }) => item.content),
      ...posts.items.flatMap((item: { comments: { items: { content: string }[] } }) =>
        item.comments.items.map((comment) => comment.content),
      ),
      ...feedback.items.map((item: { content: string }) => item.content),
    ];
    expect(everything.length).toBeGreaterThan(payloads.length);
    expect(everything.filter((html) => dangerous(html).length > 0)).toEqual([]);
  });
});
