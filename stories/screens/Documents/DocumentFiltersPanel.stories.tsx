import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { documentTypes } from '../../../mocks/seed/documents'
import { componentTexts } from '../../../src/components/texts'
import {
  documentSubtypeOptions,
  documentTexts,
  documentTimeRangeLabels,
  documentTypeOptions,
  emptyDocumentFilters,
  multiSelectLabel,
  type ReadFilter,
} from '../../../src/domain'
import {
  DocumentFiltersPanel,
  type DocumentFiltersPanelProps,
} from '../../../src/screens/documentLibrary/DocumentFiltersPanel'
import type {
  ScreenFilterOptions,
  ScreenFilters,
} from '../../../src/screens/documentLibrary/useDocumentFilters'
import { documentsScreenTexts as texts } from '../../../src/screens/documentLibrary/texts'
import { accountOptions, fundOptions, storyToday } from '../../components/fixtures'
import { Stage } from '../../components/Stage'

/** The options as the documents screen makes them: the fixtures' accounts and funds, the book's document types. */
const options: ScreenFilterOptions = {
  investorAccounts: accountOptions,
  funds: fundOptions,
  documentTypes: documentTypeOptions(documentTypes).map((option) => ({
    value: Number(option.value),
    label: option.label,
  })),
  documentSubtypes: documentSubtypeOptions(documentTypes).map((option) => ({
    value: option.documentSubtypeIds.join('-'),
    label: option.label,
    documentSubtypeIds: option.documentSubtypeIds,
  })),
}

/** A read filter of the domain's list (type-checked against it). */
const UNREAD_ACTION_ITEMS: ReadFilter = 'Unread Action Items'
const creditFund = fundOptions[2]!

const noFilters: ScreenFilters = { ...emptyDocumentFilters(), documentSubtypes: null }

/** The panel with the filters and the file-name text kept in state, as the screen's hook keeps them. */
function FiltersInState(props: DocumentFiltersPanelProps) {
  const [filters, setFilters] = useState(props.filters)
  const [fileNameText, setFileNameText] = useState(props.fileNameText)
  return (
    <Stage style={{ alignItems: 'stretch' }}>
      <DocumentFiltersPanel
        {...props}
        filters={filters}
        onChange={(patch) => {
          setFilters((current) => ({ ...current, ...patch }))
          props.onChange(patch)
        }}
        fileNameText={fileNameText}
        onFileNameChange={(text) => {
          setFileNameText(text)
          props.onFileNameChange(text)
        }}
      />
    </Stage>
  )
}

/**
 * The documents screen's filters (spec §2.5, §9): investor accounts, funds, document types and subtypes ('Other'
 * merged), time range with a date-range picker for an exact range, read filter and file name.
 */
const meta = {
  title: 'Screens/Parts/Documents/DocumentFiltersPanel',
  component: DocumentFiltersPanel,
  args: {
    filters: noFilters,
    options,
    onChange: fn(),
    fileNameText: '',
    onFileNameChange: fn(),
    onFileNameSearch: fn(),
    today: storyToday,
  },
  render: (args) => <FiltersInState {...args} />,
} satisfies Meta<typeof DocumentFiltersPanel>

export default meta
type Story = StoryObj<typeof meta>

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)
/** A dropdown's trigger, named by its label then its value. */
const field = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByRole('button', { name: new RegExp(`^${label}`) })

const multiSelects = [
  {
    label: texts.investorAccounts,
    entity: texts.investorAccountEntity,
    count: options.investorAccounts.length,
  },
  { label: texts.funds, entity: texts.fundEntity, count: options.funds.length },
  { label: texts.documentTypes, entity: texts.documentTypeEntity, count: options.documentTypes.length },
  {
    label: texts.documentSubtypes,
    entity: texts.documentSubtypeEntity,
    count: options.documentSubtypes.length,
  },
]

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: texts.filtersLabel })).toBeVisible()
    for (const { label, entity, count } of multiSelects)
      await expect(field(canvasElement, label)).toHaveTextContent(multiSelectLabel(entity, 0, count))
    await expect(field(canvasElement, texts.timeRange)).toHaveTextContent(documentTimeRangeLabels.ALL)
    await expect(field(canvasElement, texts.readFilter)).toHaveTextContent(noFilters.status)
    await expect(canvas.queryByRole('button', { name: new RegExp(`^${texts.publishDates}`) })).toBeNull()
    await expect(canvas.getByRole('searchbox', { name: texts.fileName })).toHaveAttribute(
      'placeholder',
      texts.fileNamePlaceholder,
    )
  },
}

/** Every 'Other' subtype is one option, after the named ones. */
export const SubtypeOptions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(field(canvasElement, texts.documentSubtypes))
    const names = (await body(canvasElement).findAllByRole('option')).map((option) => option.textContent)
    await expect(names.filter((name) => name === documentTexts.other)).toHaveLength(1)
    await expect(names.at(-1)).toBe(documentTexts.other)
    await expect(names).toHaveLength(options.documentSubtypes.length)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(body(canvasElement).queryAllByRole('option')).toHaveLength(0))
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Choices made: counts in the triggers, the read filter and time range chosen. */
export const WithChoices: Story = {
  args: {
    filters: {
      ...noFilters,
      investorAccounts: [100, 101],
      funds: [creditFund.value],
      documentTypes: [5],
      timeRange: { timePeriod: 'LAST90', start: null, end: null },
      status: UNREAD_ACTION_ITEMS,
    },
    fileNameText: 'K-1',
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, texts.investorAccounts)).toHaveTextContent(
      multiSelectLabel(texts.investorAccountEntity, 2, options.investorAccounts.length),
    )
    await expect(field(canvasElement, texts.funds)).toHaveTextContent(
      multiSelectLabel(texts.fundEntity, 1, options.funds.length),
    )
    await expect(field(canvasElement, texts.documentTypes)).toHaveTextContent(
      multiSelectLabel(texts.documentTypeEntity, 1, options.documentTypes.length),
    )
    await expect(field(canvasElement, texts.timeRange)).toHaveTextContent(documentTimeRangeLabels.LAST90)
    await expect(field(canvasElement, texts.readFilter)).toHaveTextContent(UNREAD_ACTION_ITEMS)
    await expect(within(canvasElement).getByRole('searchbox', { name: texts.fileName })).toHaveValue('K-1')
  },
}

