import type { Request } from 'express';

/**
 * The simulator's address as the caller reached it, for URLs it hands back (redirect_url, the QR
 * image): whoever could call the API can follow them.
 */
export function requestOrigin(request: Request): string {
  return `${request.protocol}://${request.get('host') ?? 'localhost'}`;
}
