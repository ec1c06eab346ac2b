import {
  useEffect,
  useId,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react'
import styled from 'styled-components'
import { CloseIcon } from '../../icons'
import { IconButton } from '../../inputs/IconButton'
import { px } from '../../theme/mixins'
import { componentTexts } from '../../texts'
import { Portal, tabbableElements, trapTabKey } from '../../utils'
import { theme } from '../../theme/tokens'

export type DialogCloseReason = 'escape' | 'closeButton' | 'backdrop'

/** A full-size dialog keeps only a narrow margin, so a phone gives its content nearly the whole screen. */
const margin = (size: DialogSize) => (size === 'full' ? 'sm' : 'lg')

const Backdrop = styled.div<{ $size: DialogSize }>`
  position: fixed;
  inset: 0;
  z-index: ${theme.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${({ $size }) => theme.space[margin($size)]};
  background: ${theme.colors.backdrop};
  overflow-y: auto;

  /* A side panel stands at the window's right edge, its full height; on a phone it is a dialog like any other. */
  @media (min-width: ${px(theme.breakpoints.narrow)}) {
    ${({ $size }) => $size === 'side' && 'place-items: stretch end; padding: 0;'}
  }
`

export type DialogSize = 'default' | 'wide' | 'full' | 'side'

const Panel = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: min(
    100%,
    ${({ $size }) =>
      $size === 'full'
        ? '100%'
        : px($size === 'wide' ? theme.dimensions.dialogWidthWide : theme.dimensions.dialogWidth)}
  );
  /* A grid item: without this, an unbreakable word in its content would widen it past a phone's screen. */
  min-width: 0;
  max-height: calc(100vh - 2 * ${({ $size }) => theme.space[margin($size)]});
  ${({ $size }) => $size === 'full' && `height: calc(100dvh - 2 * ${theme.space.sm});`}
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.overlay};
  outline: none;

  @media (min-width: ${px(theme.breakpoints.narrow)}) {
    ${({ $size }) =>
      $size === 'side' &&
      `width: min(100%, ${px(theme.dimensions.sidePanelWidth)}); height: 100dvh; max-height: none; border-radius: 0;`}
  }
`

/** Not <header>/<footer>: inside a dialog they would be a second banner and contentinfo beside the page's. */
const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  padding: ${theme.space.md} ${theme.space.lg};
  border-bottom: ${px(theme.sizes.border)} solid ${theme.colors.border};
`

const Title = styled.h2<{ $clamped: boolean }>`
  margin: 0;
  min-width: 0;
  overflow-wrap: anywhere;
  /* A full-size dialog's long title (a document's) keeps to two lines: the content is what it is for. */
  ${({ $clamped }) =>
    $clamped &&
    'display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; overflow: hidden;'}
  font-size: ${theme.typography.size.lg};
  font-weight: ${theme.typography.weight.semibold};
  line-height: ${theme.typography.lineHeight.tight};
`

const Body = styled.div<{ $fill: boolean }>`
  padding: ${({ $fill }) => ($fill ? 0 : theme.space.lg)};
  overflow-y: ${({ $fill }) => ($fill ? 'hidden' : 'auto')};
  ${({ $fill }) => $fill && 'flex: 1; min-height: 0; display: flex; flex-direction: column;'}
`

const Foot = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space.sm};
  padding: ${theme.space.md} ${theme.space.lg};
  border-top: ${px(theme.sizes.border)} solid ${theme.colors.border};
`

export interface DialogProps {
  /** The dialog shows while true; focus returns to where it was when it closes. */
  open: boolean
  /** The heading, also the dialog's accessible name. */
  title: string
  /** Escape, the close button or (with closeOnBackdrop) a click outside asked to close. */
  onClose: (reason: DialogCloseReason) => void
  /**
   * default: 785 px; wide: 1005 px (spec §2.3); full: the whole window, its body scrolled by its content; side: a
   * panel at the right edge, the window's height, on screens wider than a phone's (a default dialog on phones).
   */
  size?: DialogSize
  /** Buttons at the bottom (e.g. 'I AGREE' and 'I DO NOT AGREE'). */
  footer?: ReactNode
  /** The element focused on open; the first focusable element of the body otherwise. */
  initialFocusRef?: RefObject<HTMLElement | null>
  /**
   * The dialog itself takes the focus on open, whatever its body holds: for a body whose controls arrive with code
   * loaded on demand (a video player), which would otherwise take it only once that code is in.
   */
  focusDialogOnOpen?: boolean
  /** When false there is no close button and Escape does nothing: the footer's buttons decide. */
  dismissible?: boolean
  closeOnBackdrop?: boolean
  /** Keys pressed inside the dialog (e.g. Enter accepting the terms). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void
  children: ReactNode
}

/** A modal dialog: traps focus, closes with Escape, returns focus to the element that opened it. */
export function Dialog({
  open,
  title,
  onClose,
  size = 'default',
  footer,
  initialFocusRef,
  focusDialogOnOpen = false,
  dismissible = true,
  closeOnBackdrop = false,
  onKeyDown,
  children,
}: DialogProps) {
  const titleId = useId()
  const panelRef = useRef<HTMLDivElement>(null)
  const bodyRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const previous = document.activeElement as HTMLElement | null
    const firstInBody = focusDialogOnOpen ? null : bodyRef.current && tabbableElements(bodyRef.current)[0]
    const target = initialFocusRef?.current ?? firstInBody ?? panelRef.current
    target?.focus()
    return () => {
      if (previous?.isConnected) previous.focus()
    }
  }, [open, initialFocusRef, focusDialogOnOpen])

  if (!open) return null

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && dismissible) {
      event.stopPropagation()
      onClose('escape')
      return
    }
    trapTabKey(event, panelRef.current)
    onKeyDown?.(event)
  }

  // A control that lets go of the focus (a button turning busy) would leave it on the page's body, outside the
  // dialog, where Escape and Tab no longer reach it: the dialog takes it back.
  const keepFocusInside = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget !== null || !document.hasFocus()) return
    setTimeout(() => {
      if (document.activeElement === document.body) panelRef.current?.focus()
    }, 0)
  }

  return (
    <Portal>
      <Backdrop
        $size={size}
        onPointerDown={(event) => {
          if (closeOnBackdrop && dismissible && event.target === event.currentTarget) onClose('backdrop')
        }}
      >
        <Panel
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          tabIndex={-1}
          $size={size}
          onKeyDown={handleKeyDown}
          onBlur={keepFocusInside}
        >
          <Head>
            <Title id={titleId} $clamped={size === 'full'} title={size === 'full' ? title : undefined}>
              {title}
            </Title>
            {dismissible && (
              <IconButton
                label={componentTexts.close}
                icon={<CloseIcon />}
                onClick={() => onClose('closeButton')}
              />
            )}
          </Head>
          <Body ref={bodyRef} $fill={size === 'full'}>
            {children}
          </Body>
          {footer && <Foot>{footer}</Foot>}
        </Panel>
      </Backdrop>
    </Portal>
  )
}
