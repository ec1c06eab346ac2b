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
} from '../../components'
import { useVideoDialog } from '../kit'
import { calendarScreenTexts as texts } from './texts'
import { pastEventDocuments, pastEventVideos } from './pastEventSampleMaterials'

const Cards = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`

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
        <Cards>
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
        </Cards>
      </Stack>
      <Stack $gap="md" as="section" aria-labelledby="event-videos">
        <SectionHeading id="event-videos">{texts.videos}</SectionHeading>
        <Cards>
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
        </Cards>
      </Stack>
      {video.dialog}
    </>
  )
}
