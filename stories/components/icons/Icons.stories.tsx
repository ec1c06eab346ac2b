import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'
import styled from 'styled-components'
import { expect, within } from 'storybook/test'
import * as contentIcons from '../../../src/components/icons/contentIcons'
import * as icons from '../../../src/components/icons/icons'
import type { IconProps } from '../../../src/components'
import { Stage } from '../Stage'
import { theme } from '../../../src/components'

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, 1fr);
  gap: ${theme.space.md};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.xs};
  padding: ${theme.space.md};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.ink};
  font-size: ${theme.typography.size.xs};
`

// In alphabetical order, whichever module draws them.
const entries = (
  Object.entries({ ...icons, ...contentIcons }) as Array<[string, ComponentType<IconProps>]>
).sort(([a], [b]) => a.localeCompare(b))

/** Every icon of src/components/icons (made with createIcon): decorative, drawn in the current text colour. */
function IconGallery({ size = 'md' }: IconProps) {
  return (
    <Stage>
      <Grid>
        {entries.map(([name, Icon]) => (
          <Cell key={name}>
            <Icon size={size} />
            {name}
          </Cell>
        ))}
      </Grid>
    </Stage>
  )
}

const meta = {
  title: 'Components/Icons/Icons',
  component: IconGallery,
} satisfies Meta<typeof IconGallery>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg')
    await expect(svgs).toHaveLength(entries.length)
    for (const svg of Array.from(svgs)) await expect(svg).toHaveAttribute('aria-hidden', 'true')
    await expect(within(canvasElement).getByText('DownloadIcon')).toBeVisible()
  },
}

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('width', '24')
  },
}
