import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { HttpError, Title } from 'react-admin';

import { errorMessage } from '../providers/http';
import { fetchJntAreaStatus, importJntAreas, type JntAreaImport, type LineProblem } from './api';

type Outcome =
  | { kind: 'imported'; file: string; result: JntAreaImport }
  | { kind: 'refused'; file: string; message: string; problems: LineProblem[] };

/**
 * J&T's own area list from a CSV (the file `npm run import-jnt-areas` reads, checked by the same
 * reader): a file with any bad line is refused whole and its problems listed by line number.
 */
export function JntAreasPage() {
  const client = useQueryClient();
  const status = useQuery({ queryKey: ['jnt-areas'], queryFn: fetchJntAreaStatus });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'imported', file: file.name, result: await importJntAreas(file) });
      await client.invalidateQueries({ queryKey: ['jnt-areas'] });
    } catch (error) {
      const problems = error instanceof HttpError ? (error.body as { problems?: LineProblem[] })?.problems : undefined;
      const message = errorMessage(error, 'The file could not be imported');
      setOutcome({ kind: 'refused', file: file.name, message, problems: problems ?? [] });
    } finally {
      setBusy(false);
    }
  };

  const current = status.data;
  return (
    <Card sx={{ mt: 1, maxWidth: 900 }}>
      <Title title="J&T area codes" />
      <CardContent>
        <Typography variant="h6" component="h1" gutterBottom>
          J&amp;T area codes
        </Typography>
        {current &&
          (current.derived_in_use ? (
            <Alert severity="warning" sx={{ mb: 2 }} data-testid="jnt-area-status">
              The checkout still offers derived area codes for {current.derived.cities} cities ({current.derived.areas}{' '}
              districts), made up from public area data. Import J&amp;T&apos;s own list so waybills carry J&amp;T&apos;s
              codes. J&amp;T&apos;s own codes so far: {current.jnt.areas} in {current.jnt.cities} cities.
            </Alert>
          ) : (
            <Alert severity="success" sx={{ mb: 2 }} data-testid="jnt-area-status">
              Every area code is J&amp;T&apos;s own: {current.jnt.areas} in {current.jnt.cities} cities.
            </Alert>
          ))}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          A CSV with a header row: kabupaten_kota, kecamatan_jnt, kode_kota_jnt, kode_jnt_receiver_area, kecamatan and
          optionally province; comma- or semicolon-separated. A file with any bad line imports nothing.
        </Typography>
        <Button component="label" variant="contained" startIcon={<UploadFileIcon />} disabled={busy}>
          {busy ? 'Importing…' : 'Upload J&T area list (CSV)'}
          <input
            hidden
            type="file"
            accept=".csv,text/csv"
            data-testid="jnt-area-file"
            onChange={(event) => {
              void upload(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {outcome?.kind === 'imported' && (
          <Alert severity="success" sx={{ mt: 2 }} data-testid="jnt-area-outcome">
            {outcome.file}: {outcome.result.inserted} new area codes, {outcome.result.updated} updated;{' '}
            {outcome.result.derivedRemoved} derived codes of the same cities removed.
          </Alert>
        )}
        {outcome?.kind === 'refused' && <Problems outcome={outcome} />}
      </CardContent>
    </Card>
  );
}

function Problems({ outcome }: { outcome: Extract<Outcome, { kind: 'refused' }> }) {
  return (
    <>
      <Alert severity="error" sx={{ mt: 2 }} data-testid="jnt-area-outcome">
        {outcome.file}: {outcome.message}
      </Alert>
      {outcome.problems.length > 0 && (
        <Table size="small" sx={{ mt: 1 }} aria-label="Problems by line">
          <TableHead>
            <TableRow>
              <TableCell>Line</TableCell>
              <TableCell>What is wrong</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {outcome.problems.map((problem, index) => (
              <TableRow key={index}>
                <TableCell>{problem.line}</TableCell>
                <TableCell>{problem.problem}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}
