import { Button, Callout, Muted, Stack } from '../../../components'
import { capitalActivityTexts as texts } from '../../../domain'

/**
 * The standing warning against wire fraud (a forged notice with new bank details): wire instructions are never
 * changed by email or phone. A change is asked for here, through the investor request for new wire instructions;
 * while acting as another user that request cannot be sent, and the button says why it is off.
 */
export function WireFraudNotice({
  requestEnabled,
  onUpdateWireInstructions,
}: {
  requestEnabled: boolean
  onUpdateWireInstructions: () => void
}) {
  return (
    <Callout tone="warning" title={texts.wireFraudHeading} titleId="wire-fraud-heading" role="note">
      <Stack $gap="sm">
        <p>{texts.wireFraudNotice}</p>
        <div>
          <Button
            variant="secondary"
            size="sm"
            disabled={!requestEnabled}
            aria-describedby={requestEnabled ? undefined : 'wire-request-unavailable'}
            onClick={onUpdateWireInstructions}
          >
            {texts.updateWireInstructions}
          </Button>
        </div>
        {!requestEnabled && (
          <Muted id="wire-request-unavailable">{texts.updateWireInstructionsUnavailable}</Muted>
        )}
      </Stack>
    </Callout>
  )
}
