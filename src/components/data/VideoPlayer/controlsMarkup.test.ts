// @vitest-environment jsdom
import DOMPurify from 'dompurify'
import { describe, expect, it } from 'vitest'
import { TRUSTED_TYPES_POLICIES } from '../../../../deploy/csp.mjs'
import { TRUSTED_TYPES_POLICY_NAMES } from '../../utils/trustedTypes'
import { CONTROLS_MARKUP } from './controlsMarkup'

const sanitise = (html: string) => DOMPurify.sanitize(html, CONTROLS_MARKUP)

/** A control's shadow markup as media-chrome writes it (style, slots, parts, its own elements, an SVG icon). */
const control = `<style>:host { display: inline-flex } [part~="icon"] { width: 24px }</style>
<slot name="icon"><svg aria-hidden="true" viewBox="0 0 24 24" part="icon"><path d="M8 5v14l11-7z"></path><animateTransform attributeName="transform" type="rotate" from="0 12 12" to="360 12 12" dur="1s"></animateTransform></svg></slot>
<media-tooltip part="tooltip" placement="top" aria-hidden="true"><slot name="tooltip-content"></slot></media-tooltip>`

describe("the video player's controls markup (Trusted Types)", () => {
  it('keeps what the controls are made of', () => {
    const kept = sanitise(control)
    for (const part of [
      '<style>:host { display: inline-flex }',
      '<slot name="icon">',
      'part="icon"',
      'viewBox="0 0 24 24"',
      'from="0 12 12" to="360 12 12"',
      '<media-tooltip part="tooltip" placement="top" aria-hidden="true">',
      '<slot name="tooltip-content">',
    ])
      expect(kept).toContain(part)
  })

  it.each([
    ['<script>window.__pwned = 1</script><slot></slot>', '<slot></slot>'],
    [
      '<media-play-button onclick="window.__pwned = 1"></media-play-button>',
      '<media-play-button></media-play-button>',
    ],
    ['<img src="x" onerror="window.__pwned = 1">', '<img src="x">'],
    ['<a href="javascript:window.__pwned = 1">x</a>', '<a>x</a>'],
    ['<svg><animate attributeName="href" to="javascript:alert(1)"></animate></svg>', '<svg></svg>'],
    ['<svg><set attributeName="href" to="javascript:alert(1)"></set></svg>', '<svg></svg>'],
    ['<iframe src="https://evil.example"></iframe><other-element></other-element>', ''],
  ])('removes anything that could run: %s', (html, expected) => {
    expect(sanitise(html)).toBe(expected)
  })

  it('names the same Trusted Types policies as the CSP', () => {
    expect(Object.values(TRUSTED_TYPES_POLICY_NAMES).sort()).toEqual([...TRUSTED_TYPES_POLICIES].sort())
  })
})
