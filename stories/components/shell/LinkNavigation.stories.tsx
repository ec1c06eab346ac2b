import type { Meta, StoryObj } from '@storybook/react-vite'
import { useLocation } from 'react-router-dom'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Link, LinkNavigationProvider } from '../../../src/components'
import { RouterLinkNavigation } from '../../../src/screens/kit/RouterLinkNavigation'

/** Where the story's router is: what a followed link changed. */
function Location() {
  const { pathname, search } = useLocation()
  return <output aria-label="Current address">{`${pathname}${search}`}</output>
}

interface LinksProps {
  /** The host's navigate; none: the links are plain anchors that load the page. */
  navigate?: (href: string) => void
  /** The router-backed host the portal gives (RouterLinkNavigation) instead of `navigate`. */
  router?: boolean
}

/** Two links as the component library draws them, under the host the story names. */
function Links({ navigate, router = false }: LinksProps) {
  const links = (
    <p style={{ display: 'flex', gap: 16 }}>
      <Link href="/documents?type=K-1">Tax documents</Link>
      <Link href="https://insights.example.com" external>
        Global Insights
      </Link>
      <Location />
    </p>
  )
  if (router) return <RouterLinkNavigation>{links}</RouterLinkNavigation>
  return navigate ? <LinkNavigationProvider navigate={navigate}>{links}</LinkNavigationProvider> : links
}

/**
 * How the component library's links move in the app without knowing the router: the host gives a navigate through
 * LinkNavigationProvider (the portal's is RouterLinkNavigation); an external link always opens outside.
 */
const meta = {
  title: 'Components/Shell/LinkNavigation',
  component: Links,
  args: { navigate: fn() },
} satisfies Meta<typeof Links>

export default meta
type Story = StoryObj<typeof meta>

/** A plain click on an in-app link goes to the host's navigate, with its query; the page does not load. */
export const HostNavigates: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('link', { name: 'Tax documents' }))
    await expect(args.navigate).toHaveBeenCalledWith('/documents?type=K-1')
    const external = canvas.getByRole('link', { name: /Global Insights/ })
    await expect(external).toHaveAttribute('target', '_blank')
    await expect(external).toHaveAttribute('rel', expect.stringContaining('noopener'))
  },
}

/** The portal's host: the router follows the link, so the address changes and nothing reloads. */
export const FollowsTheRouter: Story = {
  args: { navigate: undefined, router: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const address = canvas.getByRole('status', { name: 'Current address' })
    await expect(address).toHaveTextContent(/^\/$/)
    await userEvent.click(canvas.getByRole('link', { name: 'Tax documents' }))
    await expect(address).toHaveTextContent('/documents?type=K-1')
  },
}
