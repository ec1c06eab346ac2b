import { within } from 'storybook/test'

/** The row of `container` whose accessible name (its cells' text) contains `text`. */
export const rowWith = (container: HTMLElement, text: string): HTMLElement =>
  within(container).getByRole('row', { name: (name) => name.includes(text) })

/**
 * The cell of `row` in the column whose header has the accessible name `column`: the header is looked up in the
 * row's table and the cell taken at the header's place in its row, so an assertion reads "the AMOUNT cell of the
 * first cash-flow row" instead of naming a position.
 */
export function cellInColumn(row: HTMLElement, column: string | RegExp): HTMLElement {
  const table = row.closest<HTMLElement>('table, [role="table"], [role="grid"]')
  if (!table) throw new Error('The row is not in a table')
  const header = within(table).getByRole('columnheader', { name: column })
  const index = Array.from(header.parentElement?.children ?? []).indexOf(header)
  const cell = row.children[index]
  if (!(cell instanceof HTMLElement)) throw new Error(`The row has no cell in the column ${String(column)}`)
  return cell
}
