import styled, { css } from 'styled-components'
import { below, CardItem, theme } from '../../../components'

/**
 * Every row is as high as every other, so each list's placeholder can hold exactly its loaded height (CLS 0): a
 * title line and a detail line; on a phone two of each (the title wraps, the fund name and the date are lines of
 * their own), clipped with an ellipsis beyond that.
 */
const lines = (narrow: boolean) => ({
  title: `${narrow ? 2 : 1} * ${theme.typography.size.md} * ${theme.typography.lineHeight.normal}`,
  detail: `${narrow ? 2 : 1} * ${theme.typography.size.sm} * ${theme.typography.lineHeight.normal}`,
})

const rowHeight = (narrow: boolean) => {
  const { title, detail } = lines(narrow)
  return `(2 * ${theme.sizes.border}px + 2 * ${theme.space.md} + ${title} + ${theme.space.xs} + ${detail})`
}

const listHeight = (rows: number, narrow: boolean) =>
  `calc(${rows} * ${rowHeight(narrow)} + ${rows - 1} * ${theme.space.sm})`

/** One list's box: it holds the height of its loaded rows while it loads, so home does not shift. */
export const Reserved = styled.div<{ $rows: number }>`
  min-height: ${({ $rows }) => listHeight($rows, false)};

  ${below(theme.breakpoints.narrow)} {
    min-height: ${({ $rows }) => listHeight($rows, true)};
  }
`

export const Item = styled(CardItem)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: ${theme.space.sm};
`

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  min-width: 0;
`

const clipped = css`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`

/** A provider's title as text: one line (two on a phone), then an ellipsis; the whole text is the button's name. */
export const Title = styled.p`
  margin: 0;
  font-size: ${theme.typography.size.md};
  font-weight: ${theme.typography.weight.semibold};
  height: calc(${lines(false).title});
  ${clipped}

  & > a {
    display: inline;
  }

  ${below(theme.breakpoints.narrow)} {
    height: calc(${lines(true).title});
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    white-space: normal;
    overflow-wrap: anywhere;
  }
`

/** Under the title: the fund name clipped with an ellipsis and the date whole; on a phone one line each. */
export const Detail = styled.p`
  display: flex;
  gap: ${theme.space.xs};
  margin: 0;
  color: ${theme.colors.inkMuted};
  font-size: ${theme.typography.size.sm};
  white-space: nowrap;

  ${below(theme.breakpoints.narrow)} {
    flex-direction: column;
    gap: 0;
    height: calc(${lines(true).detail});
  }
`

export const Clipped = styled.span`
  ${clipped}
`

/** The date after a fund name: never clipped; on a phone its own line, so without the separator. */
export const Whole = styled.span`
  flex: none;

  ${below(theme.breakpoints.narrow)} {
    & > [aria-hidden] {
      display: none;
    }
  }
`
