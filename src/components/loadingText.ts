/**
 * The spinner's default name, apart from componentTexts (which re-exports it): the first load draws a spinner and
 * needs this text alone, not every component's.
 */
export const LOADING_TEXT = 'Loading'
