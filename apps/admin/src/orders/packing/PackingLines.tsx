import { Avatar, Box, Chip, List, ListItem, Stack, Typography } from '@mui/material';

import { formatRupiah, type PackingLine } from '@kilau/domain';

/**
 * What to pick, line by line: the piece (a custom piece's chain) with its quantity, the charms
 * threaded on it numbered by slot, the gift note, and (`prices`) what it sold for.
 */
export function PackingLines({ lines, prices = false }: { lines: PackingLine[]; prices?: boolean }) {
  return (
    <List dense disablePadding aria-label="Items to pack">
      {lines.map((line, index) => (
        <ListItem
          key={index}
          divider={index < lines.length - 1}
          disableGutters
          sx={{ alignItems: 'flex-start', gap: 1.5 }}
        >
          <Avatar variant="rounded" src={line.image || undefined} alt="" sx={{ width: 40, height: 40 }} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.quantity} × {line.name}
              </Typography>
              {line.custom && <Chip size="small" label="Custom piece: chain" variant="outlined" />}
              {prices && (
                <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
                  {formatRupiah(line.price)} each · {formatRupiah(line.line_total)}
                </Typography>
              )}
            </Stack>
            {line.charms.length > 0 && (
              <Box
                component="ol"
                aria-label={`Charms of ${line.name}`}
                sx={{ m: 0, mt: 0.5, pl: 0, listStyle: 'none' }}
              >
                {line.charms.map((charm) => (
                  <Typography key={charm.slot} component="li" variant="body2">
                    Slot {charm.slot}: {charm.name}
                  </Typography>
                ))}
              </Box>
            )}
            {line.message && (
              <Typography variant="body2" sx={{ mt: 0.5, fontStyle: 'italic', overflowWrap: 'anywhere' }}>
                Gift note: “{line.message}”
              </Typography>
            )}
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
