import * as v from 'valibot'
import type {
  AccountGroup,
  EmbedToken,
  EmbedUrl,
  EntitledAccount,
  EntitledEntity,
  EntitledUser,
  HomeContent,
  Id,
  Preference,
  Term,
  User,
} from '../../domain'
import { flag, id, list, maybe, record, text, type AnswerSchema } from './answer'

/** The entitlements service's answers (spec §3 and §7), each the schema of its registry entry. */
const preference: AnswerSchema<Preference> = record({
  id: v.optional(v.number()),
  setting: text,
  value: text,
})

const user: AnswerSchema<User> = record({
  userId: text,
  id: v.optional(text),
  userType: text,
  email: text,
  firstName: text,
  lastName: text,
  name: v.optional(text),
  external: flag,
  isAdmin: v.optional(flag),
  permissions: list(text),
  segmentFunction: list(text),
  preferences: list(preference),
  selectedAccountGroup: maybe(text),
})

const entitledUser: AnswerSchema<EntitledUser> = record({
  userId: text,
  email: text,
  firstName: text,
  lastName: text,
  isAdmin: flag,
})

const entitledAccount: AnswerSchema<EntitledAccount> = record({
  id: v.number(),
  globalId: text,
  name: text,
  investorId: maybe(id),
  investorName: maybe(text),
})

const entitledEntity: AnswerSchema<EntitledEntity> = record({
  id: v.number(),
  globalId: text,
  entityName: maybe(text),
  name: maybe(text),
  entitledAccountIds: maybe(list(v.number())),
  type: maybe(text),
})

const accountGroup: AnswerSchema<AccountGroup> = record({
  groupId: id,
  groupName: text,
  investorAccountIds: maybe(list(v.number())),
  investorAccounts: maybe(list(v.number())),
  entitledUserId: maybe(text),
  createDate: maybe(text),
  updatedDate: maybe(text),
})

const term: AnswerSchema<Term> = record({
  id: v.number(),
  name: text,
  text,
  status: maybe(text),
  active: maybe(flag),
  associationType: text,
  associations: maybe(list(id)),
  whenAccepted: maybe(text),
  activatedDate: maybe(text),
  accepted: maybe(flag),
})

const homeContent: AnswerSchema<HomeContent> = record({
  homePageVideo: maybe(
    record({
      videoName: maybe(text),
      videoId: maybe(text),
      videoToken: maybe(text),
      videoDescription: maybe(text),
    }),
  ),
})

export const entitlementsAnswers = {
  userProfile: user,
  segmentFunctions: list(text),
  homeContent,
  entitledAccounts: list(entitledAccount),
  entitledFunds: list(entitledEntity),
  accountGroups: list(accountGroup),
  /** The new group's id. */
  createAccountGroup: id as AnswerSchema<Id>,
  terms: list(term),
  /** Any truthy answer means the request was sent (spec §7). */
  investorRequest: v.unknown() as AnswerSchema<unknown>,
  userPreferences: list(preference),
  /** The preference's id; 0 means it has none yet. */
  userPreferenceId: v.number() as AnswerSchema<number>,
  entitledUsers: list(entitledUser),
  embedToken: record({ token: text, expiration: id }) as AnswerSchema<EmbedToken>,
  embedUrl: record({ embedUrl: text, reportingDate: maybe(text) }) as AnswerSchema<EmbedUrl>,
}
