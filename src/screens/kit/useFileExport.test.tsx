// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { ApiError } from '../../api'
import { successTexts, warningTexts } from '../../domain'
import {
  captureSavedFiles,
  loadTestSession,
  sessionWrapper,
  setUpScreenTestProvider,
  type TestSession,
} from '../testing/testSession'
import { useFileExport } from './useFileExport'

setUpScreenTestProvider()
let session: TestSession
beforeEach(async () => {
  session = await loadTestSession()
})

const file = { fileName: 'Documents_11-23-2026.xlsx', blob: new Blob(['xlsx']) }

function renderExport(generate: Parameters<typeof useFileExport>[0]) {
  return renderHook(() => useFileExport(generate), { wrapper: sessionWrapper(session) })
}

describe('useFileExport', () => {
  it("saves the file under the provider's name and says 'File generation successful.'", async () => {
    const saved = captureSavedFiles()
    const { result } = renderExport(async () => file)
    await act(() => result.current.run())
    saved.stop()
    expect(saved.files.map((f) => f.fileName)).toEqual([file.fileName])
    expect(session.notifySuccess).toHaveBeenCalledWith(successTexts.fileGeneration)
  })

  it("says 'Report has no data for the parameters given' when there is no file (204)", async () => {
    const { result } = renderExport(async () => null)
    await act(() => result.current.run())
    expect(session.notifyWarning).toHaveBeenCalledWith(warningTexts.reportNoData)
    expect(session.notifySuccess).not.toHaveBeenCalled()
  })

  it('reports a failure once, with its §8 text, and can run again', async () => {
    let calls = 0
    const failure = new ApiError(warningTexts.fileDownload, 500)
    const { result } = renderExport(async () => {
      calls++
      throw failure
    })
    await act(() => result.current.run())
    expect(session.reportFailure).toHaveBeenCalledTimes(1)
    expect(session.reportFailure).toHaveBeenCalledWith(failure, undefined)
    expect(result.current.exporting).toBe(false)
    await act(() => result.current.run())
    expect(calls).toBe(2)
  })

  it("a report's download failure says the §8 download text it is given", async () => {
    const failure = new ApiError('Failed to fetch Capital Account Statement Report', 500)
    const { result } = renderHook(
      () =>
        useFileExport(
          async () => {
            throw failure
          },
          successTexts.reportGeneration,
          warningTexts.reportDownload,
        ),
      { wrapper: sessionWrapper(session) },
    )
    await act(() => result.current.run())
    expect(session.reportFailure).toHaveBeenCalledWith(failure, warningTexts.reportDownload)
    expect(session.notifyWarning).toHaveBeenCalledWith(warningTexts.reportDownload)
  })

  it('runs once while a file is being generated', async () => {
    let finish = () => {}
    let calls = 0
    const { result } = renderExport(
      () =>
        new Promise((resolve) => {
          calls++
          finish = () => resolve(file)
        }),
    )
    let first: Promise<void> = Promise.resolve()
    act(() => void (first = result.current.run()))
    expect(result.current.exporting).toBe(true)
    await act(() => result.current.run())
    expect(calls).toBe(1)
    await act(async () => {
      finish()
      await first
    })
    expect(result.current.exporting).toBe(false)
  })
})
