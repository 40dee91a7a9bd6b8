import { describe, expect, it } from 'vitest';
import type { TemplateModel } from '@slidewise/core';
import { hasHtmlField, sanitiseHtml, sanitiseHtmlFields } from './html-sanitiser.ts';

// Payloads from the usual XSS cheat sheets: script elements, event handlers, script URLs in every
// disguise, SVG and MathML, styles, frames, data: URLs, and markup that only becomes dangerous when a
// browser mis-parses it. None may leave anything that runs.
const xssCorpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<p>hi<script>alert(1)</script></p>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<strong onmouseover=alert(1)>bold</strong>',
  '<a href="javascript:alert(1)">link</a>',
  '<a href="JaVaScRiPt:alert(1)">link</a>',
  '<a href=" javascript:alert(1)">link</a>',
  '<a href="jav&#x09;ascript:alert(1)">link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">link</a>',
  '<a href="vbscript:msgbox(1)">link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">link</a>',
  '<a href="//evil.example/">protocol relative</a>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<svg onload=alert(1)><circle r=10 /></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<div style="width: expression(alert(1))">ie</div>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="data:text/html,<script>alert(1)</script>"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<a href="https://ok.example/" onclick="alert(1)" target="_blank">ok</a>',
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img """><script>alert(1)</script>">',
  '<!--<script>alert(1)--><p>after</p>',
  '<p>unclosed <img src=x onerror=alert(1)',
  '<a href="https://ok.example/" style="position:fixed;top:0">overlay</a>',
  '<h1 id="x" class="y">heading</h1>',
  '<xss onafterscriptexecute=alert(1)><script>1</script>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
];

// What must never survive: an executable element, an event handler, a script-capable URL or styling.
const dangerous = [
  /<script/i,
  /<svg/i,
  /<math/i,
  /<iframe/i,
  /<object/i,
  /<embed/i,
  /<style/i,
  /<img/i,
  /<form/i,
  /<input/i,
  /<base/i,
  /<meta/i,
  /<link/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:/i,
  /style=/i,
  /srcdoc/i,
  /href="\/\//i,
];

describe('sanitiseHtml', () => {
  it.each(xssCorpus)('leaves nothing that runs of %s', (payload) => {
    const clean = sanitiseHtml(payload);
    for (const pattern of dangerous) expect(clean, `${pattern} in ${clean}`).not.toMatch(pattern);
    // Idempotent: what the server stored is what it would store again.
    expect(sanitiseHtml(clean)).toBe(clean);
  });

  it('keeps the formatting TipTap produces', () => {
    const tiptap =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p><strong>bold</strong> <em>italic</em> <u>under</u> <s>strike</s> <code>x = 1</code><br>next line</p>' +
      '<ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>quote</p></blockquote><pre><code>code()</code></pre>' +
      '<p><a href="https://example.com/a?b=1&amp;c=2">web</a> <a href="mailto:someone@example.com">mail</a> <a href="http://example.com">plain</a></p>';
    // Only the line break changes, to its self-closed form.
    expect(sanitiseHtml(tiptap)).toBe(tiptap.replace('<br>', '<br />'));
  });

  it('drops the attributes it does not allow but keeps the text', () => {
    expect(sanitiseHtml('<a href="https://ok.example/" target="_blank" rel="noopener" onclick="x()">ok</a>')).toBe(
      '<a href="https://ok.example/">ok</a>',
    );
    expect(sanitiseHtml('<a href="javascript:alert(1)">text stays</a>')).toBe('<a>text stays</a>');
    expect(sanitiseHtml('<div><span>inner</span></div>')).toBe('inner');
    expect(sanitiseHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
  });

  it('leaves text without markup as it is', () => {
    expect(sanitiseHtml('Fish & chips > 3')).toBe('Fish & chips > 3');
    expect(sanitiseHtml('')).toBe('');
  });
});

describe('sanitiseHtmlFields', () => {
  const model: TemplateModel = [
    { name: 'title', label: 'Title', kind: 'html' },
    { name: 'plain', label: 'Plain', kind: 'text' },
    {
      name: 'answers',
      label: 'Answers',
      kind: 'list',
      min: 1,
      max: 3,
      item: {
        name: 'answer',
        label: 'Answer',
        kind: 'object',
        fields: [
          { name: 'content', label: 'Content', kind: 'html' },
          { name: 'correct', label: 'Correct', kind: 'boolean' },
        ],
      },
    },
    { name: 'steps', label: 'Steps', kind: 'list', min: 0, max: 3, item: { name: 'step', label: 'Step', kind: 'html' } },
    { name: 'answer', label: 'Answer', kind: 'object', fields: [{ name: 'takeaway', label: 'Takeaway', kind: 'html' }] },
  ];

  it('cleans html fields at the top, in groups, in list items and in lists of html', () => {
    const data = {
      title: '<p onclick="x()">Hi<script>x()</script></p>',
      plain: '<b>plain text is not markup and is kept</b>',
      answers: [
        { content: '<img src=x onerror=alert(1)><em>yes</em>', correct: true },
        { content: 'no', correct: false },
      ],
      steps: ['<a href="javascript:x()">step</a>', 'fine'],
      answer: { takeaway: '<iframe src="https://evil.example"></iframe><strong>remember</strong>' },
      unknown: '<script>not in the model</script>',
    };
    const clean = sanitiseHtmlFields(model, data);
    expect(clean).toEqual({
      title: '<p>Hi</p>',
      plain: data.plain,
      answers: [
        { content: '<em>yes</em>', correct: true },
        { content: 'no', correct: false },
      ],
      steps: ['<a>step</a>', 'fine'],
      answer: { takeaway: '<strong>remember</strong>' },
      unknown: data.unknown,
    });
    expect(data.title).toContain('script');
  });

  it('returns the same object when nothing changed, and tolerates values of the wrong shape', () => {
    const data = { title: '<p>ok</p>', answers: [{ content: 'x' }], steps: 'not a list', answer: null };
    expect(sanitiseHtmlFields(model, data)).toBe(data);
  });

  it('finds html fields however deep they sit', () => {
    expect(hasHtmlField(model)).toBe(true);
    expect(hasHtmlField([{ name: 'n', label: 'N', kind: 'int' }])).toBe(false);
    expect(
      hasHtmlField([
        {
          name: 'l',
          label: 'L',
          kind: 'list',
          min: 0,
          max: 1,
          item: { name: 'o', label: 'O', kind: 'object', fields: [{ name: 'h', label: 'H', kind: 'html' }] },
        },
      ]),
    ).toBe(true);
  });
});
