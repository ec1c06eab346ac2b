/**
 * e2e/run.mjs may run a long file in shards (E2E_SHARD=k/n, each with a stack of its own): shard k takes every n-th
 * case, counted in the order the file registers them. Returns the predicate a file asks once per case, in order.
 */
export function shardSelector() {
  const [shard, shards] = (process.env.E2E_SHARD ?? '1/1').split('/').map(Number)
  if (!(shards >= 1 && shard >= 1 && shard <= shards))
    throw new Error(`E2E_SHARD ${process.env.E2E_SHARD}: not k/n`)
  let caseIndex = 0
  return () => caseIndex++ % shards === shard - 1
}
