import styled from 'styled-components'
import {
  Button,
  Grid,
  ItemHeading,
  Link,
  Message,
  Muted,
  PageLayout,
  Panel,
  PlayIcon,
  Row,
  SectionHeading,
  Stack,
  theme,
  VisuallyHidden,
} from '../../components'
import { DEFAULT_DATA_ROOM_SORT, documentTexts, highlightedVideo, paths } from '../../domain'
import { ResourceView, useVideoDialog } from '../kit'
import { dataRoomTexts as texts } from './texts'
import { DataRoomFacts } from './DataRoomFacts'
import { dataRoomsOf, useDataRoomItems } from './resources'
import { dataRoomVideoSource, videoOf } from './videoOf'

const Spotlight = styled(Panel)`
  border-left: ${theme.sizes.indicator * 2}px solid ${theme.colors.action};
`

const Room = styled(Panel)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  height: 100%;
`

const RoomFoot = styled.div`
  margin-top: auto;
`

/**
 * The data rooms (spec §2.5, /data-rooms): the fundraising opportunities with their fund facts, and the highlighted
 * video under 'New Opportunity Spotlight', played in the video dialog.
 */
export function DataRoomsScreen() {
  const items = useDataRoomItems(DEFAULT_DATA_ROOM_SORT)
  const video = useVideoDialog(dataRoomVideoSource(items))

  return (
    <PageLayout title={texts.title} description={texts.intro}>
      <ResourceView resource={items} loadingLabel={texts.loading} keepWhileReloading>
        {(all) => {
          const rooms = dataRoomsOf(all)
          const spotlight = highlightedVideo(all)
          return (
            <Stack>
              {spotlight && (
                <Spotlight aria-labelledby="data-rooms-spotlight">
                  <Stack $gap="md">
                    <SectionHeading id="data-rooms-spotlight">
                      {documentTexts.newOpportunitySpotlight}
                    </SectionHeading>
                    <Row $justify="space-between">
                      <Stack $gap="sm">
                        <ItemHeading as="p">{spotlight.entityDisplayName ?? spotlight.title}</ItemHeading>
                        {spotlight.videoDescription && <Muted>{spotlight.videoDescription}</Muted>}
                      </Stack>
                      <Button icon={<PlayIcon size="sm" />} onClick={() => video.open(videoOf(spotlight))}>
                        {texts.watch}
                      </Button>
                    </Row>
                  </Stack>
                </Spotlight>
              )}
              {rooms.length === 0 ? (
                <Panel>
                  <Message>{texts.empty}</Message>
                </Panel>
              ) : (
                <Grid as="ul" $min="320px" $gap="lg" $fill aria-label={texts.roomsLabel}>
                  {rooms.map((room) => (
                    <li key={room.globalId}>
                      <Room as="article" aria-labelledby={`room-${room.globalId}`}>
                        <SectionHeading id={`room-${room.globalId}`}>{room.name}</SectionHeading>
                        <DataRoomFacts room={room} />
                        <Muted>
                          {texts.documents(room.documents.length)} · {texts.videos(room.videos.length)}
                        </Muted>
                        <RoomFoot>
                          <Link href={paths.dataRoom(room.globalId)} variant="inline" strong>
                            {texts.openShort}
                            <VisuallyHidden>{texts.openSuffix(room.name)}</VisuallyHidden>
                          </Link>
                        </RoomFoot>
                      </Room>
                    </li>
                  ))}
                </Grid>
              )}
            </Stack>
          )
        }}
      </ResourceView>
      {video.dialog}
    </PageLayout>
  )
}
