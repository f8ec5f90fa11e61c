// @vitest-environment jsdom
import { expect, test } from 'vitest';
import { htmlToPlainText } from './plain-text';

test.each([
  ['<p>Hello <b>world</b></p>', 'Hello world'],
  ['<p>One</p><p>Two</p>', 'One\n\nTwo'],
  ['line<br>break<br/>s', 'line\nbreak\ns'],
  ['<p>a &amp; b &lt;tag&gt;</p>', 'a & b <tag>'],
  ['<script>alert(1)</script><p>safe</p>', 'safe'],
  ['<img src=x onerror="alert(1)">text', 'text'],
  ['', ''],
])('%j reads as %j', (html, text) => {
  expect(htmlToPlainText(html)).toBe(text);
});
