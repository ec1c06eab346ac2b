import { dataRoomTexts as texts } from './texts'
import { Facts } from '../../components'
import type { DataRoom } from './resources'

/** Product family, fundraising status and product line of a fund (spec §3). */
export function DataRoomFacts({ room }: { room: DataRoom }) {
  return (
    <Facts>
      <dt>{texts.productFamily}</dt>
      <dd>{room.productFamily ?? texts.notProvided}</dd>
      <dt>{texts.fundraisingStatus}</dt>
      <dd>{room.fundraisingStatus ?? texts.notProvided}</dd>
      <dt>{texts.productLine}</dt>
      <dd>{room.productLine ?? texts.notProvided}</dd>
    </Facts>
  )
}
