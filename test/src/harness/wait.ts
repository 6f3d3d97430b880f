/**
 * Tests wait for projections and jobs by polling their state with a deadline, never by fixed
 * sleeps. One implementation, shared with the local stack (which waits for servers the same way).
 */
export { type WaitOptions, waitUntil } from '@kilau/local-stack';
