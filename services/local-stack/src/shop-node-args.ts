/**
 * How the shop's processes run Node: with an old-generation heap of 192 MB. Left alone, V8 lets a
 * busy process's heap grow towards a quarter of the machine's memory before it collects in
 * earnest; a shop process needs far less, and a bounded heap keeps it within its memory budget
 * (300 MB a process) and many of them on one machine.
 */
export const SHOP_NODE_ARGS = ['--max-old-space-size=192'];
