// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useNavigate } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { withFaults } from '../../../mocks/faults'
import { resetMockState } from '../../../mocks/state'
import { endpoints } from '../../api'
import { paths } from '../../domain'
import { createPortalState } from '../state/portalStore'
import { providerRequests, setUpTestProvider, until } from '../testing/testProvider'
import { useStartUp } from './useStartUp'

const { server } = setUpTestProvider()

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>

describe('useStartUp', () => {
  it('starts the portal once: moving between pages does not load the user again', async () => {
    resetMockState('investor')
    const portal = createPortalState()
    const { result } = renderHook(
      () => {
        useStartUp(portal)
        return useNavigate()
      },
      { wrapper },
    )
    await act(() => until(portal, (state) => state.initialised))
    await act(async () => void (await result.current(paths.dataRooms)))
    await act(async () => void (await result.current(paths.documents)))
    expect(portal.startup).toBe('ready')
    const profileLoads = (await providerRequests()).filter((request) =>
      request.path.endsWith('/user/profile'),
    )
    expect(profileLoads).toHaveLength(1)
  })

  it('after a failed start-up, running it again (Try again) starts the portal once the provider answers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    resetMockState('investor')
    server.use(...withFaults([{ method: 'GET', path: endpoints.userProfile.path(), status: 500 }]))
    const portal = createPortalState()
    const { result } = renderHook(() => useStartUp(portal), { wrapper })
    await act(() => until(portal, (state) => state.startup === 'failed'))
    server.resetHandlers()
    act(() => result.current())
    await act(() => until(portal, (state) => state.startup === 'ready'))
    expect(portal.user?.userId).toBe('u-investor')
    vi.restoreAllMocks()
  })
})
