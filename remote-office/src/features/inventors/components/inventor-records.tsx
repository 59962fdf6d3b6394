import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { OfficeInventorDetail } from '@inventor-portal/shared/schemas';
import { useId, type ReactNode } from 'react';
import { useOfficeTranslation } from '@remote-office/i18n';
import { InventorPatentsTable } from './inventor-patents-table';
import { InventorTicketsTable } from './inventor-tickets-table';

function RecordSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The inventor's tickets and patents, each under its heading with its count. */
export function InventorRecords({ inventor }: { inventor: OfficeInventorDetail }) {
  const { t } = useOfficeTranslation();
  return (
    <>
      <RecordSection
        title={t('inventorDetail.tickets.heading', { count: inventor.tickets.length })}
      >
        <InventorTicketsTable tickets={inventor.tickets} />
      </RecordSection>
      <RecordSection
        title={t('inventorDetail.patents.heading', { count: inventor.patents.length })}
      >
        <InventorPatentsTable patents={inventor.patents} />
      </RecordSection>
    </>
  );
}
