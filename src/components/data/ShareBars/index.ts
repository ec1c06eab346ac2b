export * from './ShareBars'
