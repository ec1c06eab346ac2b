import { describe, expect, it } from 'vitest'
import {
  firstErrorText,
  fsisReportsErrorText,
  historicMoicFailure,
  isAbortError,
  perFundErrorText,
} from './failures'

describe('failure texts', () => {
  it("per-fund report errors default to 'Something went wrong'", () => {
    expect(perFundErrorText('Timeout')).toBe('Timeout')
    expect(perFundErrorText('')).toBe('Something went wrong')
    expect(perFundErrorText(undefined)).toBe('Something went wrong')
  })
  it('a historic MOIC failure stores the message or the default, with null data', () => {
    expect(historicMoicFailure('MOIC not found')).toEqual({ data: null, error: 'MOIC not found' })
    expect(historicMoicFailure(null)).toEqual({ data: null, error: 'Something went wrong' })
  })
  it("a 404 of the FSIS reports becomes 'FSIS reports not found'", () => {
    expect(fsisReportsErrorText(404)).toBe('FSIS reports not found')
    expect(fsisReportsErrorText(500)).toBe('Failed to fetch FSIS reports')
    expect(fsisReportsErrorText(undefined)).toBe('Failed to fetch FSIS reports')
  })
  it('shows the first element of a failed answer, else the default', () => {
    expect(firstErrorText(['Routing number is invalid'])).toBe('Routing number is invalid')
    expect(firstErrorText([{ message: 'Weak password' }])).toBe('Weak password')
    expect(firstErrorText([{ code: 1 }])).toBe('Some error occurred. Please try again.')
    expect(firstErrorText([])).toBe('Some error occurred. Please try again.')
    expect(firstErrorText({ error: 'x' })).toBe('Some error occurred. Please try again.')
    expect(firstErrorText(null)).toBe('Some error occurred. Please try again.')
  })
  it('recognises aborted requests', () => {
    expect(isAbortError(new DOMException('aborted', 'AbortError'))).toBe(true)
    expect(isAbortError({ name: 'CanceledError' })).toBe(true)
    expect(isAbortError(new Error('x'))).toBe(false)
    expect(isAbortError(null)).toBe(false)
  })
})
