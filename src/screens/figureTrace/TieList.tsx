import styled from 'styled-components'
import { theme, VisuallyHidden } from '../../components'
import { formatNumber, type FigureTie, type NumberFormat } from '../../domain'
import { tieTexts as texts } from './texts'

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space.xs};
`

const Item = styled.li<{ $ties: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${theme.space.xs};
  overflow-wrap: anywhere;
  color: ${({ $ties }) => ($ties ? theme.colors.ink : theme.colors.danger)};
`

const Mark = styled.span`
  font-weight: ${theme.typography.weight.semibold};
`

const amount = (value: number | null, numberFormat?: NumberFormat) =>
  formatNumber(value, { decimals: 2, numberFormat })

/**
 * The checks, each with ✓, or with ✗, both figures and their difference. The marks are seen; a screen reader
 * hears 'ties' or 'does not tie' in words.
 */
export function TieList({
  ties,
  numberFormat,
  labelledBy,
}: {
  ties: readonly FigureTie[]
  numberFormat?: NumberFormat
  /** The id of the list's title, where it has one. */
  labelledBy?: string
}) {
  return (
    <List aria-labelledby={labelledBy}>
      {ties.map((tie, index) => (
        <Item key={`${tie.check}-${index}`} $ties={tie.ties}>
          <Mark aria-hidden="true">{tie.ties ? '✓' : '✗'}</Mark>
          <span>
            {tie.check}
            {tie.ties ? (
              <VisuallyHidden>{texts.ties}</VisuallyHidden>
            ) : (
              <>
                {': '}
                {texts.doesNotTie(
                  amount(tie.expected, numberFormat),
                  amount(tie.actual, numberFormat),
                  amount(tie.difference, numberFormat),
                )}
              </>
            )}
          </span>
        </Item>
      ))}
    </List>
  )
}
