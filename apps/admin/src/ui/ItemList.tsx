import type { ReactNode } from 'react';
import { Datagrid, List, SearchInput, TopToolbar } from 'react-admin';

import { ADMIN_CATALOGUE_PAGE_SIZE } from '@kilau/domain';

import { AddButton } from './AddButton';
import { WindowPager, type WindowPagerProps } from './WindowPager';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

interface ItemListProps {
  title: string;
  /** The seed's '+ Add ...' button. */
  addLabel: string;
  showing: WindowPagerProps['showing'];
  /** The table's columns. */
  children: ReactNode;
}

/**
 * The seed's admin item page (charms, gift sets): searched by name, newest first, 10 a page with
 * the windowed pager, '+ Add ...' above, Edit and Delete in each row (among the columns given).
 */
export function ItemList({ title, addLabel, showing, children }: ItemListProps) {
  return (
    <List
      title={title}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={ADMIN_CATALOGUE_PAGE_SIZE}
      pagination={<WindowPager showing={showing} />}
      actions={
        <TopToolbar>
          <AddButton label={addLabel} />
        </TopToolbar>
      }
      filters={filters}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        {children}
      </Datagrid>
    </List>
  );
}
