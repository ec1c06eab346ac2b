import { expose, wrap } from 'comlink'
import type { DirectoryConnection } from '.'
import { InvestorDirectoryService } from './service'

/**
 * The directory's service in this thread, behind a MessageChannel: the same messages (and transfers) as the
 * worker, for hosts without module workers (vitest under Node).
 */
export async function connectInProcess(): Promise<DirectoryConnection> {
  const { port1, port2 } = new MessageChannel()
  expose(new InvestorDirectoryService(), port1)
  return {
    service: wrap<InvestorDirectoryService>(port2),
    close: () => {
      port1.close()
      port2.close()
    },
  }
}
