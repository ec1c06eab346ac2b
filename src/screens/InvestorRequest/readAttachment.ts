import { base64Content } from '../../domain'
import type { HeldAttachment } from './useInvestorRequestForm'

/** Reads a checked file as the request sends it: its name and its bytes in base64 (spec §5). */
export function readAttachment(file: File): Promise<HeldAttachment> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () =>
      resolve({
        name: file.name,
        size: file.size,
        type: file.type || null,
        content: base64Content(typeof reader.result === 'string' ? reader.result : ''),
      })
    reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`))
    reader.readAsDataURL(file)
  })
}
