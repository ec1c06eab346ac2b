import styled from 'styled-components'
import { Button, CardItem, Muted, PlayIcon, Strong, theme } from '../../components'

/** A card of a list of materials (a document, a video): its parts one under the other, each at its own width. */
export const MaterialCard = styled(CardItem)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.sm};
`

export interface VideoCardProps {
  title: string
  description?: string | null
  /** The button's text ('Watch video'); its accessible name adds the title. */
  watchLabel: string
  onWatch: () => void
}

/** A video in a list of materials (a data room's videos, a past event's): its title, description and play button. */
export function VideoCard({ title, description, watchLabel, onWatch }: VideoCardProps) {
  return (
    <MaterialCard>
      <Strong>{title}</Strong>
      {description && <Muted>{description}</Muted>}
      <Button
        variant="secondary"
        size="sm"
        icon={<PlayIcon size="sm" />}
        aria-label={`${watchLabel}: ${title}`}
        onClick={onWatch}
      >
        {watchLabel}
      </Button>
    </MaterialCard>
  )
}
