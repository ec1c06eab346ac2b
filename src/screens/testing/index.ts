export * from './testSession'
