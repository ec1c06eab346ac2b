import { useId, useState } from 'react'
import styled from 'styled-components'
import { FailureMessage, Spinner, Stack, theme, WarningIcon } from '../../components'
import type { FigureTie, NumberFormat } from '../../domain'
import { tieTexts as texts } from './texts'
import { TieList } from './TieList'

const Disclosure = styled.details<{ $failed: boolean }>`
  border: ${theme.sizes.border}px solid
    ${({ $failed }) => ($failed ? theme.colors.warning : theme.colors.border)};
  border-radius: ${theme.radii.md};
  background: ${({ $failed }) => ($failed ? theme.colors.warningSubtle : theme.colors.surface)};

  & > summary {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space.xs} ${theme.space.sm};
    padding: ${theme.space.sm} ${theme.space.md};
    cursor: pointer;
    border-radius: ${theme.radii.md};
  }

  & > summary:focus-visible {
    outline: ${theme.sizes.focusRing}px solid ${theme.colors.focus};
    outline-offset: ${theme.sizes.focusOffset}px;
  }
`

const Heading = styled.span`
  font-weight: ${theme.typography.weight.semibold};
`

const OUTCOME_COLOURS = {
  ties: theme.colors.success,
  fails: theme.colors.warning,
  checking: theme.colors.inkMuted,
} as const

const Outcome = styled.span<{ $outcome: keyof typeof OUTCOME_COLOURS }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  color: ${({ $outcome }) => OUTCOME_COLOURS[$outcome]};
`

const Body = styled(Stack)`
  padding: 0 ${theme.space.md} ${theme.space.md};
`

/** A group's title: not a heading (the disclosure sits at any level of a page), it names its list. */
const SectionTitle = styled.p`
  margin: 0;
  font-size: ${theme.typography.size.sm};
  font-weight: ${theme.typography.weight.semibold};
`

/** One group of checks ('Roll-forward', 'Against the cash flows'…). */
export interface TieSection {
  heading: string
  ties: readonly FigureTie[]
}

export type FiguresTieState =
  | { status: 'checking' }
  | { status: 'failed'; error: string; retry?: () => void }
  | { status: 'checked'; sections: readonly TieSection[] }

/**
 * 'Figures tie' (issue 63): a report's checks of its own figures against each other and against the provider's
 * other calls. Collapsed, with ✓ and the count, when every check ties; open, with a warning, when one does not
 * (each failed check names both figures and the difference). While the checks' calls answer it says so; a call
 * that fails shows its §8 text with 'Try again'.
 */
export function FiguresTie({ state, numberFormat }: { state: FiguresTieState; numberFormat?: NumberFormat }) {
  const checks = state.status === 'checked' ? state.sections.flatMap((section) => section.ties) : []
  const failed = checks.filter((tie) => !tie.ties).length
  const alarming = failed > 0 || state.status === 'failed'
  // Opened by what the checks find; the user may close or open it after (a new outcome decides again).
  const outcome = `${state.status}-${failed}`
  const [toggled, setToggled] = useState<{ outcome: string; open: boolean } | null>(null)
  const open = toggled?.outcome === outcome ? toggled.open : alarming
  const id = useId()
  return (
    <Disclosure
      aria-busy={state.status === 'checking' || undefined}
      $failed={alarming}
      open={open}
      onToggle={(event) => setToggled({ outcome, open: event.currentTarget.open })}
    >
      <summary>
        <Heading>{texts.heading}</Heading>
        {state.status === 'checking' ? (
          <Outcome $outcome="checking">
            <Spinner label={null} />
            {texts.checking}
          </Outcome>
        ) : state.status === 'checked' ? (
          <Outcome $outcome={failed > 0 ? 'fails' : 'ties'}>
            {failed > 0 ? <WarningIcon size="sm" /> : <span aria-hidden="true">✓</span>}
            {failed > 0 ? texts.someFail(failed, checks.length) : texts.allTie(checks.length)}
          </Outcome>
        ) : null}
      </summary>
      {/* Drawn only while open: a 50-fund statement has some 650 checks. */}
      {open && (
        <Body $gap="sm">
          {state.status === 'failed' && <FailureMessage text={state.error} onRetry={state.retry} />}
          {state.status === 'checked' &&
            state.sections
              .filter((section) => section.ties.length > 0)
              .map((section, index) => (
                <Stack key={section.heading} $gap="xs">
                  <SectionTitle id={`${id}-${index}`}>{section.heading}</SectionTitle>
                  <TieList ties={section.ties} numberFormat={numberFormat} labelledBy={`${id}-${index}`} />
                </Stack>
              ))}
        </Body>
      )}
    </Disclosure>
  )
}
