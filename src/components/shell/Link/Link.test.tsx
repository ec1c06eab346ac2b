// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LinkNavigationProvider } from '../../utils'
import { Link } from './Link'

const DOCUMENTS = '/documents'

/** Whether the browser would have followed the link: the click's default is still on when it reaches the document. */
let followedByBrowser: boolean[] = []
const record = (event: MouseEvent) => {
  followedByBrowser.push(!event.defaultPrevented)
  // jsdom cannot load pages; the test only needs to know the browser would have.
  event.preventDefault()
}

function show(link: ReactNode, navigate?: (href: string) => void) {
  render(navigate ? <LinkNavigationProvider navigate={navigate}>{link}</LinkNavigationProvider> : link)
  return screen.getByRole('link')
}

describe('Link', () => {
  beforeEach(() => {
    followedByBrowser = []
    document.addEventListener('click', record)
  })
  afterEach(() => {
    document.removeEventListener('click', record)
    cleanup()
  })

  it('navigates in-app through the provider on a plain click, without loading the page', () => {
    const navigate = vi.fn()
    fireEvent.click(show(<Link href={DOCUMENTS}>Documents</Link>, navigate))
    expect(navigate).toHaveBeenCalledExactlyOnceWith(DOCUMENTS)
    expect(followedByBrowser).toEqual([false])
  })

  it('is a plain link without a provider: the browser follows it', () => {
    fireEvent.click(show(<Link href={DOCUMENTS}>Documents</Link>))
    expect(followedByBrowser).toEqual([true])
  })

  it('leaves modified and middle clicks to the browser (new tab or window)', () => {
    const navigate = vi.fn()
    const link = show(<Link href={DOCUMENTS}>Documents</Link>, navigate)
    fireEvent.click(link, { ctrlKey: true })
    fireEvent.click(link, { metaKey: true })
    fireEvent.click(link, { shiftKey: true })
    fireEvent.click(link, { button: 1 })
    expect(navigate).not.toHaveBeenCalled()
    expect(followedByBrowser).toEqual([true, true, true, true])
  })

  it('leaves a link that downloads its file to the browser, even under the provider', () => {
    const navigate = vi.fn()
    fireEvent.click(
      show(
        <Link href="/event-materials/presentation.pdf" download="Event presentation.pdf">
          Download
        </Link>,
        navigate,
      ),
    )
    expect(navigate).not.toHaveBeenCalled()
    expect(followedByBrowser).toEqual([true])
  })

  it('leaves a mail link and a link to another site to the browser, even under the provider', () => {
    const navigate = vi.fn()
    fireEvent.click(show(<Link href="mailto:planner@example.com">Email the planner</Link>, navigate))
    cleanup()
    fireEvent.click(show(<Link href="https://example.com/">Elsewhere</Link>, navigate))
    expect(navigate).not.toHaveBeenCalled()
    expect(followedByBrowser).toEqual([true, true])
  })

  it('opens an external link in a new window, never through the provider', () => {
    const navigate = vi.fn()
    const link = show(
      <Link href="https://insights.example.com/" external>
        Global Insights
      </Link>,
      navigate,
    )
    fireEvent.click(link)
    expect(navigate).not.toHaveBeenCalled()
    expect(followedByBrowser).toEqual([true])
    expect(link.getAttribute('target')).toBe('_blank')
  })

  it("leaves a click the page's own handler took over to that handler", () => {
    const navigate = vi.fn()
    fireEvent.click(
      show(
        <Link href={DOCUMENTS} onClick={(event) => event.preventDefault()}>
          Documents
        </Link>,
        navigate,
      ),
    )
    expect(navigate).not.toHaveBeenCalled()
  })
})
