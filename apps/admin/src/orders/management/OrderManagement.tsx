import { Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useListController, useNotify } from 'react-admin';

import { DEFAULT_ADMIN_PAGE_SIZE, INITIAL_ADMIN_TAB, SELECTABLE_ADMIN_TABS, tabBulkActions } from '@kilau/domain';

import { fetchTabCounts, type OrderFilter } from './api';
import { BulkActions } from './BulkActions';
import { CancelDialog } from './CancelDialog';
import { ExportButton } from './ExportButton';
import { FetchErrorDialog, useFetchError } from './FetchErrorDialog';
import { FilterBar } from './FilterBar';
import { OrdersTable } from './OrdersTable';
import { OutcomeDialog } from './OutcomeDialog';
import { Pager } from './Pager';
import type { OrderRow } from './row';
import { StatusTabs } from './StatusTabs';
import { useOrderActions } from './useOrderActions';

/**
 * 'Order Management' (order-side seed §2 'Admin orders page'): react-admin's list controller over
 * GET /api/admin/orders (tab, search and days as its filter, paged and sorted on the server),
 * the tabs' counts under the same search and days, and the actions each tab and row offer.
 * Changing tab, search or days goes back to page 1; changing page clears the selection.
 */
export function OrderManagement() {
  const notify = useNotify();
  const list = useListController<OrderRow>({
    resource: 'orders',
    perPage: DEFAULT_ADMIN_PAGE_SIZE,
    sort: { field: 'created_at', order: 'DESC' },
    filterDefaultValues: { tab: INITIAL_ADMIN_TAB },
    disableSyncWithLocation: true,
    storeKey: false,
  });
  const filter = list.filterValues as OrderFilter;
  const tab = filter.tab ?? INITIAL_ADMIN_TAB;
  const { tab: _tab, ...narrowing } = filter;
  const counts = useQuery({
    queryKey: ['orders', 'tab-counts', narrowing],
    queryFn: () => fetchTabCounts(narrowing),
  });
  const fetchError = useFetchError(list.error != null || counts.isError, [filter, list.page, list.perPage]);
  const { onUnselectItems } = list;
  const unselect = useCallback(() => onUnselectItems(), [onUnselectItems]);
  const actions = useOrderActions(unselect);
  const [cancelling, setCancelling] = useState<OrderRow>();

  const { setFilters } = list;
  const setFilter = useCallback(
    (next: OrderFilter) => {
      unselect();
      setFilters({ ...next }, undefined);
    },
    [setFilters, unselect],
  );
  const rows = list.data ?? [];
  const selectable = SELECTABLE_ADMIN_TABS.includes(tab);

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Stack spacing={2}>
          <Stack
            direction="row"
            spacing={2}
            useFlexGap
            sx={{ alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap' }}
          >
            <Typography variant="h5" component="h1">
              Order Management
            </Typography>
            <ExportButton filter={{ ...narrowing, tab }} />
          </Stack>
          <FilterBar
            filter={narrowing}
            onChange={(next) => setFilter({ ...next, tab })}
            onReset={() => setFilter({ tab: INITIAL_ADMIN_TAB })}
            onRefused={(message) => notify(message, { type: 'warning' })}
          />
          <StatusTabs tab={tab} counts={counts.data} onChange={(next) => setFilter({ ...narrowing, tab: next })} />
          <BulkActions
            actions={tabBulkActions(tab)}
            selected={list.selectedIds.length}
            busy={actions.busy}
            onAction={(action) =>
              action === 'create_label'
                ? actions.labels(list.selectedIds as number[], rows)
                : actions.receipts(list.selectedIds as number[])
            }
          />
          {(list.isFetching || actions.busy) && <LinearProgress aria-label="Loading" />}
          <OrdersTable
            rows={rows}
            loading={list.isPending}
            selectable={selectable}
            selectedIds={list.selectedIds as number[]}
            onToggle={list.onToggleItem}
            onSelectPage={list.onSelect}
            onCancel={setCancelling}
          />
          <Pager
            page={list.page}
            perPage={list.perPage}
            total={list.total ?? 0}
            onPage={(page) => {
              unselect();
              list.setPage(page);
            }}
            onPerPage={(perPage) => {
              unselect();
              list.setPerPage(perPage);
            }}
          />
        </Stack>
      </CardContent>
      {cancelling && (
        <CancelDialog
          order={cancelling}
          busy={actions.busy}
          onClose={() => setCancelling(undefined)}
          onConfirm={(reason) => {
            setCancelling(undefined);
            void actions.cancel(cancelling.id, reason);
          }}
        />
      )}
      <OutcomeDialog outcome={actions.outcome} onClose={actions.close} onRetry={actions.retry} />
      <FetchErrorDialog open={fetchError.open} onClose={fetchError.dismiss} />
    </Card>
  );
}
