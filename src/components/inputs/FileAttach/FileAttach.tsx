import { useId, useState, type ChangeEvent } from 'react'
import styled from 'styled-components'
import { ALLOWED_ATTACHMENT_EXTENSIONS, validateAttachment } from '../../../domain'
import { CloseIcon, DocumentIcon, PaperclipIcon } from '../../icons'
import { px, visuallyHidden } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { IconButton } from '../IconButton'
import { ErrorText } from '../Field/Field.styles'
import { theme } from '../../theme/tokens'

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
`

const Input = styled.input`
  ${visuallyHidden}
`

/** The visible button is the input's label, so the input itself keeps focus and keyboard use. */
const Picker = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  align-self: flex-start;
  min-height: ${px(theme.sizes.control)};
  padding: 0 ${theme.space.md};
  border: ${px(theme.sizes.border)} solid
    ${({ $disabled }) => ($disabled ? theme.colors.disabledSurface : theme.colors.action)};
  border-radius: ${theme.radii.sm};
  background: ${({ $disabled }) => ($disabled ? theme.colors.disabledSurface : theme.colors.surface)};
  color: ${({ $disabled }) => ($disabled ? theme.colors.disabled : theme.colors.action)};
  font-weight: ${theme.typography.weight.semibold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};

  input:focus-visible + & {
    outline: ${px(theme.sizes.focusRing)} solid ${theme.colors.focus};
    outline-offset: ${px(theme.sizes.focusOffset)};
  }
`

const Attached = styled.div`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.sm};
  align-self: flex-start;
  padding-left: ${theme.space.sm};
  border: ${px(theme.sizes.border)} solid ${theme.colors.border};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
`

export interface AttachedFile {
  name: string
  size: number
}

export interface FileAttachProps {
  /** The attached file, null when none (one file at most, spec §5). */
  file: AttachedFile | null
  /** A file passed the checks of spec §5 (size and type); the caller reads it. */
  onAttach: (file: File) => void
  onRemove: () => void
  /** A file was refused; the message shown is one of spec §5's. */
  onReject?: (message: string | null) => void
  /** No type chosen or loading (spec §5); attaching is also off while a file is attached. */
  disabled?: boolean
  /** The button's text (default 'Attach file'). */
  label?: string
}

const accept = ALLOWED_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')

/** Attaches one document, refusing files over 5 MB or of a type not allowed with the spec's messages. */
export function FileAttach({
  file,
  onAttach,
  onRemove,
  onReject,
  disabled = false,
  label = componentTexts.attachFile,
}: FileAttachProps) {
  const id = useId()
  const errorId = `${id}-error`
  const [error, setError] = useState<string | null>(null)
  const blocked = disabled || file !== null

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? [])
    event.target.value = ''
    if (files.length === 0) return
    const check = validateAttachment(files, file ? 1 : 0)
    if (check.ok) {
      setError(null)
      const [chosen] = files
      if (chosen) onAttach(chosen)
    } else {
      setError(check.message)
      onReject?.(check.message)
    }
  }

  return (
    <Root>
      <Input
        id={id}
        type="file"
        accept={accept}
        disabled={blocked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={onChange}
      />
      <Picker htmlFor={id} $disabled={blocked}>
        <PaperclipIcon size="sm" />
        {label}
      </Picker>
      {file && (
        <Attached>
          <DocumentIcon size="sm" />
          <span>{file.name}</span>
          <IconButton
            label={componentTexts.removeAttachment(file.name)}
            icon={<CloseIcon size="sm" />}
            disabled={disabled}
            onClick={() => {
              setError(null)
              onRemove()
            }}
          />
        </Attached>
      )}
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
    </Root>
  )
}