/** Funds are searchable; a choice is reported as the chosen fund ids. Escape clears the search, then closes. */
export const ChoosingFunds: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(field(canvasElement, texts.funds))
    const popup = body(canvasElement)
    const search = await popup.findByRole('combobox')
    await userEvent.type(search, 'Credit')
    const labels = () => popup.getAllByRole('option').map((option) => option.textContent)
    await expect(labels()).toEqual(
      fundOptions.filter((fund) => fund.label.includes('Credit')).map((fund) => fund.label),
    )
    await userEvent.click(popup.getByRole('option', { name: creditFund.label }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ funds: [creditFund.value] })
    await userEvent.keyboard('{Escape}')
    await expect(search).toHaveValue('')
    await expect(labels()).toHaveLength(fundOptions.length)
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(popup.queryAllByRole('option')).toHaveLength(0))
    await expect(field(canvasElement, texts.funds)).toHaveTextContent(
      multiSelectLabel(texts.fundEntity, 1, options.funds.length),
    )
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** An exact range shows the publish-date range picker with the chosen dates. */
export const ExactDateRange: Story = {
  args: {
    filters: {
      ...noFilters,
      timeRange: { timePeriod: 'EXACTRANGE', start: '2026-07-01', end: '2026-09-30' },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(field(canvasElement, texts.timeRange)).toHaveTextContent(documentTimeRangeLabels.EXACTRANGE)
    await expect(field(canvasElement, texts.publishDates)).toHaveTextContent(
      'July 1, 2026 – September 30, 2026',
    )
  },
}

/** Choosing 'Exact Date Range' starts with no dates; two days picked are sent as ISO dates; no day after today. */
export const ChoosingExactDateRange: Story = {
  play: async ({ canvasElement, args }) => {
    const popup = body(canvasElement)
    await userEvent.click(field(canvasElement, texts.timeRange))
    await userEvent.click(await popup.findByRole('option', { name: documentTimeRangeLabels.EXACTRANGE }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      timeRange: { timePeriod: 'EXACTRANGE', start: null, end: null },
    })
    const range = field(canvasElement, texts.publishDates)
    await expect(range).toHaveTextContent(componentTexts.dateRangePlaceholder)
    await userEvent.click(range)
    const calendar = within(
      await popup.findByRole('dialog', { name: componentTexts.chooseDate(texts.publishDates) }),
    )
    await expect(calendar.getByRole('button', { name: /^Thursday 1 October 2026/ })).toBeDisabled()
    await userEvent.click(calendar.getByRole('button', { name: /^Tuesday 1 September 2026/ }))
    await userEvent.click(calendar.getByRole('button', { name: /^Tuesday 15 September 2026/ }))
    await expect(args.onChange).toHaveBeenLastCalledWith({
      timeRange: { timePeriod: 'EXACTRANGE', start: '2026-09-01', end: '2026-09-15' },
    })
    await waitFor(() => expect(popup.queryByRole('dialog')).toBeNull())
    await expect(field(canvasElement, texts.publishDates)).toHaveTextContent(
      'September 1, 2026 – September 15, 2026',
    )
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

export const ChoosingReadFilter: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(field(canvasElement, texts.readFilter))
    await userEvent.click(await body(canvasElement).findByRole('option', { name: UNREAD_ACTION_ITEMS }))
    await expect(args.onChange).toHaveBeenLastCalledWith({ status: UNREAD_ACTION_ITEMS })
    await expect(field(canvasElement, texts.readFilter)).toHaveTextContent(UNREAD_ACTION_ITEMS)
    ;(canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur()
  },
}

/** Typing reports the text (the screen waits for a pause); Enter searches at once. */
export const SearchingByFileName: Story = {
  play: async ({ canvasElement, args }) => {
    const search = within(canvasElement).getByRole('searchbox', { name: texts.fileName })
    await userEvent.type(search, 'Capital Call')
    await expect(args.onFileNameChange).toHaveBeenLastCalledWith('Capital Call')
    await expect(args.onFileNameSearch).not.toHaveBeenCalled()
    await userEvent.keyboard('{Enter}')
    await expect(args.onFileNameSearch).toHaveBeenCalledTimes(1)
    search.blur()
  },
}

/** A user entitled to nothing: each list says so, and the other filters still work. */
export const NothingAvailable: Story = {
  args: { options: { investorAccounts: [], funds: [], documentTypes: [], documentSubtypes: [] } },
  play: async ({ canvasElement }) => {
    for (const { label, entity } of multiSelects)
      await expect(field(canvasElement, label)).toHaveTextContent(multiSelectLabel(entity, 0, 0))
    await expect(field(canvasElement, texts.timeRange)).toBeEnabled()
  },
}
