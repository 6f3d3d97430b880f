import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { notAuthenticated } from '../../platform/shared/refused.js';

/** What the storefront's guard and header read: is_staff decides the Admin button. */
export interface Profile {
  id: number;
  email: string;
  is_staff: boolean;
}

export class GetProfile {
  constructor(readonly userId: number) {}
}

@QueryHandler(GetProfile)
export class GetProfileHandler implements IQueryHandler<GetProfile, Profile> {
  constructor(private readonly db: DataSource) {}

  async execute({ userId }: GetProfile): Promise<Profile> {
    const [row] = await this.db.query('SELECT id, email, is_staff FROM users WHERE id = $1', [userId]);
    if (!row) throw notAuthenticated('Not authenticated', 'The account no longer exists');
    return row;
  }
}
