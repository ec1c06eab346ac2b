import styled from 'styled-components'
import {
  Button,
  CardItem,
  DocumentIcon,
  Link,
  Muted,
  PlayIcon,
  SectionHeading,
  Stack,
  Strong,
  Grid,
} from '../../components'
import { useVideoDialog } from '../kit'
import { calendarScreenTexts as texts } from './texts'
import { pastEventDocuments, pastEventVideos } from './pastEventMaterials'

const Card = styled(CardItem)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`

/** A past event's documents (PDFs to download) and videos (played in the video dialog). */
export function PastEventMaterials() {
  const video = useVideoDialog()
  return (
    <>
      <Stack $gap="md" as="section" aria-labelledby="event-documents">
        <SectionHeading id="event-documents">{texts.documents}</SectionHeading>
        <Grid as="ul" $min="280px" $fill>
          {pastEventDocuments.map((document) => (
            <Card key={document.id}>
              <Strong>{document.title}</Strong>
              <Muted>{document.fileType}</Muted>
              <Link
                href={document.href}
                download={document.fileName}
                aria-label={`${texts.download}: ${document.title}`}
              >
                <DocumentIcon size="sm" />
                {texts.download}
              </Link>
            </Card>
          ))}
        </Grid>
      </Stack>
      <Stack $gap="md" as="section" aria-labelledby="event-videos">
        <SectionHeading id="event-videos">{texts.videos}</SectionHeading>
        <Grid as="ul" $min="280px" $fill>
          {pastEventVideos.map((item) => (
            <Card key={item.videoId}>
              <Strong>{item.videoName}</Strong>
              {item.description && <Muted>{item.description}</Muted>}
              <Button
                variant="secondary"
                size="sm"
                icon={<PlayIcon size="sm" />}
                aria-label={`${texts.watch}: ${item.videoName}`}
                onClick={() => video.open(item)}
              >
                {texts.watch}
              </Button>
            </Card>
          ))}
        </Grid>
      </Stack>
      {video.dialog}
    </>
  )
}
