import { CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { DataSource } from 'typeorm';

import { type CharmRecord, checkCharmForm } from '@kilau/domain';

import { CatalogueChanges } from '../../../catalogue/cache/catalogue-changes.js';
import { Charm } from '../../../catalogue/entities/charm.entity.js';
import { refuseForm } from '../../form-refusals.js';
import { charmNotFound, GetAdminCharm } from './charm-queries.js';
import { applyCharmForm } from './charm-record.js';

/** Creates a charm (no id) or replaces one whole (PUT), after the seed's form rules. */
export class SaveCharm {
  constructor(
    readonly form: Record<string, unknown>,
    readonly id?: number,
  ) {}
}

@CommandHandler(SaveCharm)
export class SaveCharmHandler implements ICommandHandler<SaveCharm, CharmRecord> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ form, id }: SaveCharm): Promise<CharmRecord> {
    refuseForm(checkCharmForm(form));
    const charms = this.db.getRepository(Charm);
    const charm = id === undefined ? charms.create() : await charms.findOneBy({ id });
    if (!charm) throw charmNotFound();
    const saved = await charms.save(applyCharmForm(charm, form));
    await this.changes.changed();
    return this.queries.execute(new GetAdminCharm(saved.id));
  }
}

/**
 * Deletes a charm and answers it as it was. Orders keep their own copy of each item's name and
 * price, and a cart line naming it stays readable (an unavailable 'Unknown Charm' line the
 * shopper removes), so nothing else is touched; the products offering it lose it by cascade.
 */
export class DeleteCharm {
  constructor(readonly id: number) {}
}

@CommandHandler(DeleteCharm)
export class DeleteCharmHandler implements ICommandHandler<DeleteCharm, CharmRecord> {
  constructor(
    private readonly db: DataSource,
    private readonly queries: QueryBus,
    private readonly changes: CatalogueChanges,
  ) {}

  async execute({ id }: DeleteCharm): Promise<CharmRecord> {
    const record = await this.queries.execute<GetAdminCharm, CharmRecord>(new GetAdminCharm(id));
    const { affected } = await this.db.getRepository(Charm).delete(id);
    if (!affected) throw charmNotFound();
    await this.changes.changed();
    return record;
  }
}
