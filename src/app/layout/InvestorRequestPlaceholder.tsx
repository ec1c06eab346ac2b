import { Dialog } from '../../components'
import { utilityMenuTexts } from '../../domain'

/** The investor request dialog's place: its form (spec §2.5, §5) is built by a later screen. */
export function InvestorRequestPlaceholder({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} title={utilityMenuTexts.investorRequest} onClose={onClose}>
      <p>
        Send a request to the fund administrator: general support, an update of your wire instructions, or a
        no-data request. The request form will appear here.
      </p>
    </Dialog>
  )
}
