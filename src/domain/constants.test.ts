import { describe, expect, it } from 'vitest'
import * as constants from './constants'

describe('§9 business constants', () => {
  it('limits and sizes', () => {
    expect(constants).toMatchObject({
      PAGE_SIZE: 50,
      FIRST_PAGE_START: 1,
      FUNDS_PAGE_SIZE: 1500,
      INVESTORS_PAGE_SIZE: 1_000_000,
      MAX_DOCUMENTS_PER_DOWNLOAD: 50,
      MAX_ATTACHMENTS: 1,
      MAX_ATTACHMENT_BYTES: 5_000_000,
      NOTIFICATION_AUTO_CLOSE_MS: 5000,
      EMBED_TOKEN_REFRESH_MARGIN_MS: 60_000,
      GRID_ROW_HEIGHT: 58,
      CHIP_LIMIT: 5,
      TOOLTIP_LABEL_LENGTH: 45,
      INVESTOR_GROUP_DROPDOWN_ITEMS: 8,
      GROUP_ACCOUNT_ID: -998,
      TOTAL_FUND_ACCOUNT_ID: -999,
      CASH_FLOW_FIRST_YEAR: 1991,
    })
  })
  it('dimensions, in the order §9 lists them', () => {
    // "page container max width 1706; header dropdown width 240; fund dropdown width 440; dialog widths 785 and
    // 1005; pinned header offsets 172 and 59; impersonation banner 42"
    const { dimensions } = constants
    expect(Object.keys(dimensions)).toHaveLength(6)
    expect([
      dimensions.pageMaxWidth,
      dimensions.investorGroupDropdownWidth,
      dimensions.fundDropdownWidth,
      ...dimensions.dialogWidths,
      ...dimensions.pinnedHeaderOffsets,
      dimensions.impersonationBannerHeight,
    ]).toEqual([1706, 240, 440, 785, 1005, 172, 59, 42])
  })
  it('currencies', () => {
    expect(constants.SUPPORTED_CURRENCIES.join(' ')).toBe(
      'AUD BRL CAD CHF CNY DKK EUR GBP HKD IDR INR JPY KRW NOK NZD PLN RON SEK SGD USD',
    )
    expect(constants.LINE_TWO_CURRENCIES).toEqual(['USD', 'EUR', 'JPY', 'SEK', 'BRL', 'GBP'])
  })
})

describe('named values', () => {
  it('periods, views, templates and special ids', () => {
    expect(constants.PERIODS).toEqual(['QTD', 'YTD', 'ITD'])
    expect(constants.CAPITAL_ACCOUNT_VIEWS).toEqual(['yourInterest', 'flagshipGroup', 'totalFund'])
    expect(constants.CAPITAL_ACCOUNT_TEMPLATES).toEqual([
      'main',
      'remainingCommitment',
      'contributionsOutsideCommitment',
    ])
    expect([constants.ALL_ACCOUNTS_GROUP_ID, constants.CREATE_GROUP_ID, constants.NEW_GROUP_ID]).toEqual([
      'ALL',
      'CREATE',
      'NEW',
    ])
    expect(constants.IMPERSONATE_PERMISSION).toBe('impersonate:User')
    expect(constants.DATA_ROOM_DOCUMENT_LOCATION).toBe('Opportunity')
    expect(constants.ALLOWED_ATTACHMENT_EXTENSIONS.join(',')).toBe(
      'png,jpg,jpeg,bmp,doc,docx,xls,xlsx,ppt,pptx,pdf',
    )
  })
})
