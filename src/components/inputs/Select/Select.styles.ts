import styled from 'styled-components'
import { px } from '../../theme/mixins'
import { theme } from '../../theme/tokens'

export const PopupSearch = styled.div`
  padding: ${theme.space.xs} ${theme.space.sm} ${theme.space.sm};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
  margin-bottom: ${theme.space.xs};
`

export const PopupActions = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: 0 ${theme.space.sm} ${theme.space.xs};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
  margin-bottom: ${theme.space.xs};
`
