import { HttpResponse } from 'msw'
import { endpoints } from '../../../src/api/endpoints'
import { INVESTOR_REQUEST_TYPES, validateAttachment, WIRE_INSTRUCTION_FIELDS } from '../../../src/domain'
import type { PersonaId } from '../../personas'
import { fundById } from '../../seed/funds'
import { accountById } from '../../seed/investors'
import { changesOf, mockState, nextMockId } from '../../state'
import { fail, optionalIdList, requireObject, requireString, route, type Call } from '../route'

async function investorRequest(call: Call): Promise<Response> {
  const body = requireObject(await call.json())
  const requestType = body.requestType
  if (typeof requestType !== 'string' || !(INVESTOR_REQUEST_TYPES as readonly string[]).includes(requestType))
    fail(400, ['Please choose a request type.'])
  const message = requireString(body.request, 'The request message')
  const customFields =
    body.customFields === undefined || body.customFields === null ? {} : requireObject(body.customFields)
  const accounts = optionalIdList(body.entitledAccounts, 'entitledAccounts') ?? []
  const funds = optionalIdList(body.entitledEntities, 'entitledEntities') ?? []
  for (const id of accounts)
    if (!call.scope.entitled.accounts.some((a) => a.id === id)) fail(accountById.has(id) ? 403 : 404)
  for (const id of funds)
    if (!call.scope.entitled.funds.some((f) => f.id === id)) fail(fundById.has(id) ? 403 : 404)
  if (requestType === 'update-wire-instructions') {
    const missing = WIRE_INSTRUCTION_FIELDS.filter(
      (f) =>
        f !== 'effectiveDate' && !(typeof customFields[f] === 'string' && (customFields[f] as string).trim()),
    )
    if (missing.length > 0 || accounts.length === 0 || funds.length === 0)
      fail(400, ['Please complete the wire instructions, funds and accounts.'])
  }
  let attachmentBytes = 0
  const attachmentName = typeof body.attachmentName === 'string' ? body.attachmentName : null
  if (body.attachment !== undefined && body.attachment !== null) {
    if (
      typeof body.attachment !== 'string' ||
      !/^[A-Za-z0-9+/]*={0,2}$/.test(body.attachment) ||
      !attachmentName
    )
      fail(400, ['The attachment is not valid base64 with a name.'])
    attachmentBytes =
      Math.floor((body.attachment.length * 3) / 4) - (body.attachment.match(/=+$/)?.[0].length ?? 0)
    const check = validateAttachment([{ name: attachmentName, size: attachmentBytes }])
    if (!check.ok) fail(400, [check.message ?? 'Only one attachment is allowed.'])
  }
  changesOf(call.persona).requests.push({
    id: nextMockId(),
    receivedAt: new Date().toISOString(),
    requestType,
    request: message,
    customFields,
    entitledAccounts: accounts,
    entitledEntities: funds,
    attachmentName,
    attachmentBytes,
    ...(typeof body.attachment === 'string' ? { attachment: body.attachment } : {}),
  })
  return HttpResponse.json(true)
}

/** An investor's request to the manager, recorded with its attachment. */
export const investorRequestHandlers = [route(endpoints.investorRequest, investorRequest)]

/** The investor requests a persona sent, with their attachments (tests and the demo's inspection). */
export const recordedRequests = (persona: PersonaId) => mockState.changes[persona]?.requests ?? []
