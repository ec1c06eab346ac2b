// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { popupCode, preloadPopups } from './popupCode'

const Menu = ({ name }: { name: string }) => <p>Menu of {name}</p>

/** A page drawing a popup's content under the page's own Suspense boundary. */
const renderPage = (Popup: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Page loading</p>}>
      <h1>Page</h1>
      <Popup name="Margaret" />
    </Suspense>,
  )

describe('popupCode', () => {
  afterEach(cleanup)

  it('loads its code only when first drawn, and never shows the page as loading meanwhile', async () => {
    const load = vi.fn(() => Promise.resolve(Menu))
    const Popup = popupCode(load)
    expect(load).not.toHaveBeenCalled()
    renderPage(Popup)
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy()
    expect(screen.queryByText('Page loading')).toBeNull()
    expect(await screen.findByText('Menu of Margaret')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('preloadPopups loads every popup declared, so the next open draws at once', async () => {
    const loads = [vi.fn(() => Promise.resolve(Menu)), vi.fn(() => Promise.resolve(Menu))]
    const [First] = loads.map((load) => popupCode(load))
    await preloadPopups()
    for (const load of loads) expect(load).toHaveBeenCalledTimes(1)
    renderPage(First!)
    expect(screen.getByText('Menu of Margaret')).toBeTruthy()
  })

  it('a chunk that does not come leaves the popup empty and the page whole, and the next showing asks again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<typeof Menu>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Menu)
    const Popup = popupCode(load)
    const first = renderPage(Popup)
    await act(() => Promise.resolve())
    expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy()
    expect(screen.queryByText('Menu of Margaret')).toBeNull()
    expect(error).toHaveBeenCalledWith(new Error('chunk failed'))
    first.unmount()
    renderPage(Popup)
    expect(await screen.findByText('Menu of Margaret')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('preloadPopups does not fail when a chunk does not come', async () => {
    popupCode(() => Promise.reject(new Error('chunk failed')))
    await expect(preloadPopups()).resolves.toBeDefined()
  })
})
