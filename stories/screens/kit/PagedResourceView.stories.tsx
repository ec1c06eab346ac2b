import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Panel, Strong } from '../../../src/components'
import { PagedEmpty, PagedSettled, type PagedResource } from '../../../src/screens/kit'
import { Stage } from '../../components/Stage'

type Search = Pick<PagedResource<unknown>, 'status' | 'total'>

function PagedStates({ search }: { search: Search }) {
  return (
    <Panel aria-label="Documents">
      <PagedSettled resource={search}>{(total) => <Strong as="p">{total} documents</Strong>}</PagedSettled>
      <PagedEmpty
        resource={search}
        loadingLabel="Loading documents"
        emptyText="No documents found"
        failureText="Failed to load documents"
      />
    </Panel>
  )
}

/**
 * The states of a paged list (usePagedResource) where it has no rows: its loading message, the text for nothing
 * found, or why it is empty after a failed search (the failure is announced once, by its warning); and what shows
 * once its first page is answered (the documents' total above the grid).
 */
const meta = {
  title: 'Screens/Kit/PagedResourceView',
  component: PagedEmpty,
  subcomponents: { PagedSettled },
  render: (_, { parameters }) => (
    <Stage>
      <PagedStates search={parameters.search as Search} />
    </Stage>
  ),
  args: { resource: { status: 'pending' }, loadingLabel: '', emptyText: '', failureText: '' },
} satisfies Meta<typeof PagedEmpty>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  parameters: { search: { status: 'pending', total: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status', { name: 'Loading documents' })).toBeVisible()
    await expect(canvas.queryByText(/documents$/)).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { search: { status: 'fulfilled', total: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('No documents found')).toBeVisible()
    await expect(canvas.getByText('0 documents')).toBeVisible()
  },
}

export const Failed: Story = {
  parameters: { search: { status: 'rejected', total: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Failed to load documents')).toBeVisible()
    await expect(canvas.queryByText(/\d documents$/)).toBeNull()
  },
}
