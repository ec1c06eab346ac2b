import { errorScreenTexts } from '../domain'

/** The app's own texts (the spec's come from src/domain), shared by the code and its tests. */
export const appTexts = {
  /**
   * The error screen of a failed start-up or a page that could not be drawn: the spec's two lines (§2.3, §8) and
   * the way back they leave out, in the words of every failed load's retry (componentTexts.retry: not imported, as
   * the component library's texts load with the chrome and this screen is in the first load).
   */
  errorScreen: { ...errorScreenTexts, retry: 'Try again' },
} as const
