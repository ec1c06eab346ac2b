import styled, { css } from 'styled-components'
import { px } from '../../theme/mixins'
import { controlBox } from '../Field/field.styles'

export type TriggerTone = 'default' | 'inverse'

/** The closed dropdown: shows the selection and a chevron. */
export const Trigger = styled.button<{ $invalid?: boolean; $tone: TriggerTone; $open: boolean }>`
  ${controlBox}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-right: ${({ theme }) => theme.space.sm};
  text-align: left;
  cursor: pointer;

  svg {
    flex: none;
    color: inherit;
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }

  ${({ $tone }) =>
    $tone === 'inverse' &&
    css`
      background: transparent;
      color: ${({ theme }) => theme.colors.inkInverse};
      border-color: ${({ theme }) => theme.colors.inkInverseMuted};
      &:hover:not(:disabled) {
        border-color: ${({ theme }) => theme.colors.inkInverse};
        background: ${({ theme }) => theme.colors.brandStrong};
      }
      &:focus-visible {
        outline-color: ${({ theme }) => theme.colors.inkInverse};
      }
    `}
`

export const TriggerText = styled.span<{ $placeholder: boolean }>`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme, $placeholder }) => ($placeholder ? theme.colors.inkMuted : 'inherit')};
`

export const PopupSearch = styled.div`
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
`

export const PopupActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.xs};
`
