import { Button, Muted, ProgressBar, Row } from '../../components'

export interface ExportProgressProps {
  /** What is being made ('Building the ILPA workbook'): the bar's name. */
  label: string
  /** How far it is, in words ('3 of 12 funds'), announced as it changes. */
  status: string
  done: number
  total: number
  cancelLabel: string
  onCancel: () => void
}

/** A file being made in the browser from many calls: its progress in words and as a bar, and Cancel. */
export function ExportProgress({ label, status, done, total, cancelLabel, onCancel }: ExportProgressProps) {
  return (
    <Row $gap="md" role="group" aria-label={label}>
      <Muted aria-live="polite">{`${label}: ${status}`}</Muted>
      <ProgressBar label={label} value={done} max={total} />
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </Row>
  )
}
