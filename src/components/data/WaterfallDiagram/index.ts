export { WaterfallDiagram, type WaterfallDiagramProps, type WaterfallTier } from './WaterfallDiagram'
