import { useState } from 'react'
import { requestContext } from '../../api'

/**
 * The moment a screen opened, from the portal's clock (requestContext.now, which stories and tests pin): relative
 * ranges and past/upcoming splits stay the same while the screen is open instead of moving with each render.
 */
export function useToday(): Date {
  const [today] = useState(() => requestContext.now())
  return today
}
