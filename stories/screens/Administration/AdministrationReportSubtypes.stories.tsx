import type { Meta, StoryObj } from '@storybook/react-vite'
import { endpoints } from '../../../src/api'
import { expect, userEvent, within } from 'storybook/test'
import { documentTypes } from '../../../mocks/seed/documents'
import { documentTexts, multiSelectLabel, navigationTabTexts, paths, successTexts } from '../../../src/domain'
import { AdministrationReportsScreen } from '../../../src/screens/Administration'
import { administrationTexts as texts } from '../../../src/screens/Administration/texts'
import { loadScreens, ScreenRoutes } from '../ScreenRoutes'
import { syncStoryRequestContext, withScreenStage } from '../ScreenStage'
import { nextSavedFile, screenOf } from '../screenHelpers'
import { bodiesOf, choose, filterField, workbookRows } from '../reports/reportHelpers'

/**
 * The administration reports' document subtype filter (spec §2.5, §3): the subtypes of the chosen document types
 * (of every type when none is chosen), every 'Other' one option, sent as documentSubTypes in both reports.
 */
const meta = {
  title: 'Screens/AdministrationReports/DocumentSubtypes',
  component: AdministrationReportsScreen,
  render: () => <ScreenRoutes />,
  loaders: [loadScreens],
  decorators: [withScreenStage],
  parameters: { session: 'started', persona: 'admin', route: paths.administrationReports },
  beforeEach: syncStoryRequestContext,
} satisfies Meta<typeof AdministrationReportsScreen>

export default meta
type Story = StoryObj<typeof meta>

const taxDocuments = documentTypes.find((type) => type.displayName === 'Tax Documents')!
const otherSubtypeIds = documentTypes
  .flatMap((type) => type.documentSubtypes ?? [])
  .filter((subtype) => subtype.name === documentTexts.other)
  .map((subtype) => subtype.documentSubtypeId)

async function findScreen(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole(
    'heading',
    { level: 1, name: navigationTabTexts.reports },
    { timeout: 8000 },
  )
}

/** The subtype options offered, as the open list shows them. */
async function subtypeOptionNames(canvasElement: HTMLElement): Promise<string[]> {
  await userEvent.click(filterField(canvasElement, texts.documentSubtypes))
  const listbox = await screenOf(canvasElement).findByRole('listbox')
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '')
  await userEvent.keyboard('{Escape}')
  return names
}

async function downloadReport(canvasElement: HTMLElement) {
  const saved = nextSavedFile()
  await userEvent.click(within(canvasElement).getByRole('button', { name: texts.download }))
  await screenOf(canvasElement).findByText(successTexts.reportGeneration, {}, { timeout: 8000 })
  return saved
}

/** Tax Documents chosen: only its subtypes are offered; two chosen go with the term acceptance report. */
export const TermAcceptanceByTypeAndSubtype: Story = {
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    await choose(canvasElement, texts.documentTypes, taxDocuments.displayName!)
    await userEvent.keyboard('{Escape}')
    await expect(await subtypeOptionNames(canvasElement)).toEqual([
      'Schedule K-1',
      'Tax Estimate',
      'PFIC Statement',
      documentTexts.other,
    ])
    await choose(canvasElement, texts.documentSubtypes, 'Schedule K-1')
    await userEvent.click(await screenOf(canvasElement).findByRole('option', { name: documentTexts.other }))
    await userEvent.keyboard('{Escape}')
    await expect(filterField(canvasElement, texts.documentSubtypes)).toHaveTextContent(
      multiSelectLabel(texts.documentSubtypeEntity, 2, 4),
    )
    await downloadReport(canvasElement)
    const [body] = await bodiesOf(endpoints.termAcceptanceReport.path())
    await expect(body).toMatchObject({
      documentTypeIds: [taxDocuments.documentTypeId],
      documentSubTypes: [501, 504],
    })
  },
}

/** No type filter in the user activity report: every type's subtypes, the 'Other' ones merged into one option. */
export const UserActivityOtherSubtypes: Story = {
  parameters: { route: `${paths.administrationReports}?report=userActivity` },
  play: async ({ canvasElement }) => {
    await findScreen(canvasElement)
    const names = await subtypeOptionNames(canvasElement)
    await expect(names.filter((name) => name === documentTexts.other)).toHaveLength(1)
    await expect(names.at(-1)).toBe(documentTexts.other)
    await choose(canvasElement, texts.documentSubtypes, documentTexts.other)
    await userEvent.keyboard('{Escape}')
    const rows = await workbookRows(await downloadReport(canvasElement))
    await expect(rows.length).toBeGreaterThan(1)
    const [body] = await bodiesOf(endpoints.userActivityReport.path())
    await expect([...((body?.documentSubTypes as number[]) ?? [])].sort()).toEqual(
      [...otherSubtypeIds].sort(),
    )
  },
}
