import { describe, expect, it } from 'vitest'
import { hostileCorpus } from '../../mocks/hostile'
import { capitalActivity, type ActivityNotice } from './capitalActivity'
import { capitalActivitySheet } from './capitalActivitySheet'
import { spreadsheetText } from './spreadsheet'
import { capitalActivityTexts as texts } from './texts/capitalActivity'

const notice = (
  id: number,
  publishDate: string,
  fundName = 'Flagship Partners VI, L.P.',
): ActivityNotice => ({
  kind: 'call',
  document: {
    documentId: id,
    title: `Capital Call Notice ${id}`,
    actionItem: true,
    markedRead: false,
    investorAccountName: 'Ellison Family Office',
    fundDisplayName: fundName,
    fundId: 7,
    publishDate,
  },
})

const entries = (fundName = 'Flagship Partners VI, L.P.') =>
  capitalActivity(
    [
      {
        fundId: 7,
        fundName,
        flows: [
          {
            investorName: 'Ellison Family Office',
            currency: 'USD',
            date: '2026-12-18',
            type: 'Contribution',
            category: 'Fund Investments',
            amount: 5_000,
          },
        ],
      },
    ],
    [notice(1, '2026-12-04', fundName), notice(2, '2026-01-05', fundName)],
  )

describe('capital activity sheet', () => {
  it('has a row an entry: its dates as dates, its amount as a number, blank for a notice without flows', () => {
    const sheet = capitalActivitySheet(entries(), '2026-12-06')
    expect(sheet.name).toBe(texts.sheetName)
    const [heading, call, orphan] = sheet.rows
    expect(heading?.map((cell) => (cell?.kind === 'text' ? cell.value : null))).toEqual(
      Object.values(texts.columns),
    )
    expect(call).toEqual([
      { kind: 'text', value: 'Capital call' },
      { kind: 'text', value: 'Flagship Partners VI, L.P.' },
      { kind: 'text', value: 'Ellison Family Office' },
      { kind: 'date', value: '2026-12-04' },
      { kind: 'date', value: '2026-12-18' },
      { kind: 'text', value: 'No' },
      { kind: 'number', value: 5_000, style: 'amount' },
      { kind: 'text', value: 'USD' },
      { kind: 'text', value: 'Fund Investments' },
      { kind: 'text', value: 'Due in 12 days' },
      { kind: 'text', value: 'Notice and cash flows' },
      { kind: 'text', value: 'Capital Call Notice 1' },
    ])
    // The January notice has no flows: its due date is 10 business days on, long past, with nothing recorded.
    expect(orphan?.[4]).toEqual({ kind: 'date', value: '2026-01-19' })
    expect(orphan?.[5]).toEqual({ kind: 'text', value: 'Yes' })
    expect(orphan?.[6]).toBeNull()
    expect(orphan?.[9]).toEqual({ kind: 'text', value: texts.overdue(321) })
    expect(orphan?.[10]).toEqual({ kind: 'text', value: 'No cash flows yet' })
  })

  it('keeps every hostile fund name as text that no spreadsheet runs', () => {
    for (const text of hostileCorpus) {
      const [, call] = capitalActivitySheet(entries(text), '2026-12-06').rows
      expect(call?.[1], JSON.stringify(text.slice(0, 60))).toEqual({
        kind: 'text',
        value: spreadsheetText(text),
      })
    }
  })
})
