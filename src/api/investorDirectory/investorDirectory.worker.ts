import { expose } from 'comlink'
import { InvestorDirectoryService } from './service'

// One worker per loaded directory: it holds the million names, and is terminated when the directory closes.
expose(new InvestorDirectoryService())
