import fc from 'fast-check'

// Under CI the property tests run with one fixed seed, so whether a submission lands never depends on the draw.
// Local runs draw new seeds and keep finding counterexamples: fix the code and keep the counterexample as a plain
// test beside the property.
if (process.env.CI) fc.configureGlobal({ seed: 20_261_121 })
