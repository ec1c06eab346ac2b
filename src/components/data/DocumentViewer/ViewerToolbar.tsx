import type { RefObject } from 'react'
import styled from 'styled-components'
import { ChevronDownIcon, ChevronUpIcon, DownloadIcon } from '../../icons'
import { IconButton } from '../../inputs/IconButton'
import { SearchInput } from '../../inputs/SearchInput'
import { Select } from '../../inputs/Select'
import { px, VisuallyHidden } from '../../theme/mixins'
import { below, breakpoints, theme } from '../../theme/tokens'
import { PrintIcon, RotateIcon, ThumbnailsIcon, ZoomInIcon, ZoomOutIcon } from './icons'
import { documentViewerTexts as texts } from './texts'
import { FIT_PAGE, FIT_WIDTH, steppedZoom, ZOOM_STEPS, type Zoom } from './viewerMath'

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space.xs} ${theme.space.md};
  padding: ${theme.space.xs} ${theme.space.md};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
  ${below(breakpoints.narrow)} {
    padding: ${theme.space.xs};
    gap: ${theme.space.xs};
  }
`

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
`

const SearchGroup = styled(Group)`
  flex: 1 1 16rem;
  max-width: 28rem;
`

const PageInput = styled.input`
  width: 3.5rem;
  height: ${px(theme.sizes.controlSm)};
  padding: 0 ${theme.space.xs};
  border: ${px(theme.sizes.border)} solid ${theme.colors.control};
  border-radius: ${theme.radii.sm};
  font: inherit;
  text-align: center;
`

const Muted = styled.span`
  color: ${theme.colors.inkMuted};
  white-space: nowrap;
`

const zoomOptions = [
  { value: 'fitWidth', label: texts.fitWidth },
  { value: 'fitPage', label: texts.fitPage },
  ...ZOOM_STEPS.map((step) => ({ value: String(step), label: texts.percent(step) })),
]

const zoomValue = (zoom: Zoom): string => (zoom.kind === 'percent' ? String(zoom.value) : zoom.kind)
const zoomFrom = (value: string): Zoom =>
  value === 'fitWidth'
    ? FIT_WIDTH
    : value === 'fitPage'
      ? FIT_PAGE
      : { kind: 'percent', value: Number(value) }

export interface ViewerToolbarProps {
  /** The page field's id (its label is visually hidden). */
  fieldId: string
  thumbnails: boolean
  onToggleThumbnails: () => void
  currentPage: number
  pageCount: number
  /** What the page field holds: the current page, or what the reader is typing. */
  pageText: string
  onPageTextChange: (text: string) => void
  /** The page field left or Enter pressed: go to the page typed. */
  onPageField: () => void
  onGoToPage: (page: number) => void
  zoom: Zoom
  /** The scale shown (1 = 100 %), which a fit zoom works out. */
  scale: number
  onZoom: (zoom: Zoom) => void
  onRotate: () => void
  searchField: RefObject<HTMLInputElement | null>
  query: string
  onQueryChange: (query: string) => void
  /** 'Searching…', 'No matches' or 'n of m'. */
  searchStatus: string
  hitCount: number
  onMoveHit: (step: 1 | -1) => void
  printing: boolean
  onPrint: () => void
  onDownload: () => void
}

interface StepButtonProps {
  /** -1 goes back (an up chevron, as pages run down the frame), 1 goes on. */
  step: 1 | -1
  label: string
  disabled: boolean
  /** Its keys, as `aria-keyshortcuts` names them. */
  keys: string
  onStep: () => void
}

/** A previous or next button: of the pages, or of the search's hits. */
const StepButton = ({ step, label, disabled, keys, onStep }: StepButtonProps) => (
  <IconButton
    label={label}
    icon={step < 0 ? <ChevronUpIcon size="sm" /> : <ChevronDownIcon size="sm" />}
    disabled={disabled}
    aria-keyshortcuts={keys}
    onClick={onStep}
  />
)

/**
 * The viewer's tools: thumbnails, page n of m with previous, next and a page field; zoom out, a zoom choice, zoom
 * in; rotate; search with its count and previous/next match; print and download. Each names its key
 * (aria-keyshortcuts); the keys themselves are the viewer's.
 */
