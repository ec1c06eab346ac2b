import { css } from 'styled-components'
import { px } from '../theme/mixins'
import { theme } from '../theme/tokens'

/** A column heading of DataGrid and ReportTable: small bold capitals on the raised surface, over a strong rule. */
export const columnHeading = css`
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.borderStrong};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.xs};
  font-weight: ${theme.typography.weight.bold};
  letter-spacing: ${theme.typography.letterSpacing.caps};
  white-space: nowrap;
`
