/**
 * How the shop's processes run Node, here, in the bench, in the tests and in the image (Dockerfile,
 * Kubernetes and compose commands; test/src/operations/node-flags.spec.ts keeps them the same).
 *
 * No old-generation cap: one low enough to bound memory (192 MB, once) is low enough for a burst
 * (a large export, a flood of notifications) to hit, and a process that hits it dies. Left to its
 * defaults, though, V8 lets a busy heap grow to up to four times its live data before a full
 * collection and keeps 16 MB young semi-spaces: an API process rose from ~185 to ~340 MB under the
 * bench's catalogue load. A full collection once the heap is half again its live data, and 4 MB
 * semi-spaces, keep it near 190 MB with the same CPU a request (README "Performance", memory).
 */
export const SHOP_NODE_ARGS = ['--max-semi-space-size=4', '--heap-growing-percent=50'];
