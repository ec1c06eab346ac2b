// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest'
import { loadTermSanitizer, sanitizeTermText } from './termText'

beforeAll(() => loadTermSanitizer())

describe('sanitizeTermText', () => {
  it('keeps formatting and https links', () => {
    expect(
      sanitizeTermText('<p>Read <strong>carefully</strong> <a href="https://example.com/t">here</a></p>'),
    ).toBe('<p>Read <strong>carefully</strong> <a href="https://example.com/t">here</a></p>')
  })

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror="alert(1)">', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<p style="position:fixed" onclick="alert(1)">x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe><form action="/x"><input></form>', ''],
  ])('removes anything that could run or restyle the page: %s', (html, expected) => {
    expect(sanitizeTermText(html)).toBe(expected)
  })
})
