// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { Component as ClassComponent, Suspense, type ComponentType, type ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadable, retryFailedCode } from './preloadable'

const Loaded = ({ name }: { name: string }) => <p>Hello {name}</p>

const renderIn = (Component: ComponentType<{ name: string }>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <Component name="Margaret" />
    </Suspense>,
  )

describe('preloadable', () => {
  afterEach(cleanup)

  it('suspends like React.lazy when its code is not in yet, then draws it', async () => {
    const { Component } = preloadable(() => Promise.resolve(Loaded))
    renderIn(Component)
    expect(screen.getByText('Loading')).toBeTruthy()
    expect(await screen.findByText('Hello Margaret')).toBeTruthy()
  })

  it('draws at once, without its fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve(Loaded))
    const { Component, preload } = preloadable(load)
    await preload()
    renderIn(Component)
    expect(screen.queryByText('Loading')).toBeNull()
    expect(screen.getByText('Hello Margaret')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Loaded)
    const { preload } = preloadable(load)
    await expect(preload()).rejects.toThrow('chunk failed')
    await expect(preload()).resolves.toBe(Loaded)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('a failed load fails to the error boundary once; drawn again after retryFailedCode, it asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const load = vi
      .fn<() => Promise<typeof Loaded>>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce(Loaded)
    const { Component } = preloadable(load)
    class Boundary extends ClassComponent<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false }
      static getDerivedStateFromError = () => ({ failed: true })
      override render() {
        return this.state.failed ? <p>Failed</p> : this.props.children
      }
    }
    const tree = (key: string) => (
      <Boundary key={key}>
        <Suspense fallback={<p>Loading</p>}>
          <Component name="Margaret" />
        </Suspense>
      </Boundary>
    )
    const shown = render(tree('first'))
    expect(await screen.findByText('Failed')).toBeTruthy()
    // Not asked for again by itself.
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(load).toHaveBeenCalledTimes(1)
    retryFailedCode()
    shown.rerender(tree('again'))
    expect(await screen.findByText('Hello Margaret')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
    vi.restoreAllMocks()
  })
})
