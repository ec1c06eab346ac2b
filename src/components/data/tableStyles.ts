import { css } from 'styled-components'
import { px } from '../theme/mixins'

/** A column heading of DataGrid and ReportTable: small bold capitals on the raised surface, over a strong rule. */
export const columnHeading = css`
  border-bottom: ${({ theme }) => px(theme.sizes.border)} solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: ${({ theme }) => theme.typography.size.xs};
  font-weight: ${({ theme }) => theme.typography.weight.bold};
  letter-spacing: ${({ theme }) => theme.typography.letterSpacing.caps};
  white-space: nowrap;
`
