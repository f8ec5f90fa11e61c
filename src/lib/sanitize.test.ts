// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contentLinkHref } from './safe-href';
import { filterClassList, LINK_REL, sanitizeHtmlToFragment } from './sanitize';

/** The sanitised fragment as markup, to compare with what is expected. */
function sanitizeHtml(html: string): string {
  const box = document.createElement('div');
  box.append(sanitizeHtmlToFragment(html));
  return box.innerHTML;
}

const HOSTILE_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<p>hi<script>alert(1)</script></p>',
  '<img src=x onerror=alert(1)>',
  '<p onclick="alert(1)">click</p>',
  '<a href="https://ok.example" onmouseover="alert(1)">hover</a>',
  '<span onfocus=alert(1) tabindex=0 autofocus>x</span>',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JaVaScRiPt:alert(1)">x</a>',
  '<a href=" javascript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">x</a>',
  '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="VBScript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">x</a>',
  '<svg onload=alert(1)><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<style>body{background:red}</style><p>x</p>',
  '<span style="position:fixed;inset:0">overlay</span>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="https://evil.example"><input name=password><button>go</button></form>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel=stylesheet href="https://evil.example/x.css">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<p title="x"><img src=x onerror=alert(1)>"</p>',
  '<a href="https://ok.example/" title=""onmouseover=alert(1)//">x</a>',
  '<a href="https://ok.example/"" onclick="alert(1)">x</a>',
  '<details open ontoggle=alert(1)>x</details>',
  '<video><source onerror=alert(1)></video>',
  '<body onload=alert(1)>x</body>',
  '<template><script>alert(1)</script></template>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<listing>&lt;img src=x onerror=alert(1)&gt;</listing>',
  '<a href="https://ok.example" target="_self" rel="opener">x</a>',
  '<a href="https://ok.example" data-x="1" id="clobber" name="cookie">x</a>',
  '<span class="fixed-overlay status__content">x</span>',
  '<img src="https://tracker.example/pixel.gif">',
  '<a href="#" formaction="javascript:alert(1)">x</a>',
];

function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

function allElements(html: string): Element[] {
  return [...parse(html).querySelectorAll('*')];
}

