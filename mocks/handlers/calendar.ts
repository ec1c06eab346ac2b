import { HttpResponse } from 'msw'
import { endpoints } from '../../src/api/endpoints'
import { calendarEvents } from '../seed/content'
import { mockState } from '../state'
import { route } from './route'

export const calendarHandlers = [
  route(endpoints.calendarEvents, (call) =>
    HttpResponse.json(
      call.scope.entitled.accounts.length > 0 || call.scope.isAdmin
        ? calendarEvents(mockState.today, call.persona)
        : [],
    ),
  ),
]
