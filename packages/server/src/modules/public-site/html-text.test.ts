import { describe, expect, it } from 'vitest';
import { escapeHtml, html, jsonForScriptElement, trustedMarkup } from './html-text.ts';

describe('escapeHtml', () => {
  it('turns every character that could end text or an attribute into an entity', () => {
    expect(escapeHtml(`"Tom's" <script>alert(1)</script> & co`)).toBe(
      '&quot;Tom&#39;s&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; co',
    );
  });
});

describe('jsonForScriptElement', () => {
  it('cannot close its script element and still parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const json = jsonForScriptElement(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('html', () => {
  it('escapes interpolated strings but keeps built markup and lists of it', () => {
    const items = ['<a>', 'b'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul title="${'"x"'}">${items}${null}${false}${trustedMarkup('<br>')}</ul>`.value).toBe(
      '<ul title="&quot;x&quot;"><li>&lt;a&gt;</li><li>b</li><br></ul>',
    );
  });
});
