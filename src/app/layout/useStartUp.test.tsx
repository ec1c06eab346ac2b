// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useNavigate } from 'react-router-dom'
import { describe, expect, it } from 'vitest'
import { resetMockState } from '../../../mocks/state'
import { paths } from '../../domain'
import { createPortalState } from '../state/portal'
import { providerRequests, setUpTestProvider, until } from '../state/testProvider'
import { useStartUp } from './useStartUp'

setUpTestProvider()

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
})
