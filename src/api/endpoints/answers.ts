// The answers' schemas of every service and the check that applies them: one module, loaded with the first
// answer (endpoint.ts, loadAnswers), so that home's first load carries neither them nor valibot.
export { checkAnswer, readAnswer } from './answer'
export { calendarAnswers, documentsAnswers } from './documentsAnswers'
export { entitlementsAnswers } from './entitlementsAnswers'
export { reportingAnswers } from './reportingAnswers'
