// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { Suspense, type ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { preloadable } from './preloadable'

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
})
