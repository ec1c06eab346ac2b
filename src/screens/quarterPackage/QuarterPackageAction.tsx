import { useState } from 'react'
import styled from 'styled-components'
import { useSnapshot } from 'valtio'
import { Button, Dialog, IconButton, PackageIcon, Select, Stack, theme, Tooltip } from '../../components'
import { formatDate, type DateFormat, type PackageQuarter } from '../../domain'
import { ExportProgress } from '../kit'
import { quarterPackageScreenTexts as texts } from './texts'
import type { QuarterPackageAction } from './useQuarterPackage'

const Text = styled.p`
  margin: 0;
`

const Contents = styled.ul`
  margin: ${theme.space.xs} 0 0;
  padding-left: ${theme.space.lg};
  overflow-wrap: anywhere;
`

export interface QuarterPackageButtonProps {
  pack: QuarterPackageAction
  /** The quarters offered, newest first. */
  quarters: readonly PackageQuarter[]
  /** The quarter chosen when the dialog opens (the statement's); the newest otherwise. */
  initialQuarter?: string | null
  /** Whose package it is, in words ('For the funds and investor accounts chosen in the filters.'). */
  scope: string
  /** The package carries the statement's two workbooks (the user may see the statement). */
  withStatements: boolean
  dateFormat: DateFormat
}

/**
 * 'Download quarter package': an icon with its tooltip beside the page's other downloads, opening a dialog that
 * asks for the quarter and says what the zip will hold.
 */
export function QuarterPackageButton({
  pack,
  quarters,
  initialQuarter,
  scope,
  withStatements,
  dateFormat,
}: QuarterPackageButtonProps) {
  const [open, setOpen] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)
  const quarter =
    quarters.find((candidate) => candidate.reportingDate === (chosen ?? initialQuarter)) ?? quarters[0]
  const date = (value: string) => formatDate(value, dateFormat)
  return (
    <>
      <Tooltip content={texts.download} describe={false} placement="bottom-end">
        <IconButton
          label={texts.download}
          icon={<PackageIcon />}
          disabled={pack.busy || !quarter}
          onClick={() => {
            setChosen(null)
            setOpen(true)
          }}
        />
      </Tooltip>
      {quarter && (
        <Dialog
          open={open}
          title={texts.download}
          onClose={() => setOpen(false)}
          footer={
            <>
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {texts.close}
              </Button>
              <Button
                onClick={() => {
                  setOpen(false)
                  void pack.start(quarter)
                }}
              >
                {texts.start}
              </Button>
            </>
          }
        >
          <Stack $gap="md">
            <Select
              label={texts.quarter}
              options={quarters.map((option) => ({ value: option.reportingDate, label: option.label }))}
              value={quarter.reportingDate}
              onChange={setChosen}
            />
            <Text>{scope}</Text>
            <div>
              <Text>{texts.contents}</Text>
              <Contents>
                <li>{texts.documents(date(quarter.publishedFrom), date(quarter.publishedTo))}</li>
                <li>{withStatements ? texts.statements(date(quarter.reportingDate)) : texts.noStatements}</li>
                <li>{texts.manifest}</li>
              </Contents>
            </div>
          </Stack>
        </Dialog>
      )}
    </>
  )
}

/** The package's progress while it is listed, fetched and zipped, with Cancel. */
export function QuarterPackageProgress({ pack }: { pack: QuarterPackageAction }) {
  const progress = useSnapshot(pack.progress).now
  if (!progress) return null
  const status =
    progress.phase === 'listing'
      ? texts.listing
      : progress.phase === 'building'
        ? texts.filesDone(progress.done, progress.total)
        : texts.zipping
  return (
    <ExportProgress
      label={texts.building}
      status={status}
      done={progress.phase === 'building' ? progress.done : progress.phase === 'zipping' ? 1 : 0}
      total={progress.phase === 'building' ? progress.total : 1}
      cancelLabel={texts.cancel}
      onCancel={pack.cancel}
    />
  )
}
