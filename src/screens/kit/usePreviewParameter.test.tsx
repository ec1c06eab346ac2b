// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { previewHref, usePreviewParameter } from './usePreviewParameter'

describe('the document open in the viewer (?preview=)', () => {
  it('is opened by a path of the page, its filters kept, so the router follows it', () => {
    expect(previewHref('/documents', '?funds=12&status=unread', '103142')).toBe(
      '/documents?funds=12&status=unread&preview=103142',
    )
    expect(previewHref('/documents', '?preview=1', '2')).toBe('/documents?preview=2')
  })

  function renderAt(entries: string[]) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        {children}
      </MemoryRouter>
    )
    return renderHook(
      () => ({ preview: usePreviewParameter(), location: useLocation(), navigate: useNavigate() }),
      { wrapper },
    )
  }

  it('opened from the page, closes by going back: the history keeps no closed document', async () => {
    const { result } = renderAt(['/documents?funds=12'])
    const href = result.current.preview.link.href('7')
    act(() => {
      result.current.preview.link.onOpen('7')
      void result.current.navigate(href)
    })
    expect(result.current.preview.previewId).toBe('7')
    await act(async () => result.current.preview.close())
    expect(result.current.location.search).toBe('?funds=12')
    expect(result.current.preview.previewId).toBeNull()
  })

  it('opened from a link, closes to the page in the link’s place', async () => {
    const { result } = renderAt(['/home', '/documents?funds=12&preview=7'])
    expect(result.current.preview.previewId).toBe('7')
    await act(async () => result.current.preview.close())
    expect(result.current.location.pathname).toBe('/documents')
    expect(result.current.location.search).toBe('?funds=12')
    // Replaced, not pushed: back leaves the documents for the page before.
    await act(async () => result.current.navigate(-1))
    expect(result.current.location.pathname).toBe('/home')
  })
})