describe('sanitizeHtml hostile corpus', () => {
  it('has a corpus of at least 30 payloads', () => {
    expect(HOSTILE_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(HOSTILE_PAYLOADS)('neutralises %s', (payload) => {
    const output = sanitizeHtml(payload);
    const elements = allElements(output);
    for (const element of elements) {
      expect(ALLOWED.has(element.localName), `unexpected <${element.localName}>`).toBe(true);
      for (const attribute of element.attributes) {
        expect(attribute.name.startsWith('on'), `event handler ${attribute.name}`).toBe(false);
        expect(['href', 'rel', 'target', 'class', 'lang', 'translate', 'title']).toContain(
          attribute.name,
        );
      }
      const href = element.getAttribute('href');
      if (href !== null) expect(contentLinkHref(href)).toBe(href);
      if (element.localName === 'a') {
        expect(element.getAttribute('rel')).toBe(LINK_REL);
        expect(element.getAttribute('target')).toBe('_blank');
      }
    }
    expect(output).not.toMatch(/<script|<style|<iframe|<object|<embed|<form|<meta|<base|<img/i);
    // Inside markup only: escaped text such as `&lt;img onerror=…&gt;` is inert.
    expect(output).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(output).not.toMatch(/<[^>]*(?:java|vb)script:/i);
    expect(output).not.toMatch(/<[^>]*style\s*=/i);
  });
});

const ALLOWED = new Set([
  'p',
  'br',
  'span',
  'a',
  'del',
  's',
  'pre',
  'code',
  'em',
  'strong',
  'b',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'blockquote',
]);

describe('sanitizeHtml keeps what Mastodon emits', () => {
  it('keeps a mention, a hashtag and a shortened link with their classes', () => {
    const html =
      '<p><span class="h-card" translate="no"><a href="https://example.social/@alice" class="u-url mention">@<span>alice</span></a></span> see ' +
      '<a href="https://example.social/tags/petrel" class="mention hashtag" rel="tag">#<span>petrel</span></a> and ' +
      '<a href="https://example.com/a/very/long/path" rel="nofollow noopener" translate="no" target="_blank">' +
      '<span class="invisible">https://</span><span class="ellipsis">example.com/a/very/lo</span><span class="invisible">ng/path</span></a></p>' +
      '<p>second<br>line</p>';
    const output = sanitizeHtml(html);
    const fragment = parse(output);
    expect(fragment.querySelector('span.h-card a.u-url.mention')?.textContent).toBe('@alice');
    expect(fragment.querySelector('a.hashtag')?.getAttribute('href')).toBe(
      'https://example.social/tags/petrel',
    );
    expect(fragment.querySelectorAll('span.invisible')).toHaveLength(2);
    expect(fragment.querySelector('span.ellipsis')?.textContent).toBe('example.com/a/very/lo');
    expect(fragment.querySelector('br')).not.toBeNull();
    expect(fragment.querySelectorAll('p')).toHaveLength(2);
    expect(fragment.textContent).toBe(parse(html).textContent);
  });

  it.each([
    ['<p><strong>b</strong> <em>i</em> <b>b</b> <i>i</i> <u>u</u> <del>d</del> <s>s</s></p>'],
    ['<pre><code>const x = 1;</code></pre>'],
    ['<blockquote><p>quoted</p></blockquote>'],
    ['<ul><li>one</li></ul><ol><li>two</li></ol>'],
    ['<p class="quote-inline">RE: <a href="https://a.example/@b/1">x</a></p>'],
  ])('keeps formatting %s', (html) => {
    const output = sanitizeHtml(html);
    expect(parse(output).textContent).toBe(parse(html).textContent);
    for (const element of allElements(html)) {
      expect(parse(output).querySelector(element.localName)).not.toBeNull();
    }
  });

  it('forces rel and target on every link, replacing what the server sent', () => {
    const link = parse(
      sanitizeHtml('<a href="https://x.example" rel="me" target="_top">x</a>'),
    ).querySelector('a');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link?.getAttribute('target')).toBe('_blank');
  });

  it('drops href, rel and target from elements that are not links', () => {
    expect(sanitizeHtml('<span href="https://x.example" target="_blank">x</span>')).toBe(
      '<span>x</span>',
    );
  });

  it('keeps the text of unknown wrappers but not of scripts', () => {
    expect(sanitizeHtml('<div><font>kept</font></div><script>dropped()</script>')).toBe('kept');
  });

  it('drops foreign markup (SVG, MathML) with its text', () => {
    expect(sanitizeHtml('<p>a<svg><text>svg</text></svg><math><mi>x</mi></math>b</p>')).toBe(
      '<p>ab</p>',
    );
  });

  it('reads markup at the start as the body’s, so a leading noscript keeps what it holds', () => {
    expect(sanitizeHtml('<noscript><p>fallback</p></noscript><p>post</p>')).toBe('<p>post</p>');
  });

  it('keeps an allowed element’s own attributes only, and no comment', () => {
    expect(
      sanitizeHtml('<!-- c --><p lang="fr" translate="no" title="t" id="x" dir="rtl">a</p>'),
    ).toBe('<p lang="fr" translate="no" title="t">a</p>');
  });

  it('returns a fragment with the same rules', () => {
    const fragment = sanitizeHtmlToFragment('<p onclick="x()">a<script>b</script></p>');
    expect(fragment.childNodes).toHaveLength(1);
    expect((fragment.firstChild as Element).outerHTML).toBe('<p>a</p>');
  });
});

describe('filterClassList', () => {
  it.each([
    ['h-card', 'h-card'],
    ['u-url mention', 'u-url mention'],
    ['mention hashtag', 'mention hashtag'],
    ['invisible', 'invisible'],
    ['ellipsis', 'ellipsis'],
    ['quote-inline', 'quote-inline'],
    ['status-card fixed u-url', 'u-url'],
    ['h-', ''],
    ['modal-overlay', ''],
  ])('%s -> %s', (input, expected) => {
    expect(filterClassList(input)).toBe(expected);
  });
});
