import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface CounterCardProps {
  label: string;
  value: number | string | null | undefined;
  icon?: ReactNode;
  loading?: boolean;
}

/** A labelled number ('Patents 3'); a skeleton while loading; 0 when the value is missing. */
export function CounterCard({ label, value, icon, loading = false }: CounterCardProps) {
  return (
    <Card
      component="section"
      aria-label={label}
      aria-busy={loading || undefined}
      sx={{ height: '100%' }}
    >
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        {icon ? (
          <Box
            aria-hidden
            sx={{
              display: 'grid',
              placeItems: 'center',
              width: 48,
              height: 48,
              borderRadius: 2,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              flexShrink: 0,
            }}
          >
            {icon}
          </Box>
        ) : null}
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {label}
          </Typography>
          {loading ? (
            <Skeleton variant="text" width={48} height={40} data-testid="counter-skeleton" />
          ) : (
            <Typography variant="h4" component="p" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
              {value ?? 0}
            </Typography>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
