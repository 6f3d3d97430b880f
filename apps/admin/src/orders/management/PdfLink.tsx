import { Link, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

import { fetchPdf } from './api';

/**
 * A link to a staff-only PDF (a shipping label): fetched with the login once the link shows, then
 * a plain link to its object URL that opens in a new tab without a pop-up blocker in the way.
 */
export function PdfLink({ path, label }: { path: string; label: string }) {
  const [url, setUrl] = useState<string>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let objectUrl: string | undefined;
    let live = true;
    fetchPdf(path)
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  if (!url) {
    return (
      <Typography color={failed ? 'error' : 'text.secondary'}>
        {label}
        {failed ? ' (could not be loaded)' : '…'}
      </Typography>
    );
  }
  return (
    <Link href={url} target="_blank" rel="noopener" data-pdf-path={path}>
      {label}
    </Link>
  );
}
