import { useState } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Button, PlayIcon, Spinner } from '../../components'
import { DEFAULT_DATA_ROOM_SORT, paths, type DocumentSort, type Video } from '../../domain'
import {
  dataRoomTexts as texts,
  DocumentLibraryView,
  documentsScreenTexts,
  Message,
  Muted,
  Panel,
  Row,
  ScreenPage,
  SectionHeading,
  Stack,
  Strong,
  useDocumentLibrary,
  VideoDialog,
} from '../shared'
import { DataRoomFacts } from './DataRoomFacts'
import { dataRoomsOf, useDataRoomItems, type DataRoom } from './useDataRoomItems'
import { videoOf } from './videoOf'

const Videos = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

const VideoCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.sizes.border}px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`

const empty: DataRoom['documents'] = []

/**
 * One data room (spec §2.5, /data-rooms/{globalId}): the fund's facts, its videos and its documents in the
 * documents grid with the same row and bulk actions. An id that is not among the user's data rooms goes to the
 * list (spec §2.2).
 */
export function DataRoomScreen() {
  const { globalId = '' } = useParams()
  const [sort, setSort] = useState<DocumentSort>(DEFAULT_DATA_ROOM_SORT)
  const { status, items, error, update } = useDataRoomItems(sort)
  const room = dataRoomsOf(items).find((candidate) => candidate.globalId === globalId) ?? null
  const library = useDocumentLibrary(
    room?.documents ?? empty,
    update,
    `${globalId}:${sort.key}:${sort.direction}`,
  )
  const [video, setVideo] = useState<(Video & { description: string | null }) | null>(null)

  if (status === 'loaded' && !room) return <Navigate to={paths.dataRooms} replace />
  const back = { to: paths.dataRooms, label: texts.back }

  if (!room) {
    return (
      <ScreenPage title={texts.title} back={back}>
        {status === 'failed' ? (
          <Panel>
            <Message role="alert">{error}</Message>
          </Panel>
        ) : (
          <Message>
            <Spinner size="lg" label={texts.loading} />
          </Message>
        )}
      </ScreenPage>
    )
  }

  return (
    <ScreenPage title={room.name} back={back}>
      <Panel aria-label={room.name}>
        <DataRoomFacts room={room} />
      </Panel>
      {room.videos.length > 0 && (
        <Stack $gap="md" as="section" aria-labelledby="data-room-videos">
          <SectionHeading id="data-room-videos">{texts.roomVideos}</SectionHeading>
          <Videos>
            {room.videos.map((item) => (
              <VideoCard key={String(item.documentId ?? item.videoId)}>
                <Strong>{item.title}</Strong>
                {item.videoDescription && <Muted>{item.videoDescription}</Muted>}
                <Row>
                  <Button
                    variant="secondary"
                    size="sm"
                    icon={<PlayIcon size="sm" />}
                    aria-label={`${texts.watch}: ${item.title}`}
                    onClick={() => setVideo(videoOf(item))}
                  >
                    {texts.watch}
                  </Button>
                </Row>
              </VideoCard>
            ))}
          </Videos>
        </Stack>
      )}
      <Stack $gap="md" as="section" aria-labelledby="data-room-documents">
        <SectionHeading id="data-room-documents">{texts.roomDocuments}</SectionHeading>
        <DocumentLibraryView
          label={texts.gridLabel(room.name)}
          library={library}
          documents={room.documents}
          total={room.documents.length}
          summary={
            <>
              <Strong>{texts.documents(room.documents.length)}</Strong>
              {library.selectedIds.length > 0 && (
                <Muted>{documentsScreenTexts.selected(library.selectedIds.length)}</Muted>
              )}
            </>
          }
          sort={sort}
          onSortChange={setSort}
          emptyContent={<Message>{documentsScreenTexts.empty}</Message>}
        />
      </Stack>
      <VideoDialog video={video} onClose={() => setVideo(null)} />
    </ScreenPage>
  )
}
