import { useId, useRef, type InputHTMLAttributes, type KeyboardEvent, type Ref } from 'react'
import styled from 'styled-components'
import { CloseIcon, SearchIcon } from '../../icons'
import { px, visuallyHidden } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { controlBox } from '../Field/Field.styles'
import { TEXT_LIMITS } from '../Field/textLimits'
import { IconButton } from '../IconButton'
import { theme } from '../../theme/tokens'

const Root = styled.div<{ $width?: number }>`
  position: relative;
  display: flex;
  align-items: center;
  width: ${({ $width }) => ($width === undefined ? '100%' : px($width))};
  max-width: 100%;
`

const Label = styled.label`
  ${visuallyHidden}
`

const Glass = styled.span`
  position: absolute;
  left: ${theme.space.sm};
  display: inline-flex;
  color: ${theme.colors.inkMuted};
  pointer-events: none;
`

const Input = styled.input<{ $invalid?: boolean }>`
  ${controlBox}
  padding-left: ${px(theme.sizes.iconMd + 2 * theme.sizes.gap)};
  padding-right: ${px(theme.sizes.control)};

  &::-webkit-search-cancel-button {
    display: none;
  }
`

const Clear = styled.span`
  position: absolute;
  right: 0;
`

export interface SearchInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value' | 'type' | 'id' | 'width'
> {
  /** The accessible name (the label is not shown; the placeholder hints instead). */
  label: string
  value: string
  onChange: (value: string) => void
  /** Enter was pressed. */
  onSearch?: (value: string) => void
  width?: number
  ref?: Ref<HTMLInputElement>
}

/** A search box with a clear button; Escape clears it too. */
export function SearchInput({
  label,
  value,
  onChange,
  onSearch,
  width,
  placeholder = componentTexts.searchPlaceholder,
  onKeyDown,
  ref,
  ...rest
}: SearchInputProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event)
    if (event.defaultPrevented) return
    if (event.key === 'Enter') onSearch?.(value)
    if (event.key === 'Escape' && value !== '') {
      event.stopPropagation()
      onChange('')
    }
  }
  return (
    <Root $width={width}>
      <Label htmlFor={id}>{label}</Label>
      <Glass>
        <SearchIcon size="sm" />
      </Glass>
      <Input
        maxLength={TEXT_LIMITS.search}
        {...rest}
        ref={(element) => {
          inputRef.current = element
          if (typeof ref === 'function') ref(element)
          else if (ref) ref.current = element
        }}
        id={id}
        type="search"
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={handleKeyDown}
      />
      {value !== '' && (
        <Clear>
          <IconButton
            label={componentTexts.clearSearch}
            icon={<CloseIcon size="sm" />}
            onClick={() => {
              onChange('')
              inputRef.current?.focus()
            }}
          />
        </Clear>
      )}
    </Root>
  )
}
