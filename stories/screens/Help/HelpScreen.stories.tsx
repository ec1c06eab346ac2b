import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { HELP_ANCHORS, paths } from '../../../src/domain'
import { HelpScreen } from '../../../src/screens/Help'
import { helpTexts as texts } from '../../../src/screens/Help/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { withScreenStage } from '../ScreenStage'

/** Help (spec §2.4): a tab per help anchor, chosen by the URL's hash, each with its questions. */
const meta = {
  title: 'Screens/Help',
  tags: ['!autodocs'],
  component: HelpScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', route: paths.help },
} satisfies Meta<typeof HelpScreen>

export default meta
type Story = StoryObj<typeof meta>

type Topic = keyof typeof texts.topics
const topicOf = (anchor: string) => anchor.slice(1) as Topic
const tab = (canvasElement: HTMLElement, topic: Topic) =>
  within(canvasElement).getByRole('tab', { name: texts.topics[topic].label })

async function showsTopic(canvasElement: HTMLElement, topic: Topic) {
  await expect(tab(canvasElement, topic)).toHaveAttribute('aria-selected', 'true')
  const panel = within(canvasElement).getByRole('tabpanel')
  await expect(within(panel).getByText(texts.topics[topic].intro)).toBeVisible()
  for (const { question } of texts.topics[topic].faq)
    await expect(within(panel).getByRole('button', { name: question })).toBeVisible()
}

/** Without a hash: the home topic. Every anchor of §2.4 has its tab, in order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: texts.title })
    const tabs = within(canvasElement).getAllByRole('tab')
    await expect(tabs.map((t) => t.textContent)).toEqual(
      HELP_ANCHORS.map((anchor) => texts.topics[topicOf(anchor)].label),
    )
    await showsTopic(canvasElement, 'home')
  },
}

/** The reports page's help icon opens #reports; a question opens its answer. */
export const Reports: Story = {
  parameters: { route: `${paths.help}#reports` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: texts.title })
    await showsTopic(canvasElement, 'reports')
    const [first] = texts.topics.reports.faq
    await userEvent.click(within(canvasElement).getByRole('button', { name: first!.question }))
    await expect(within(canvasElement).getByText(first!.answer)).toBeVisible()
  },
}

/** Every anchor opens its own topic, whether reached by its hash or by its tab. */
export const EveryAnchor: Story = {
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: texts.title })
    for (const anchor of HELP_ANCHORS) {
      await userEvent.click(tab(canvasElement, topicOf(anchor)))
      await showsTopic(canvasElement, topicOf(anchor))
    }
  },
}

/** An unknown hash opens the home topic rather than nothing. */
export const UnknownAnchor: Story = {
  parameters: { route: `${paths.help}#nowhere` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: texts.title })
    await showsTopic(canvasElement, 'home')
  },
}

/** Arrow keys move between the topics. */
export const KeyboardUse: Story = {
  parameters: { route: `${paths.help}#mfa` },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: texts.title })
    tab(canvasElement, 'mfa').focus()
    await userEvent.keyboard('{ArrowRight}')
    await showsTopic(canvasElement, 'globalinsights')
    await expect(tab(canvasElement, 'globalinsights')).toHaveFocus()
  },
}
