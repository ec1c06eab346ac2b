import styled from 'styled-components'
import { px } from '../../theme/mixins'

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
