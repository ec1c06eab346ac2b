import { PortalShell } from './PortalShell'
import { StartUp } from './StartUp'

/** Everything inside the router: start-up, then the shell. Mounted by the App and by journey stories. */
export function Portal() {
  return (
    <StartUp>
      <PortalShell />
    </StartUp>
  )
}
