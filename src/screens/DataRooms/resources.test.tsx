// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { withFaults } from '../../../mocks/faults'
import { server } from '../../../mocks/node'
import { mockState } from '../../../mocks/state'
import { DEFAULT_DATA_ROOM_SORT, highlightedVideo, rejectionTexts } from '../../domain'
import { loadTestSession, sessionWrapper, setUpScreenTestProvider } from '../testing/testSession'
import { dataRoomsOf, useDataRoomItems } from './resources'

setUpScreenTestProvider()

describe('data rooms', () => {
  it('searches the opportunities (P, A, W, V, with videos, by title) and groups them by fund with their facts', async () => {
    const session = await loadTestSession()
    mockState.requests = []
    const { result } = renderHook(() => useDataRoomItems(DEFAULT_DATA_ROOM_SORT), {
      wrapper: sessionWrapper(session),
    })
    await waitFor(() => expect(result.current.status).toBe('fulfilled'))
    expect(mockState.requests[0]?.body).toMatchObject({
      documentLocation: 'Opportunity',
      documentStatuses: ['P', 'A', 'W', 'V'],
      includeVideos: true,
      sortKey: 'title',
      sortDirection: 'ASC',
    })
    const rooms = dataRoomsOf(result.current.latest ?? [])
    expect(rooms.length).toBeGreaterThan(1)
    expect(rooms.map((room) => room.name)).toEqual(
      rooms.map((room) => room.name).sort((a, b) => a.localeCompare(b)),
    )
    for (const room of rooms) {
      expect(room.productFamily).toBeTruthy()
      expect(room.fundraisingStatus).toBe('Fundraising')
      expect(['External', 'Non-Investment']).toContain(room.productLine)
      expect(room.videos.every((video) => Boolean(video.videoId))).toBe(true)
      expect(room.documents.some((document) => Boolean(document.videoId))).toBe(false)
    }
    expect(highlightedVideo(result.current.latest ?? [])?.title).toBe('New Opportunity Spotlight')
  })

  it("fails with 'Failed to load data'", async () => {
    const session = await loadTestSession()
    server.use(...withFaults([{ method: 'POST', path: '/documents/v1/Users/documents/search', status: 500 }]))
    const { result } = renderHook(() => useDataRoomItems(DEFAULT_DATA_ROOM_SORT), {
      wrapper: sessionWrapper(session),
    })
    await waitFor(() => expect(result.current.status).toBe('rejected'))
    expect(result.current).toMatchObject({ status: 'rejected', error: rejectionTexts.data })
  })
})