export function ViewerToolbar({
  fieldId,
  thumbnails,
  onToggleThumbnails,
  currentPage,
  pageCount,
  pageText,
  onPageTextChange,
  onPageField,
  onGoToPage,
  zoom,
  scale,
  onZoom,
  onRotate,
  searchField,
  query,
  onQueryChange,
  searchStatus,
  hitCount,
  onMoveHit,
  printing,
  onPrint,
  onDownload,
}: ViewerToolbarProps) {
  return (
    <Toolbar role="toolbar" aria-label={texts.toolbar}>
      <Group>
        <IconButton
          label={texts.thumbnails}
          icon={<ThumbnailsIcon size="sm" />}
          pressed={thumbnails}
          aria-keyshortcuts="T"
          onClick={onToggleThumbnails}
        />
        <StepButton
          step={-1}
          label={texts.previousPage}
          disabled={currentPage <= 1}
          keys="PageUp P"
          onStep={() => onGoToPage(currentPage - 1)}
        />
        <VisuallyHidden as="label" htmlFor={fieldId}>
          {texts.pageField}
        </VisuallyHidden>
        <PageInput
          id={fieldId}
          inputMode="numeric"
          value={pageText}
          onChange={(event) => onPageTextChange(event.target.value)}
          onBlur={onPageField}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onPageField()
          }}
        />
        <Muted>{texts.ofPages(pageCount)}</Muted>
        <StepButton
          step={1}
          label={texts.nextPage}
          disabled={currentPage >= pageCount}
          keys="PageDown N"
          onStep={() => onGoToPage(currentPage + 1)}
        />
      </Group>
      <Group>
        <IconButton
          label={texts.zoomOut}
          icon={<ZoomOutIcon size="sm" />}
          aria-keyshortcuts="-"
          onClick={() => onZoom(steppedZoom(scale, -1))}
        />
        <Select
          label={texts.zoom}
          hideLabel
          width={128}
          options={
            zoom.kind === 'percent' && !ZOOM_STEPS.some((step) => step === zoom.value)
              ? [...zoomOptions, { value: zoomValue(zoom), label: texts.percent(zoom.value) }]
              : zoomOptions
          }
          value={zoomValue(zoom)}
          onChange={(value) => onZoom(zoomFrom(value))}
        />
        <IconButton
          label={texts.zoomIn}
          icon={<ZoomInIcon size="sm" />}
          aria-keyshortcuts="+"
          onClick={() => onZoom(steppedZoom(scale, 1))}
        />
        <Muted aria-hidden="true">{texts.percent(Math.round(scale * 100))}</Muted>
        <IconButton
          label={texts.rotate}
          icon={<RotateIcon size="sm" />}
          aria-keyshortcuts="R"
          onClick={onRotate}
        />
      </Group>
      <SearchGroup>
        <SearchInput
          ref={searchField}
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={query}
          onChange={onQueryChange}
          aria-keyshortcuts="Control+F /"
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              onMoveHit(event.shiftKey ? -1 : 1)
            }
          }}
        />
        <Muted aria-hidden="true" data-hit-count="">
          {searchStatus}
        </Muted>
        <StepButton
          step={-1}
          label={texts.previousHit}
          disabled={hitCount === 0}
          keys="Shift+Enter Shift+F3"
          onStep={() => onMoveHit(-1)}
        />
        <StepButton
          step={1}
          label={texts.nextHit}
          disabled={hitCount === 0}
          keys="Enter F3"
          onStep={() => onMoveHit(1)}
        />
      </SearchGroup>
      <Group>
        <IconButton
          label={texts.print}
          icon={<PrintIcon size="sm" />}
          disabled={printing}
          aria-keyshortcuts="Control+P"
          onClick={onPrint}
        />
        <IconButton
          label={texts.download}
          icon={<DownloadIcon size="sm" />}
          aria-keyshortcuts="Control+S"
          onClick={onDownload}
        />
      </Group>
    </Toolbar>
  )
}
