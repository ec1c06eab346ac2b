export { NeedsAttention } from './NeedsAttention'
export { attentionTexts } from './texts'
