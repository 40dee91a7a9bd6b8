import { describe, expect, it } from 'vitest';
import { sanitiseSvg, SvgRefusedError } from './svg-sanitiser.ts';

const wrap = (inner: string, attributes = '') =>
  `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`;

describe('sanitiseSvg', () => {
  it('keeps a drawing as it was', () => {
    const drawing = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)"/><text x="1">1 &lt; 2</text><use href="#g"/>',
    );
    const cleaned = sanitiseSvg(drawing);
    expect(cleaned).toContain('<rect width="5" height="5" fill="url(#g)"/>');
    expect(cleaned).toContain('<text x="1">1 &lt; 2</text>');
    expect(cleaned).toContain('<use href="#g"/>');
    expect(cleaned).toContain('<stop offset="0" stop-color="#fff"/>');
  });

  it('removes scripts, foreign content and event handlers', () => {
    const cleaned = sanitiseSvg(
      wrap(
        '<script>alert(1)</script><script xlink:href="https://evil.example/x.js"/><foreignObject><iframe src="https://evil.example"/></foreignObject><rect onclick="alert(1)" ONMOUSEOVER="alert(2)" width="1"/><animate attributeName="href" to="javascript:alert(1)"/><set attributeName="onload" to="alert(1)"/>',
        ' onload="alert(1)"',
      ),
    );
    expect(cleaned).not.toMatch(/script|alert|foreignObject|iframe|onclick|onmouseover|onload|animate|<set/i);
    expect(cleaned).toContain('<rect width="1"/>');
  });

  it('removes references out of the document: links, images, url() and @import', () => {
    const cleaned = sanitiseSvg(
      wrap(
        '<a href="https://evil.example"><rect width="1"/></a><image href="https://tracker.example/pixel.png"/><image xlink:href="data:image/svg+xml;base64,PHN2Zz4="/><image href="data:image/png;base64,iVBORw0KGgo="/><rect fill="url(https://evil.example/p.svg#x)" width="2"/><rect style="fill: url(\'//evil.example/a\')" width="3"/><style>@import url(https://evil.example/a.css);</style><style><![CDATA[ rect { fill: url(http://evil.example) } ]]></style><style>.a { fill: red }</style><use href="https://evil.example/sprite.svg#icon"/>',
      ),
    );
    expect(cleaned).not.toContain('evil.example');
    expect(cleaned).not.toContain('tracker.example');
    expect(cleaned).not.toContain('svg+xml');
    expect(cleaned).toContain('<image href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(cleaned).toContain('<style>.a { fill: red }</style>');
    expect(cleaned).not.toContain('<a ');
  });

  it('removes javascript: addresses wherever they hide', () => {
    const cleaned = sanitiseSvg(wrap('<use href="#x" fill="javascript:alert(1)"/><image href=" JavaScript:alert(1)"/>'));
    expect(cleaned).not.toMatch(/javascript/i);
  });

  it('refuses entities, what is not XML and what is not an SVG', () => {
    expect(() => sanitiseSvg('<!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>')).toThrow(SvgRefusedError);
    expect(() => sanitiseSvg('<svg><rect></svg>')).toThrow(SvgRefusedError);
    expect(() => sanitiseSvg('<html><body><script>alert(1)</script></body></html>')).toThrow(SvgRefusedError);
    expect(() => sanitiseSvg('not xml at all')).toThrow(SvgRefusedError);
  });
});
