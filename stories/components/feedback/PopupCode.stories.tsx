import type { Meta, StoryObj } from '@storybook/react-vite'
import { useRef, useState, type ComponentType } from 'react'
import styled from 'styled-components'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { Button, Popover, popupCode, theme } from '../../../src/components'
import { Stage } from '../Stage'

const Content = styled.p`
  margin: 0;
  padding: ${theme.space.md};
`

const Details = () => <Content>The account details, drawn once their code is in.</Content>

/**
 * How the popup's code arrives: when the play releases it, or never (the chunk cannot be loaded). It is loaded as
 * preloadable code is (loadOnce, components/utils/preloadable): a chunk that failed is asked for again.
 */
type Arrival = 'onRelease' | 'failsOnce'

declare global {
  interface Window {
    __releasePopupCode?: () => void
  }
}

/**
 * A popover whose content comes through popupCode, as the chrome's menus and lists do. The content is made per
 * story (not at module level), so the preview's preloadPopups has not loaded it before the story opens it.
 */
function PopupCodeDemo({ arrival }: { arrival: Arrival }) {
  const anchorRef = useRef<HTMLButtonElement>(null)
  const [open, setOpen] = useState(false)
  const [Popup] = useState<ComponentType<object>>(() => {
    let attempts = 0
    return popupCode(() => {
      attempts += 1
      if (arrival === 'failsOnce' && attempts === 1)
        return Promise.reject(new Error('The popup chunk could not be loaded'))
      return new Promise<ComponentType<object>>((resolve) => {
        window.__releasePopupCode = () => resolve(Details)
        if (arrival === 'failsOnce') resolve(Details)
      })
    })
  })
  return (
    <Stage>
      <h1>Your accounts</h1>
      <Button ref={anchorRef} aria-expanded={open} onClick={() => setOpen((value) => !value)}>
        Show details
      </Button>
      <Popover open={open} anchorRef={anchorRef} onDismiss={() => setOpen(false)}>
        <Popup />
      </Popover>
    </Stage>
  )
}

const meta = {
  title: 'Components/Feedback/Popup code',
  component: PopupCodeDemo,
} satisfies Meta<typeof PopupCodeDemo>

export default meta
type Story = StoryObj<typeof meta>

/** While the code comes, the popup draws nothing (no empty frame) and the page stays as it is; then it draws. */
export const CodeArrives: Story = {
  args: { arrival: 'onRelease' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show details' }))
    await expect(body.queryByText(/account details/)).toBeNull()
    await expect(within(canvasElement).getByRole('heading', { name: 'Your accounts' })).toBeVisible()
    await waitFor(() => expect(window.__releasePopupCode).toBeDefined())
    window.__releasePopupCode?.()
    await expect(await body.findByText(/account details/)).toBeVisible()
  },
}

/** A chunk that cannot load leaves the popup empty and the page whole; the next open asks again and draws. */
export const CodeFailedOnce: Story = {
  args: { arrival: 'failsOnce' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const button = within(canvasElement).getByRole('button', { name: 'Show details' })
    await userEvent.click(button)
    await expect(body.queryByText(/account details/)).toBeNull()
    await expect(within(canvasElement).getByRole('heading', { name: 'Your accounts' })).toBeVisible()
    await userEvent.click(button)
    await userEvent.click(button)
    await expect(await body.findByText(/account details/)).toBeVisible()
  },
}
