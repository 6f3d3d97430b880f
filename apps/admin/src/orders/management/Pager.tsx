import { Button, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';

import { ADMIN_PAGE_SIZES, AdminMessages } from '@kilau/domain';

/** Previous / Next, 'Page X of Y', and the page size 5, 10, 20 or 50 (order-side seed §2, §9). */
export function Pager({
  page,
  perPage,
  total,
  onPage,
  onPerPage,
}: {
  page: number;
  perPage: number;
  total: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'flex-end', py: 1 }}>
      <FormControl size="small" fullWidth={false} sx={{ width: 140 }}>
        <InputLabel id="page-size-label">Rows per page</InputLabel>
        <Select
          labelId="page-size-label"
          label="Rows per page"
          value={perPage}
          onChange={(event) => onPerPage(Number(event.target.value))}
        >
          {ADMIN_PAGE_SIZES.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Typography sx={{ whiteSpace: 'nowrap' }}>{AdminMessages.pageOf(page, pages)}</Typography>
      <Button disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </Stack>
  );
}
