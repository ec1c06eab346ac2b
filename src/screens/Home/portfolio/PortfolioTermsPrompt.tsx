import { Button, Message, Muted } from '../../../components'
import { PortfolioFrame } from './PortfolioFrame'
import { portfolioTexts as texts } from './texts'

/**
 * The portfolio's panel before the reporting terms are accepted in the session: no figure (none is asked for), a
 * sentence saying why, and the button that asks for the terms in the same dialog as the report pages. Home never
 * opens the dialog unasked: the investor may come for a document or the video.
 */
export function PortfolioTermsPrompt({ onReviewTerms }: { onReviewTerms: () => void }) {
  return (
    <PortfolioFrame>
      <Message>
        <Muted>{texts.termsRequired}</Muted>
        <Button onClick={onReviewTerms}>{texts.reviewTerms}</Button>
      </Message>
    </PortfolioFrame>
  )
}
