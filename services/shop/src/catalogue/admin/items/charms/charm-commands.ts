import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';

import { type CharmRecord, checkCharmForm } from '@kilau/domain';

import { Charm } from '../../../entities/charm.entity.js';
import { CatalogueWrites, lockedRow } from '../../catalogue-writes.js';
import { refuseForm } from '../../form-refusals.js';
import { applyCharmForm, CHARM_TABLE } from './charm-record.js';

/** Creates a charm (no id) or replaces one whole (PUT), after the seed's form rules. */
export class SaveCharm {
  constructor(
    readonly form: Record<string, unknown>,
    readonly id?: number,
  ) {}
}

@CommandHandler(SaveCharm)
export class SaveCharmHandler implements ICommandHandler<SaveCharm, CharmRecord> {
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ form, id }: SaveCharm): Promise<CharmRecord> {
    refuseForm(checkCharmForm(form));
    return this.writes.save(CHARM_TABLE, async (manager) => {
      const charm =
        id === undefined ? manager.create(Charm) : await lockedRow(manager, Charm, id, CHARM_TABLE.notFound);
      return (await manager.save(applyCharmForm(charm, form))).id;
    });
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
  constructor(private readonly writes: CatalogueWrites) {}

  execute({ id }: DeleteCharm): Promise<CharmRecord> {
    return this.writes.remove(CHARM_TABLE, Charm, id);
  }
}
