import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { Box, Button, IconButton, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

import { pagerWindow } from '@kilau/domain';

export interface WindowPagerProps {
  /** The footer text, e.g. AdminMessages.showingCharms: 'Showing 10 of 42 charms'. */
  showing: (shown: number, total: number) => string;
}

/**
 * The seed's catalogue pager (order-side seed §2, §9): 'Showing X of Y ...' with first, previous,
 * a window of 5 page numbers, next and last. Pass as a react-admin List's `pagination`; the page
 * size is the List's `perPage`.
 */
export function WindowPager({ showing }: WindowPagerProps) {
  const { page, perPage, total, data, setPage, isPending } = useListContext();
  if (isPending || total === undefined) return null;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const go = (to: number) => () => setPage(Math.min(Math.max(1, to), pages));
  return (
    <Box
      component="nav"
      aria-label="Pages"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', p: 1.5, gap: 1 }}
    >
      <Typography variant="body2" role="status">
        {showing(data?.length ?? 0, total)}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label="First page" onClick={go(1)} disabled={page <= 1} size="small">
          <FirstPageIcon />
        </IconButton>
        <IconButton aria-label="Previous page" onClick={go(page - 1)} disabled={page <= 1} size="small">
          <NavigateBeforeIcon />
        </IconButton>
        {pagerWindow(page, pages).map((number) => (
          <Button
            key={number}
            aria-label={`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            variant={number === page ? 'contained' : 'text'}
            onClick={go(number)}
            size="small"
            sx={{ minWidth: 36 }}
          >
            {number}
          </Button>
        ))}
        <IconButton aria-label="Next page" onClick={go(page + 1)} disabled={page >= pages} size="small">
          <NavigateNextIcon />
        </IconButton>
        <IconButton aria-label="Last page" onClick={go(pages)} disabled={page >= pages} size="small">
          <LastPageIcon />
        </IconButton>
      </Box>
    </Box>
  );
}
