import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  title: string;
  viewAllTo: string;
  children: ReactNode;
}

/** A titled card with a 'View all' link to the full list. */
export function SectionCard({ title, viewAllTo, children }: Props) {
  const headingId = `profile-${title.toLowerCase().replace(/[^a-z]+/g, '-')}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2.5, md: 3 } }}>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            {title}
          </Typography>
          <Button component={RouterLink} to={viewAllTo} size="small">
            View all
          </Button>
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
